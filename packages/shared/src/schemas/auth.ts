import { messages } from '../messages';
import { z } from '../zod-config';
import { emailField } from './common';
import { userSchema } from './users';

/**
 * POST /api/auth/login. The spec's payload is platformType internal with email and password
 * (social sign-in sends platformType with platformUserId; it arrives with the accounts issue).
 */
export const loginSchema = z.object({
  platformType: z.literal('internal').default('internal'),
  email: emailField(messages.signInEmailInvalid),
  password: z.string().min(1, { message: messages.signInPasswordRequired }).max(128),
  invitationCode: z.string().max(64).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;
