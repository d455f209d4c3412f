import { CANVAS_TYPES } from '../constants';
import { messages } from '../messages';
import { isValidEmail } from '../rules';
import { z } from '../zod-config';
import { MEMBER_ROLES, type MemberRole, SC_SALON_ID_MAX } from './canvas';
import { id, idFromText } from './primitives';

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
 * resendEmail, business} (spec 3 §7). Each member is invited by email: a typed `email`, or for a
 * user picked in the coworker search (`id` without `email`) that account's email, which the
 * inviter never sees in the picker (nobody joins a canvas without accepting). An email already
 * pending at that location is sent again: 'Invitation resent!'.
 */
export const addEmployeeSchema = z.object({
  canvasId: id(),
  /** The location's uuid. */
  locationId: z.string().trim().min(1).max(64),
  members: z
    .array(
      z
        .object({
          /** A user picked in the coworker search: the invitation goes to that account's email. */
          id: id().nullable().optional(),
          email: inviteEmailSchema.optional(),
          role: z.enum(MEMBER_ROLES, { message: messages.teamRolePick }),
        })
        .refine((member) => member.email !== undefined || (member.id ?? null) !== null, {
          message: messages.teamUserOrEmailRequired,
          path: ['email'],
        }),
    )
    .min(1, { message: messages.teamUserOrEmailRequired })
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

// --- My Team (spec 3 "My Team", §3 Team member, §7) -------------------------------------------

/** Spec 3 §9: the team table shows 8 rows a page. */
export const TEAM_PAGE_SIZE = 8;
/** The columns My Team sorts by (spec 3: name, phone, location city, join date, role). */
export const TEAM_SORTS = ['name', 'phoneNumber', 'city', 'joinDate', 'role'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

/**
 * `POST /api/canvas/school/employees` {canvasId, page, size, keyword, role, sortBy, order,
 * showHidden, business}: the staff of every location of the canvas. `role` null is All;
 * `showHidden` adds the pending invitees someone hid.
 */
export const teamEmployeesQuerySchema = z.object({
  canvasId: id(),
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(50).default(TEAM_PAGE_SIZE),
  keyword: z.string().trim().max(100).default(''),
  role: z.enum(MEMBER_ROLES).nullable().default(null),
  sortBy: z.enum(TEAM_SORTS).default('joinDate'),
  order: z.enum(['asc', 'desc']).default('desc'),
  showHidden: z.boolean().default(false),
  business: z.boolean().default(false),
});
export type TeamEmployeesQuery = z.input<typeof teamEmployeesQuerySchema>;

/** What a role is called on screen: spec 3 §3 "Other (shown 'Non-admin' in business)". */
export function teamRoleName(role: MemberRole, business: boolean): string {
  return business && role !== 'Admin' ? 'Non-admin' : role;
}

/**
 * Spec 3 §3 "Team member". `memberId` is the member's uuid in the canvas document (pending
 * invitees have no user yet), `memberLocationId` its location's uuid; `canvasId` and `canvasSlug`
 * are the member's own public portfolio, if they have one (View and Download pdf). `email` and
 * `phoneNumber` are null for readers who only view the team.
 */
export const teamMemberSchema = z.object({
  userId: z.number().int().nullable(),
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  roleName: z.string(),
  memberLocationId: z.string(),
  canvasId: z.number().int().nullable(),
  canvasSlug: z.string().nullable(),
  pending: z.boolean(),
  phoneNumber: z.string().nullable(),
  location: z.object({ city: z.string(), address: z.string() }),
  /** When the member accepted (ISO); null while pending. */
  joinDate: z.string().nullable(),
  hided: z.boolean(),
  /** The signed-in reader's own membership. */
  isSelf: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A location of the canvas, as 'Add coworker' offers it. */
export const teamLocationSchema = z.object({ uuid: z.string(), address: z.string(), city: z.string() });
export type TeamLocation = z.infer<typeof teamLocationSchema>;

export const teamEmployeesSchema = z.object({
  list: z.array(teamMemberSchema),
  count: z.number().int(),
  /** The canvas's locations, which invitations join (the dashboard's canvas list does not carry them). */
  locations: z.array(teamLocationSchema),
  /** Owner, Admin member or platform admin: may change roles, remove, hide and resend. */
  canManage: z.boolean(),
  /** May add coworkers (every editor of the canvas, teachers too). */
  canInvite: z.boolean(),
});
export type TeamEmployees = z.infer<typeof teamEmployeesSchema>;

/** `PUT /api/canvas/school/employee-role` {canvasId, locationId, employeeId (the memberId), role, business}. */
export const employeeRoleSchema = z.object({
  canvasId: id(),
  locationId: z.string().trim().min(1).max(64),
  employeeId: z.string().trim().min(1).max(64),
  role: z.enum(MEMBER_ROLES, { message: messages.teamRoleChoose }),
  business: z.boolean().default(false),
});
export type EmployeeRoleInput = z.input<typeof employeeRoleSchema>;

/** `DELETE /api/canvas/school/remove-empoyee?canvasId&locationId&employeeId&business` (the spec's spelling). */
export const removeEmployeeQuerySchema = z.object({
  canvasId: idFromText(),
  locationId: z.string().trim().min(1).max(64),
  employeeId: z.string().trim().min(1).max(64),
  business: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type RemoveEmployeeQuery = z.input<typeof removeEmployeeQuerySchema>;

/** `POST /api/canvas/school/employee-change-hide` {schoolId (the canvas), memberId, hided, business}. */
export const employeeHideSchema = z.object({
  schoolId: id(),
  memberId: z.string().trim().min(1).max(64),
  hided: z.boolean(),
  business: z.boolean().default(false),
});
export type EmployeeHideInput = z.input<typeof employeeHideSchema>;

/** Role changes, removals and hiding: `self` when it was the caller's own membership (the web refreshes). */
export const teamChangeResultSchema = z.object({ success: z.literal(true), self: z.boolean() });
export type TeamChangeResult = z.infer<typeof teamChangeResultSchema>;

/**
 * `PUT /api/user/search` {keyword, tactics} (spec 1 §7, spec 2 §7): the coworker picker.
 * `tactics` are the search's bounds, [shortest keyword, most results], like the school
 * autocomplete's [2,20]; default [4,20]. The server never goes below 3 characters or above 20.
 */
export const USER_SEARCH_DEFAULT_TACTICS = [4, 20] as const;
export const userSearchSchema = z.object({
  keyword: z.string().trim().max(100).default(''),
  tactics: z
    .array(z.number().int().min(0).max(1000))
    .length(2)
    .default([...USER_SEARCH_DEFAULT_TACTICS]),
});
export type UserSearchInput = z.input<typeof userSearchSchema>;
/**
 * A match: what a picker needs. `email` only when the keyword was that exact address (the
 * searcher typed it); emails of people found by name never leave the server.
 */
export const userMatchSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
});
export type UserMatch = z.infer<typeof userMatchSchema>;
export const userSearchResultSchema = z.array(userMatchSchema);
