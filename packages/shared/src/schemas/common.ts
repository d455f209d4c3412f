import { messages } from '../messages';
import { isValidEmail, isValidPassword } from '../rules';
import { z } from '../zod-config';
import { idFromText } from './primitives';

/** `{ code, message }`: the body of every failed API response. `field` names the input at fault. */
export const apiErrorSchema = z.object({
  code: z.number(),
  message: z.string(),
  field: z.string().optional(),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** Email with the rule of spec 1 §5; pass the screen's message. */
export const emailField = (message: string = messages.emailInvalid) =>
  z
    .string()
    .trim()
    .max(254)
    .refine(isValidEmail, { message })
    .transform((value) => value.toLowerCase());

export const newPasswordField = z
  .string()
  .max(128)
  .refine(isValidPassword, { message: messages.passwordRule });

export const idParam = z.object({ id: idFromText() });

/** Lists: `page` is 1-based; answers are `{ list, count }` unless the spec names them otherwise. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
