import { CANVAS_TYPES } from '../constants';
import { messages } from '../messages';
import { isValidEmail } from '../rules';
import { z } from '../zod-config';
import { MEMBER_ROLES, SC_SALON_ID_MAX } from './canvas';
import { id } from './primitives';

/**
 * Staff of business and school canvases (spec 2 §3 Member, spec 3 §7): invitations per location,
 * the emailed link that attaches the invitee, and the retail-partner account number.
 */

/** How long an emailed invitation link stays valid. */
export const INVITATION_TTL_DAYS = 14;

export const inviteEmailSchema = z
  .string()
  .trim()
  .max(254)
  .refine(isValidEmail, { message: messages.inviteEmailInvalid });

/**
 * `POST /api/canvas/school/add-employee` {canvasId, locationId, members (id, email, role),
 * resendEmail, business} (spec 3 §7). Each member is invited by email (`id`, a known user's id, is
 * accepted for the spec's shape but the invitation still goes to the email: nobody joins a canvas
 * without accepting). An email already pending at that location is sent again: 'Invitation resent!'.
 */
export const addEmployeeSchema = z.object({
  canvasId: id(),
  /** The location's uuid. */
  locationId: z.string().trim().min(1).max(64),
  members: z
    .array(
      z.object({
        id: id().nullable().optional(),
        email: inviteEmailSchema,
        role: z.enum(MEMBER_ROLES),
      }),
    )
    .min(1)
    .max(50),
  resendEmail: z.boolean().default(false),
  /** true for a business canvas (roles Admin / Non-admin), false for a school. */
  business: z.boolean().default(false),
});
export type AddEmployeeInput = z.input<typeof addEmployeeSchema>;
export const addEmployeeResultSchema = z.object({
  success: z.literal(true),
  /** One entry per member: resent = the email already had a pending invitation at this location. */
  invitations: z.array(z.object({ email: z.string(), resent: z.boolean() })),
});
export type AddEmployeeResult = z.infer<typeof addEmployeeResultSchema>;

/** `GET /api/canvas/school/invited?code=`. */
export const invitationQuerySchema = z.object({ code: z.string().trim().min(20).max(200) });
/**
 * What the invitation link shows. A visitor (or someone signed in with another email) gets it
 * `pending`; the invited person, signed in, is attached to the location and gets it `accepted`.
 */
export const invitationSchema = z.object({
  status: z.enum(['pending', 'accepted']),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  canvas: z.object({
    id: z.number().int(),
    slug: z.string(),
    type: z.enum(CANVAS_TYPES),
    name: z.string(),
  }),
  /** The address of the invitation's location. */
  locationAddress: z.string(),
  /** Whether the accepted member may edit the canvas (the role's permission). */
  canEdit: z.boolean(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `POST /api/canvas/add-sc-salon-id` {canvasId, scSalonId (number)}. */
export const addScSalonIdSchema = z.object({
  canvasId: id(),
  scSalonId: z
    .number({ message: messages.scSalonIdInvalid })
    .int({ message: messages.scSalonIdInvalid })
    .nonnegative({ message: messages.scSalonIdInvalid })
    .max(SC_SALON_ID_MAX, { message: messages.scSalonIdInvalid }),
});

/** `GET /api/user/is-salon-centric`: whether the caller came from the retail partner. */
export const isSalonCentricResultSchema = z.boolean();
