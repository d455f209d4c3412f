import { randomUUID } from 'node:crypto';
import {
  type AddEmployeeResult,
  type addEmployeeSchema,
  type CanvasLocation,
  type CanvasMember,
  INVITATION_TTL_DAYS,
  type Invitation,
  type MemberRole,
  memberRolesOf,
  messages,
  permissionOfRole,
  type z,
} from '@canvas/shared';
import { EMAIL_JOB } from '../../adapters/email';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { JobQueue } from '../../lib/jobs/queue';
import { countUse } from '../../lib/throttle';
import { hashToken, newOneTimeToken } from '../../lib/tokens';
import { isPersonType, rowToDocument } from './document';
import { staffInvitationMessage } from './emails';
import { type CanvasRecord, findLiveCanvas, updateCanvas } from './queries';
import { type CanvasDeps, canvasNotFound, findEditableCanvas, readerOf } from './service';
import {
  acceptedMemberEmails,
  findInvitationByCodeHash,
  findOpenInvitation,
  findUserRow,
  insertInvitation,
  lockLiveCanvas,
  markInvitationAccepted,
  renewInvitation,
  syncCanvasStaff,
} from './team-queries';

/**
 * Staff of business and school canvases (spec 2 §3 Member, spec 3 §6-§7): invitations per
 * location by email, the emailed link that attaches the invitee, and the retail-partner account
 * number. The canvas document is the source of truth for members; canvas_members and
 * canvas_invitations follow it in the same transaction (team-queries.ts).
 */

export interface TeamDeps extends CanvasDeps {
  jobs: JobQueue;
}

/** Invitation emails a canvas may send in an hour, and one inviter in a day (429 past them). */
export const INVITATIONS_PER_CANVAS_PER_HOUR = 50;
export const INVITATIONS_PER_INVITER_PER_DAY = 200;
/** The schema's cap on a location's members. */
const MEMBERS_PER_LOCATION = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The web page an invitation link opens (apps/web paths.invitation). */
export function invitationUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/invitation?code=${encodeURIComponent(code)}`;
}

const invitationInvalid = () => new AppError('notFound', messages.invitationInvalid);

/** A location's address as one line: "500 Congress Ave, Austin, TX". */
export function addressLine(location: Pick<CanvasLocation, 'address' | 'city' | 'state' | 'stateShort'>) {
  // A full address picked from suggestions ('12 Elm St, Austin, TX 78701') names its city already.
  const address = location.address.trim();
  const city = location.city.trim().toLowerCase();
  if (address && city && address.toLowerCase().includes(city)) return address;
  const parts = [location.address, location.city, location.stateShort || location.state].map((part) =>
    part.trim(),
  );
  // A street line typed as "Austin" or a city repeated as its state is said once.
  return parts.filter((part, index) => part && !parts.slice(0, index).includes(part)).join(', ');
}

const sameEmail = (member: CanvasMember, email: string) => member.email?.trim().toLowerCase() === email;

async function assertInvitationBudget(db: Db, canvasId: number, inviterId: number, emails: number) {
  for (let sent = 0; sent < emails; sent += 1) {
    for (const [key, limit, minutes] of [
      [`invite:canvas:${canvasId}`, INVITATIONS_PER_CANVAS_PER_HOUR, 60],
      [`invite:user:${inviterId}`, INVITATIONS_PER_INVITER_PER_DAY, 24 * 60],
    ] as const) {
      const use = await countUse(db, key, limit, minutes);
      if (!use.allowed) {
        throw new AppError('tooManyRequests', undefined, { retryAfterSeconds: use.retryAfterSeconds });
      }
    }
  }
}

/**
 * The address an invitation goes to: the typed email, or the email of the account picked in the
 * coworker search (a verified account; the inviter never saw its email).
 */
async function inviteeEmail(
  db: Db,
  member: z.output<typeof addEmployeeSchema>['members'][number],
  index: number,
): Promise<string> {
  if (member.email !== undefined) return member.email.trim().toLowerCase();
  const account = member.id ? await findUserRow(db, member.id) : undefined;
  if (!account?.emailVerifiedAt) {
    throw new AppError('badRequest', messages.teamUserNotFound, { field: `members.${index}.id` });
  }
  return account.email.trim().toLowerCase();
}

/**
 * `POST /api/canvas/school/add-employee` (spec 3 §7): invites each email to a location of a
 * business or school canvas. Who: the owner, a platform admin or a member who may edit (teachers
 * too). Each email gets a new one-time link, valid INVITATION_TTL_DAYS:
 * - already an accepted member of the location: nothing is sent, reported with resent false;
 * - an open invitation there (even an expired one): a new code replaces the old (the old link
 *   stops working), sent_count + 1, resent true;
 * - else a new invitation, and the pending member (email, role) is added to the location.
 * `resendEmail` is accepted for the spec's shape; whether an email is resent follows from the
 * stored invitations. The document, the invitation rows and the queued emails commit together.
 */
export async function addEmployees(
  deps: TeamDeps,
  inviter: UserRow,
  input: z.output<typeof addEmployeeSchema>,
): Promise<AddEmployeeResult> {
  const reader = readerOf(inviter);
  const found = await findEditableCanvas(deps.db, reader, input.canvasId);
  const { type } = found.canvas;
  if (isPersonType(type)) {
    throw new AppError('badRequest', 'Only business and school canvases have staff.', { field: 'canvasId' });
  }
  if (input.business !== (type === 'business')) {
    throw new AppError('badRequest', `This is a ${type} canvas: send business ${type === 'business'}.`, {
      field: 'business',
    });
  }
  const offered = memberRolesOf(type);
  const refused = input.members.findIndex((member) => !offered.includes(member.role));
  if (refused >= 0) {
    throw new AppError('badRequest', messages.memberRoleNotOffered, { field: `members.${refused}.role` });
  }
  const locationMissing = () =>
    new AppError('badRequest', messages.invitationLocationMissing, { field: 'locationId' });
  if (!rowToDocument(found.canvas).detail.locations.some((location) => location.uuid === input.locationId)) {
    throw locationMissing();
  }
  // One entry per address; the last role given wins.
  const wanted = new Map<string, MemberRole>();
  for (const [index, member] of input.members.entries()) {
    wanted.set(await inviteeEmail(deps.db, member, index), member.role);
  }
  await assertInvitationBudget(deps.db, found.canvas.id, inviter.id, wanted.size);

  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email;
  return deps.db.transaction(async (tx) => {
    const canvas = await lockLiveCanvas(tx, found.canvas.id);
    if (!canvas) throw canvasNotFound();
    const locations = structuredClone(canvas.detail.locations);
    const location = locations.find((item) => item.uuid === input.locationId);
    if (!location) throw locationMissing();
    const accepted = await acceptedMemberEmails(tx, canvas.id, location.uuid);
    const invitations: AddEmployeeResult['invitations'] = [];
    for (const [email, role] of wanted) {
      const isMember = location.members.some(
        (member) => member.memberUserId !== null && sameEmail(member, email),
      );
      if (isMember || accepted.has(email)) {
        invitations.push({ email, resent: false });
        continue;
      }
      const { token, hash } = newOneTimeToken();
      const open = await findOpenInvitation(tx, canvas.id, location.uuid, email);
      const write = { role, codeHash: hash, invitedBy: inviter.id, expiresAt };
      if (open) await renewInvitation(tx, open.id, write);
      else await insertInvitation(tx, { ...write, canvasId: canvas.id, locationUuid: location.uuid, email });
      invitations.push({ email, resent: open !== undefined });

      const pending = location.members.find(
        (member) => member.memberUserId === null && sameEmail(member, email),
      );
      const permission = { permission: permissionOfRole(role) };
      if (pending) Object.assign(pending, { role, permission });
      else {
        if (location.members.length >= MEMBERS_PER_LOCATION) {
          throw new AppError(
            'badRequest',
            `A location can have at most ${MEMBERS_PER_LOCATION} staff members.`,
            {
              field: 'members',
            },
          );
        }
        location.members.push({
          uuid: randomUUID(),
          type: 'employee',
          permission,
          role,
          memberUserId: null,
          email,
        });
      }
      const message = staffInvitationMessage({
        to: email,
        inviterName,
        canvasName: canvas.introduction.name,
        canvasType: canvas.type,
        locationAddress: addressLine(location),
        role,
        canEdit: permission.permission === 'canEdit',
        url: invitationUrl(deps.publicUrl, token),
        publicUrl: deps.publicUrl,
      });
      // In the transaction: the email is queued exactly when the invitation it carries exists.
      await deps.jobs.enqueue(EMAIL_JOB, message, { db: tx });
    }
    await updateCanvas(tx, canvas.id, { detail: { ...canvas.detail, locations } });
    await syncCanvasStaff(tx, canvas.id, locations);
    return { success: true as const, invitations };
  });
}

/** What the invitation link shows. */
function describeInvitation(
  canvas: CanvasRecord,
  location: CanvasLocation,
  member: CanvasMember,
  email: string,
  status: Invitation['status'],
): Invitation {
  return {
    status,
    email,
    role: member.role,
    canvas: { id: canvas.id, slug: canvas.slug, type: canvas.type, name: canvas.introduction.name },
    locationAddress: addressLine(location),
    canEdit: permissionOfRole(member.role) === 'canEdit',
  };
}

/** The location and the member an invitation row points at in the document, if both are still there. */
function invitedMember(
  canvas: CanvasRecord,
  invitation: { locationUuid: string; email: string },
  acceptedBy: number | null,
) {
  const location = canvas.detail.locations.find((item) => item.uuid === invitation.locationUuid);
  const member = location?.members.find((item) =>
    acceptedBy === null
      ? item.memberUserId === null && sameEmail(item, invitation.email)
      : item.memberUserId === acceptedBy,
  );
  return location && member ? { location, member } : undefined;
}

/**
 * `GET /api/canvas/school/invited?code=`. Unknown, expired, accepted by someone else, or whose
 * pending member was removed (or its location, or the canvas): 404 invitationInvalid. A visitor
 * sees it `pending`. The invited person signed in (same email, any case) is attached: the pending
 * member gets their `memberUserId` (its email is kept, so editors still see which address was
 * invited), the invitation is marked accepted and canvas_members gets the row, in one
 * transaction; `accepted`. The same person asking again gets `accepted` again. Anyone else
 * signed in: 403 invitationOtherEmail, nothing changes.
 */
export async function openInvitation(db: Db, user: UserRow | null, code: string): Promise<Invitation> {
  const invitation = await findInvitationByCodeHash(db, hashToken(code));
  if (!invitation) throw invitationInvalid();
  const found = await findLiveCanvas(db, { id: invitation.canvasId });
  if (!found) throw invitationInvalid();
  if (invitation.acceptedAt) {
    const attached =
      user && invitation.acceptedBy === user.id && invitedMember(found.canvas, invitation, user.id);
    if (!attached) throw invitationInvalid();
    return describeInvitation(found.canvas, attached.location, attached.member, invitation.email, 'accepted');
  }
  const invited = invitedMember(found.canvas, invitation, null);
  if (invitation.expiresAt.getTime() <= Date.now() || !invited) throw invitationInvalid();
  if (!user)
    return describeInvitation(found.canvas, invited.location, invited.member, invitation.email, 'pending');
  if (user.email.trim().toLowerCase() !== invitation.email) {
    throw new AppError('forbidden', messages.invitationOtherEmail);
  }
  if (!user.emailVerifiedAt) throw new AppError('emailNotVerified');

  return db.transaction(async (tx) => {
    const canvas = await lockLiveCanvas(tx, invitation.canvasId);
    if (!canvas) throw invitationInvalid();
    const locations = structuredClone(canvas.detail.locations);
    const current = invitedMember({ ...canvas, detail: { ...canvas.detail, locations } }, invitation, null);
    if (!current || !(await markInvitationAccepted(tx, invitation.id, user.id))) throw invitationInvalid();
    const { location, member } = current;
    const already = location.members.find((item) => item.memberUserId === user.id);
    // Someone already on the location's staff keeps their place; the duplicate pending entry goes.
    if (already) location.members = location.members.filter((item) => item !== member);
    else member.memberUserId = user.id;
    await updateCanvas(tx, canvas.id, { detail: { ...canvas.detail, locations } });
    await syncCanvasStaff(tx, canvas.id, locations);
    return describeInvitation(canvas, location, already ?? member, invitation.email, 'accepted');
  });
}

/**
 * `POST /api/auth/login` with `invitationCode` (spec 1 §7): accepts the invitation for the user
 * who just signed in. Never fails the sign-in: answers whether it was accepted, and why not.
 */
export async function acceptInvitationAtSignIn(
  db: Db,
  userId: number,
  code: string,
): Promise<{ accepted: true } | { accepted: false; reason: string }> {
  try {
    const user = await findUserRow(db, userId);
    if (!user) return { accepted: false, reason: 'no such user' };
    const invitation = await openInvitation(db, user, code);
    return invitation.status === 'accepted' ? { accepted: true } : { accepted: false, reason: 'pending' };
  } catch (error) {
    return { accepted: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `POST /api/canvas/add-sc-salon-id` (spec 2 §5): stores the retail-partner account number.
 * Editors of the canvas only (owner, admin, a member who may edit), and only retail-partner
 * accounts or admins (403 otherwise, nothing changes).
 */
export async function setScSalonId(deps: CanvasDeps, user: UserRow, canvasId: number, scSalonId: number) {
  const reader = readerOf(user);
  await findEditableCanvas(deps.db, reader, canvasId);
  if (!reader.isRetailPartner) throw new AppError('forbidden');
  await deps.db.transaction(async (tx) => {
    const canvas = await lockLiveCanvas(tx, canvasId);
    if (!canvas) throw canvasNotFound();
    await updateCanvas(tx, canvasId, { detail: { ...canvas.detail, scSalonId } });
  });
}
