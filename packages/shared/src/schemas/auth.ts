import { ORGANIZATION_TARGETS, USER_KINDS } from '../constants';
import { messages } from '../messages';
import { z } from '../zod-config';
import { emailField, newPasswordField } from './common';
import { personName, userSchema } from './users';

/**
 * POST /api/auth/login. The spec's payload is platformType internal with email and password
 * (social sign-in sends platformType with platformUserId; it arrives with the accounts issue).
 */
export const loginSchema = z.object({
  platformType: z.literal('internal').default('internal'),
  email: emailField(messages.signInEmailInvalid),
  password: z.string().min(1, { message: messages.signInPasswordRequired }).max(128),
  invitationCode: z.string().max(64).optional(),
  /** A solved proof of work (ALTCHA payload): asked for after many failed sign-ins to the account. */
  captcha: z.string().max(8000).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** Attribution query values kept with a new account (spec 1 §2.1 /get-started?source=&rep=). */
const attribution = z.string().trim().max(100).optional();

/** POST /api/auth/register: the sign-up form at /get-started. The account starts unverified. */
export const registerSchema = z.object({
  firstName: personName(messages.firstNameRequired),
  lastName: personName(messages.lastNameRequired),
  email: emailField(),
  password: newPasswordField,
  kind: z.enum(USER_KINDS, { message: messages.userKindRequired }),
  /**
   * Salon and school owners sign up as industry professionals who run an organisation: their
   * profile target is then businessCanvas or schoolDashboard (which canvas types they may create).
   */
  organization: z.enum(ORGANIZATION_TARGETS).optional(),
  source: attribution,
  rep: attribution,
});
export type RegisterInput = z.input<typeof registerSchema>;

/** Where the verification email went (the verify state shows it). */
export const registerResultSchema = z.object({ email: z.string() });

/** One-time tokens travel as 43-character base64url strings; anything else is refused early. */
const oneTimeToken = z.string().trim().min(20).max(200);

/** POST /api/auth/verify-email: the link in the verification email; signs the user in. */
export const verifyEmailSchema = z.object({ token: oneTimeToken });

/** POST /api/auth/resend-verification: same answer whether or not the account exists. */
export const resendVerificationSchema = z.object({ email: emailField() });

/** POST /api/user/forgot-password (spec 1 §7): same answer whether or not the account exists. */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** PUT /api/user/reset-password (spec 1 §7): the token from the link and the new password. */
export const resetPasswordSchema = z.object({
  forgotPasswordLink: oneTimeToken,
  password: newPasswordField,
  /** One reading of the spec also sends the email; it is accepted and ignored. */
  email: z.string().max(254).optional(),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/**
 * PUT /api/user/change-password (spec 2 §7): the new password; answers a fresh access_token. The
 * current password proves the owner is at the keyboard (an account without one needs a fresh sign-in).
 */
export const changePasswordSchema = z.object({
  password: newPasswordField,
  currentPassword: z.string().max(128).optional(),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changePasswordResultSchema = sessionSchema.extend({ success: z.literal(true) });
export type ChangePasswordResult = z.infer<typeof changePasswordResultSchema>;

/**
 * POST /api/auth/login with platformType google or facebook (spec 1 §7). The provider round trip
 * ends with a one-time `ticket` handed to the web app; it is what proves the sign-in.
 * `platformUserId` is accepted for the spec's payload shape but proves nothing by itself.
 */
export const socialLoginSchema = z.object({
  platformType: z.enum(['google', 'facebook']),
  ticket: oneTimeToken,
  platformUserId: z.string().max(200).optional(),
});
export type SocialLoginInput = z.input<typeof socialLoginSchema>;

/** The body of POST /api/auth/login: email and password, or a social sign-in ticket. */
export const loginRequestSchema = z.discriminatedUnion('platformType', [loginSchema, socialLoginSchema]);

/** GET /api/auth/providers: which social sign-in buttons to show (only configured ones). */
export const authProvidersSchema = z.object({ google: z.boolean(), facebook: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** "Sign in with Canvas" for partner sites (spec 1 §2.3, §7 /oauth/authorize). */
export const partnerClientQuerySchema = z.object({
  redirect_uri: z.string().max(2000),
  client_id: z.string().max(200).optional(),
});
export const partnerClientSchema = z.object({ name: z.string() });

export const partnerAuthorizeSchema = z.object({
  redirect_uri: z.string().max(2000),
  state: z.string().max(500).default(''),
  client_id: z.string().max(200).optional(),
  /** Without email and password the signed-in caller (bearer token) authorizes. */
  email: z.string().max(254).optional(),
  password: z.string().max(128).optional(),
});
export type PartnerAuthorizeInput = z.input<typeof partnerAuthorizeSchema>;
export const partnerAuthorizeResultSchema = z.object({ code: z.string(), redirect_to: z.string() });
export type PartnerAuthorizeResult = z.infer<typeof partnerAuthorizeResultSchema>;

export const partnerTokenSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().max(200),
  redirect_uri: z.string().max(2000),
  client_id: z.string().max(200),
  client_secret: z.string().max(500),
});
export const partnerTokenResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  user: userSchema,
});
