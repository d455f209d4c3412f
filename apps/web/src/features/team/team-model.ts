import {
  type AddEmployeeResult,
  type CanvasType,
  isValidEmail,
  type MemberRole,
  memberRolesOf,
  messages,
  type TeamMember,
  type TeamSort,
  teamRoleName,
  type UserMatch,
} from '@canvas/shared';
import { allResent } from '@/api/canvases/add-employee';

/** My Team's rules and wording (spec 3 "My Team", §5 co-worker add and edit role). */

/**
 * What My Team needs of the dashboard's canvas: a business or school canvas's id and type (a
 * `MyCanvas` of the switcher, or a `Canvas`, fits). The team's answer brings the locations.
 */
export interface MyTeamCanvas {
  id: number;
  type: CanvasType;
}

/** A table row: the member plus the columns' own keys. */
export interface TeamRow extends TeamMember {
  name: string;
  city: string;
  actions: null;
}

export const toTeamRow = (member: TeamMember): TeamRow => ({
  ...member,
  name: memberName(member),
  city: member.location.city,
  actions: null,
});

/** 'Invitation resent!' when every email already had a pending invitation there, else 'Invitation sent!'. */
export const invitationToast = (result: AddEmployeeResult): string =>
  allResent(result) ? messages.invitationResent : messages.invitationSent;

/** The role filter: All, then the roles of the canvas type (a business: Admin and Non-admin). */
export const ALL_ROLES = 'all';
export function roleFilterOptions(type: CanvasType): { value: string; label: string }[] {
  const business = type === 'business';
  return [
    { value: ALL_ROLES, label: 'All' },
    ...memberRolesOf(type).map((role) => ({ value: role, label: teamRoleName(role, business) })),
  ];
}

/** The role the filter's value names, or null for All. */
export function roleOfFilter(type: CanvasType, value: string | null): MemberRole | null {
  return memberRolesOf(type).find((role) => role === value) ?? null;
}

/** A member's name; a pending invitee is named by the invited email. */
export function memberName(member: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email || 'Team member';
}

/** A picked user as the picker shows them. */
export const matchName = (match: UserMatch): string =>
  `${match.firstName} ${match.lastName}`.trim() || match.email || `User ${match.userId}`;

export interface CoworkerValues {
  users: UserMatch[];
  emails: string[];
  role: MemberRole | null;
  locationId: string | null;
}

/**
 * Spec 3 §5 "Co-worker add": at least one user or e-mail ('Please enter at lease one user or
 * email'), every typed e-mail valid ('Invalid Email Address') and a role ('Please pick a role to
 * continue'). Errors by field, for Mantine's form.
 */
export function coworkerErrors(values: CoworkerValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.users.length === 0 && values.emails.length === 0) {
    errors.emails = messages.teamUserOrEmailRequired;
  } else if (values.emails.some((email) => !isValidEmail(email.trim()))) {
    errors.emails = messages.inviteEmailInvalid;
  }
  if (!values.role) errors.role = messages.teamRolePick;
  if (!values.locationId) errors.locationId = 'Please choose a location';
  return errors;
}

/** Spec 3 §5 "Edit role": 'Please choose a role'. */
export const editRoleError = (role: MemberRole | null): string | null =>
  role ? null : messages.teamRoleChoose;

/** The table's sortable columns and the server's sort keys. */
export const SORT_OF_COLUMN: Record<string, TeamSort> = {
  name: 'name',
  phoneNumber: 'phoneNumber',
  city: 'city',
  joinDate: 'joinDate',
  roleName: 'role',
};

/** Spec 3 "View": the member's canvas with the team tab marked (`/canvas/{slug or id}?tabType=team`). */
export const memberCanvasRef = (member: Pick<TeamMember, 'canvasSlug' | 'canvasId'>): string | null =>
  member.canvasSlug ?? (member.canvasId === null ? null : String(member.canvasId));
