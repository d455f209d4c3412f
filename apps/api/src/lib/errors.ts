import { ErrorCode, type ErrorCodeName, messages } from '@canvas/shared';

/** HTTP status for every error code; a new code in @canvas/shared fails to compile until it is mapped. */
const statusByCode: Record<ErrorCodeName, number> = {
  badRequest: 400,
  validation: 422,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  internal: 500,
  emailNotVerified: 403,
  invalidCredentials: 401,
  emailTaken: 409,
  linkInvalid: 400,
  codeInvalid: 400,
  paymentRequired: 402,
  unavailable: 503,
};

const defaultMessage: Record<ErrorCodeName, string> = {
  badRequest: messages.invalidRequest,
  validation: messages.invalidRequest,
  unauthorized: messages.signInRequired,
  forbidden: messages.forbidden,
  notFound: messages.notFound,
  conflict: messages.invalidRequest,
  tooManyRequests: messages.tooManyRequests,
  internal: messages.internal,
  emailNotVerified: messages.emailNotVerified,
  invalidCredentials: messages.wrongCredentials,
  emailTaken: messages.emailTaken,
  linkInvalid: messages.invalidRequest,
  codeInvalid: messages.codeIncorrect,
  paymentRequired: messages.publishNeedsSubscription,
  unavailable: messages.paymentsUnavailable,
};

export interface AppErrorOptions {
  /** The input at fault, for validation errors. */
  field?: string;
  /** Seconds the client should wait (429). */
  retryAfterSeconds?: number;
  /** Internal detail for logs; never sent to the client. */
  cause?: unknown;
}

/**
 * The one error type services throw. `message` is what the user sees; internal detail goes in
 * `cause` and only reaches the logs.
 */
export class AppError extends Error {
  readonly codeName: ErrorCodeName;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(codeName: ErrorCodeName, message?: string, options: AppErrorOptions = {}) {
    super(message ?? defaultMessage[codeName], { cause: options.cause });
    this.name = 'AppError';
    this.codeName = codeName;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get code(): number {
    return ErrorCode[this.codeName];
  }

  get status(): number {
    return statusByCode[this.codeName];
  }
}

export const notFound = (message?: string) => new AppError('notFound', message);
export const forbidden = (message?: string) => new AppError('forbidden', message);
export const unauthorized = (message?: string) => new AppError('unauthorized', message);
