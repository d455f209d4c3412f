import type { CanvasLocation, MemberRole } from '@canvas/shared';
import { permissionOfRole } from '@canvas/shared';
import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvases, canvasInvitations, canvasMembers, users } from '../../db/schema';
import { canvasRecordColumns } from './queries';

/** SQL of canvas staff: the canvas_members projection and the emailed invitations (canvas_invitations). */

/**
 * The live canvas, locked until the transaction ends: every writer of a location's members (a
 * save, an invitation, an acceptance) reads the members it merges into under this lock, so none
 * of them can write back a stale list over another's change.
 */
export async function lockLiveCanvas(tx: Db, id: number) {
  const rows = await tx
    .select(canvasRecordColumns)
    .from(canvases)
    .where(and(eq(canvases.id, id), isNull(canvases.deletedAt)))
    .for('update');
  return rows[0];
}

/**
 * Makes canvas_members and the open invitations agree with the document's members: rows of
 * accepted members no longer in it are deleted, the others inserted or given their new role
 * (join dates kept), and pending invitations whose member was removed are revoked (deleted).
 */
export async function syncCanvasStaff(tx: Db, canvasId: number, locations: CanvasLocation[]) {
  const accepted = locations.flatMap((location) =>
    location.members.flatMap((member) =>
      member.memberUserId === null
        ? []
        : [
            {
              canvasId,
              locationUuid: location.uuid,
              userId: member.memberUserId,
              role: member.role,
              permission: permissionOfRole(member.role),
            },
          ],
    ),
  );
  const keep = new Set(accepted.map((row) => `${row.locationUuid}\n${row.userId}`));
  const current = await tx
    .select({ locationUuid: canvasMembers.locationUuid, userId: canvasMembers.userId })
    .from(canvasMembers)
    .where(eq(canvasMembers.canvasId, canvasId));
  for (const row of current.filter((item) => !keep.has(`${item.locationUuid}\n${item.userId}`))) {
    await tx
      .delete(canvasMembers)
      .where(
        and(
          eq(canvasMembers.canvasId, canvasId),
          eq(canvasMembers.locationUuid, row.locationUuid),
          eq(canvasMembers.userId, row.userId),
        ),
      );
  }
  if (accepted.length > 0) {
    await tx
      .insert(canvasMembers)
      .values(accepted)
      .onConflictDoUpdate({
        target: [canvasMembers.canvasId, canvasMembers.locationUuid, canvasMembers.userId],
        set: { role: sql`excluded.role`, permission: sql`excluded.permission` },
      });
  }

  const pending = new Map(
    locations.flatMap((location) =>
      location.members.flatMap((member) =>
        member.memberUserId === null && member.email
          ? [[`${location.uuid}\n${member.email.toLowerCase()}`, member.role] as const]
          : [],
      ),
    ),
  );
  const open = await tx
    .select({
      id: canvasInvitations.id,
      locationUuid: canvasInvitations.locationUuid,
      email: canvasInvitations.email,
      role: canvasInvitations.role,
    })
    .from(canvasInvitations)
    .where(and(eq(canvasInvitations.canvasId, canvasId), isNull(canvasInvitations.acceptedAt)));
  const revoked = open.filter((row) => !pending.has(`${row.locationUuid}\n${row.email}`));
  if (revoked.length > 0) {
    await tx.delete(canvasInvitations).where(
      inArray(
        canvasInvitations.id,
        revoked.map((row) => row.id),
      ),
    );
  }
  for (const row of open) {
    const role = pending.get(`${row.locationUuid}\n${row.email}`);
    if (role && role !== row.role) {
      await tx.update(canvasInvitations).set({ role }).where(eq(canvasInvitations.id, row.id));
    }
  }
}

/** Lower-cased emails of the accounts already accepted at a location. */
export async function acceptedMemberEmails(db: Db, canvasId: number, locationUuid: string) {
  const rows = await db
    .select({ email: users.email })
    .from(canvasMembers)
    .innerJoin(users, eq(users.id, canvasMembers.userId))
    .where(and(eq(canvasMembers.canvasId, canvasId), eq(canvasMembers.locationUuid, locationUuid)));
  return new Set(rows.map((row) => row.email.toLowerCase()));
}

/** The open (not accepted) invitation of an email at a location, expired or not. */
export async function findOpenInvitation(db: Db, canvasId: number, locationUuid: string, email: string) {
  const rows = await db
    .select({ id: canvasInvitations.id })
    .from(canvasInvitations)
    .where(
      and(
        eq(canvasInvitations.canvasId, canvasId),
        eq(canvasInvitations.locationUuid, locationUuid),
        eq(canvasInvitations.email, email),
        isNull(canvasInvitations.acceptedAt),
      ),
    );
  return rows[0];
}

export interface InvitationWrite {
  canvasId: number;
  locationUuid: string;
  email: string;
  role: MemberRole;
  codeHash: string;
  invitedBy: number;
  expiresAt: Date;
}

export async function insertInvitation(db: Db, values: InvitationWrite) {
  await db.insert(canvasInvitations).values(values);
}

/** A new code for an open invitation: the old link stops working. */
export async function renewInvitation(
  db: Db,
  id: number,
  values: Pick<InvitationWrite, 'role' | 'codeHash' | 'invitedBy' | 'expiresAt'>,
) {
  await db
    .update(canvasInvitations)
    .set({
      ...values,
      sentCount: sql`${canvasInvitations.sentCount} + 1`,
      sentAt: sql`now()`,
      // Resending shows a hidden invitee on My Team again.
      hidden: false,
    })
    .where(eq(canvasInvitations.id, id));
}

export async function findInvitationByCodeHash(db: Db, codeHash: string) {
  const rows = await db.select().from(canvasInvitations).where(eq(canvasInvitations.codeHash, codeHash));
  return rows[0];
}

/** Marks an open, unexpired invitation accepted; false when it was not open any more. */
export async function markInvitationAccepted(db: Db, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(canvasInvitations)
    .set({ acceptedAt: sql`now()`, acceptedBy: userId })
    .where(
      and(
        eq(canvasInvitations.id, id),
        isNull(canvasInvitations.acceptedAt),
        gt(canvasInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: canvasInvitations.id });
  return rows.length > 0;
}

/** The account signing in with an invitation code (the canvases module reads no other module's queries). */
export async function findUserRow(db: Db, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0];
}

// --- My Team ------------------------------------------------------------------------------

/** The accepted members of a canvas with what My Team shows of each account. */
export async function teamMemberAccounts(db: Db, canvasId: number) {
  return db
    .select({
      locationUuid: canvasMembers.locationUuid,
      userId: canvasMembers.userId,
      joinedAt: canvasMembers.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
    })
    .from(canvasMembers)
    .innerJoin(users, eq(users.id, canvasMembers.userId))
    .where(eq(canvasMembers.canvasId, canvasId));
}

/** The open invitations of a canvas: whether each is hidden from My Team. */
export async function openInvitationsOf(db: Db, canvasId: number) {
  return db
    .select({
      locationUuid: canvasInvitations.locationUuid,
      email: canvasInvitations.email,
      hidden: canvasInvitations.hidden,
    })
    .from(canvasInvitations)
    .where(and(eq(canvasInvitations.canvasId, canvasId), isNull(canvasInvitations.acceptedAt)));
}

/** Each user's newest public student or professional canvas (View and Download pdf on My Team). */
export async function publicPortfoliosOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; slug: string }>();
  const rows = await db
    .selectDistinctOn([canvases.ownerId], { ownerId: canvases.ownerId, id: canvases.id, slug: canvases.slug })
    .from(canvases)
    .where(
      and(
        inArray(canvases.ownerId, [...userIds]),
        inArray(canvases.type, ['student', 'professional']),
        eq(canvases.status, 'public'),
        isNull(canvases.deletedAt),
      ),
    )
    .orderBy(canvases.ownerId, desc(canvases.updatedAt));
  return new Map(rows.map((row) => [row.ownerId, { id: row.id, slug: row.slug }]));
}

/** Hides or shows an open invitation on My Team; false when there is none. */
export async function setInvitationHidden(
  db: Db,
  canvasId: number,
  locationUuid: string,
  email: string,
  hidden: boolean,
): Promise<boolean> {
  const rows = await db
    .update(canvasInvitations)
    .set({ hidden })
    .where(
      and(
        eq(canvasInvitations.canvasId, canvasId),
        eq(canvasInvitations.locationUuid, locationUuid),
        eq(canvasInvitations.email, email),
        isNull(canvasInvitations.acceptedAt),
      ),
    )
    .returning({ id: canvasInvitations.id });
  return rows.length > 0;
}

/** `%` and `_` typed by a user match themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The coworker picker: verified accounts (not the searcher) whose name contains the keyword, or
 * whose email is exactly the keyword, newest first. The name is matched through
 * users_full_name_trgm_idx (the same expression) and the email through users_email_lower_key, so a
 * search reads the matching accounts, not every account (user-search-plans.test.ts).
 */
export function searchUsersByNameOrEmail(db: Db, keyword: string, limit: number, excludeId: number) {
  const pattern = `%${likeLiteral(keyword)}%`;
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      email: users.email,
    })
    .from(users)
    .where(
      and(
        ne(users.id, excludeId),
        isNotNull(users.emailVerifiedAt),
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          eq(sql`lower(${users.email})`, keyword.toLowerCase()),
        ),
      ),
    )
    .orderBy(desc(users.createdAt))
    .limit(limit);
}
