import { PLATFORM_TYPES, PROFILE_TARGETS, ROLE_VALUES } from '../constants';
import { z } from '../zod-config';

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
  chatToken: z.string().nullable(),
  grsfHash: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

const personName = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .refine((value) => !value.includes('/'), { message: 'Names cannot contain a slash.' });

/** PUT /api/user/info: every field optional; only what is sent changes. */
export const updateUserInfoSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    zipCode: z
      .string()
      .trim()
      .max(20)
      .regex(/^[A-Za-z0-9 -]*$/, { message: 'Zip code may contain only letters and digits.' })
      .nullable(),
    notification: notificationSettingsSchema.partial(),
  })
  .partial()
  .strict();
export type UpdateUserInfoInput = z.infer<typeof updateUserInfoSchema>;

export const userCountSchema = z.object({ count: z.number().int() });
