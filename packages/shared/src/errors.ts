/**
 * Error codes shared by the API and the web client. The API answers every failure with
 * HTTP status + `{ code, message }`; the status for each code is fixed in the API
 * (`apps/api/src/lib/errors.ts`) as a Record over this union, so a new code must get a status.
 */
export const ErrorCode = {
  badRequest: 400,
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
  /** The spec's code for "email not verified": the client sends the user to /get-started (verify state). */
  emailNotVerified: 10006,
  invalidCredentials: 10001,
  /** Sign-up or email change to an address another account uses. */
  emailTaken: 10002,
  /** A one-time link (verify, reset, email change) or ticket that is unknown, used or expired. */
  linkInvalid: 10003,
  /** A phone verification code that is wrong, expired or out of attempts. */
  codeInvalid: 10004,
  /** Publishing needs a paid plan (business and school canvases): the client goes to the payment page. */
  paymentRequired: 10005,
  /** A service this site has not set up (payments without a provider in production). */
  unavailable: 503,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export interface ApiErrorBody {
  code: number;
  message: string;
  /** The input at fault. */
  field?: string;
}
