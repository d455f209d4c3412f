import {
  type AddEmployeeResult,
  type CanvasMember,
  type CanvasType,
  isValidEmail,
  type MemberRole,
  memberRolesOf,
  messages,
  permissionOfRole,
} from '@canvas/shared';
import { allResent } from '@/api/canvases/add-employee';

/**
 * The staff of a business or school location as the team UI shows it (spec 2 §3 Member): who a
 * member is, whether they still have to accept, and the invite form's rules.
 */

/** A member who has not accepted yet has no user (spec 2 §3: "memberUserId or email"). */
export const isPendingMember = (member: CanvasMember): boolean => member.memberUserId === null;

/** The member's name once they accepted, else the invited email. */
export function memberDisplayName(member: CanvasMember): string {
  const user = member.memberUser;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return name || member.email || 'Team member';
}

/**
 * The role a new invitee starts with: spec 2 §3 says new invitees get the authority of 'Other'
 * (a view-only role); a business has no 'Other', so its view-only role, Non-admin.
 */
export function defaultInviteRole(type: CanvasType): MemberRole {
  const roles = memberRolesOf(type);
  return roles.includes('Other') ? 'Other' : 'Non-admin';
}

/** A member with a new role: the permission follows the role (spec 2 §3, authority above 1 = view only). */
export function withRole(member: CanvasMember, role: MemberRole): CanvasMember {
  return { ...member, role, permission: { permission: permissionOfRole(role) } };
}

/** Spec 2 §5: an invite email must be valid, else 'Invalid Email Address'. Null when it is. */
export function inviteEmailError(email: string): string | null {
  return isValidEmail(email.trim()) ? null : messages.inviteEmailInvalid;
}

/** 'Invitation resent!' when every email already had a pending invitation there, else 'Invitation sent!'. */
export function invitationToast(result: AddEmployeeResult): string {
  return allResent(result) ? messages.invitationResent : messages.invitationSent;
}

/** Whether an email is already on the location's list (pending or accepted), ignoring case. */
export function isInvitedAlready(members: readonly CanvasMember[], email: string): boolean {
  const key = email.trim().toLowerCase();
  return members.some((member) => (member.email ?? '').trim().toLowerCase() === key);
}
