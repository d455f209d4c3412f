import { PLATFORM_TYPES, PROFILE_TARGETS, ROLE_VALUES } from '../constants';
import { messages } from '../messages';
import { withCountryCode } from '../rules';
import { z } from '../zod-config';
import { emailField } from './common';

export const notificationSettingsSchema = z.object({
  news: z.boolean(),
  note: z.boolean(),
  daily: z.boolean(),
});

/** The signed-in user as the API returns it (spec 1 §3 User, plus the settings fields of spec 2). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** A new address waiting for confirmation through the link sent to it. */
  pendingEmail: z.string().nullable().optional(),
  platformType: z.enum(PLATFORM_TYPES),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    avatar: z.string().nullable(),
    target: z.enum(PROFILE_TARGETS).nullable(),
  }),
  role: z.object({
    value: z.enum(ROLE_VALUES),
    isSuperAdmin: z.boolean(),
  }),
  phone: z.string().nullable(),
  /** Phone number verified by text message (spec 2 Account Settings). */
  verify: z.boolean(),
  zipCode: z.string().nullable(),
  notification: notificationSettingsSchema,
  /**
   * A fresh short-lived token for the chat socket, bound to the session the answer belongs to (spec 1
   * §7); null in an answer that has no session (the email-change link).
   */
  chatToken: z.string().nullable(),
  grsfHash: z.string().nullable(),
  createdAt: z.string(),
  /**
   * The sidebar's My Dashboard dot: something new reached the dashboard (spec 3 dashboard shell).
   * Optional so a session stored before it existed still reads.
   */
  dashboardDot: z.boolean().optional(),
  /**
   * Whether My Dashboard's welcome overlay is still to be shown (spec 3 My Dashboard: "a first-visit
   * check"); false once closed, on any device. Optional like dashboardDot.
   */
  dashboardWelcome: z.boolean().optional(),
  /**
   * Whether the canvas editor's welcome overlay is still to be shown (issue 26: once per account, on
   * any device); false once closed. Optional like dashboardDot.
   */
  editorWelcome: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;
/** `GET /api/user/remove-dashboard-dot`: the dot after clearing it. */
export const dashboardDotSchema = z.object({ dashboardDot: z.boolean() });
/** `POST /api/user/dashboard-welcomed`: the overlay after closing it. */
export const dashboardWelcomeSchema = z.object({ dashboardWelcome: z.boolean() });
/** `POST /api/user/editor-welcomed`: the editor's overlay after closing it. */
export const editorWelcomeSchema = z.object({ editorWelcome: z.boolean() });

/** A first or last name: required, and a slash is blocked (spec 2 §5 Input rules). */
export const personName = (requiredMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { message: requiredMessage })
    .max(60)
    .refine((value) => !value.includes('/'), { message: messages.nameNoSlash });

/** US numbers are +1 and ten digits; other countries E.164 (8 to 15 digits). */
const PHONE_PATTERN = /^(\+1\d{10}|\+(?!1)\d{8,15})$/;

/** Phone number: digits (the form masks 999-999-9999); +1 is added when there is no plus (spec 1 §5). */
export const phoneField = z
  .string()
  .trim()
  .max(30)
  .transform((value) => withCountryCode(value.startsWith('+') ? `+${value.replace(/\D/g, '')}` : value))
  .refine((value) => PHONE_PATTERN.test(value), { message: messages.phoneInvalid });

/** Zip code in settings: letters and digits only, at most 20 characters (spec 2 §5). */
export const zipCodeField = z
  .string()
  .trim()
  .max(20, { message: messages.zipCodeInvalid })
  .regex(/^[A-Za-z0-9]*$/, { message: messages.zipCodeInvalid });

/**
 * PUT /api/user/info: every field optional; only what is sent changes. A new email is not applied
 * at once: a confirmation link goes to it (internal accounts only). A new phone starts unverified.
 */
export const updateUserInfoSchema = z
  .object({
    firstName: personName(messages.firstNameRequired),
    lastName: personName(messages.lastNameRequired),
    email: emailField(),
    phone: phoneField.nullable(),
    zipCode: zipCodeField.nullable(),
    notification: notificationSettingsSchema.partial(),
    /** Required with a new email (an account without a password needs a fresh sign-in instead). */
    currentPassword: z.string().max(128),
  })
  .partial()
  .strict();
export type UpdateUserInfoInput = z.input<typeof updateUserInfoSchema>;

export const userCountSchema = z.object({ count: z.number().int() });
export type UserCount = z.infer<typeof userCountSchema>;

/** POST /api/user/send-sms (spec 2 §7): `resend` asks for a new code for the same number. */
export const sendSmsSchema = z.object({ phone: phoneField, resend: z.boolean().optional() });
export type SendSmsInput = z.input<typeof sendSmsSchema>;

/** POST /api/user/code-verify (spec 2 §7). */
export const codeVerifySchema = z.object({
  phone: phoneField,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: messages.codeFormat }),
});
export type CodeVerifyInput = z.input<typeof codeVerifySchema>;

export const successSchema = z.object({ success: z.literal(true) });
export const userResultSchema = z.object({ success: z.literal(true), user: userSchema });

/** POST /api/user/confirm-email: the link sent to a new address. */
export const confirmEmailSchema = z.object({ token: z.string().trim().min(20).max(200) });

/**
 * POST /api/user/delete-account (issue 26): the current password confirms it; an account without
 * one (Google/Facebook only) needs a sign-in within the last ten minutes instead.
 */
export const deleteAccountSchema = z.object({ currentPassword: z.string().max(128).optional() }).strict();
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** Largest avatar accepted (the portrait photo limit of spec 2 §9). */
export const AVATAR_MAX_MB = 5;
