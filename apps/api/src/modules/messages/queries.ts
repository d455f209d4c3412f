import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvasMembers, memberMessages, users } from '../../db/schema';

export async function insertMemberMessage(
  db: Db,
  values: { fromUserId: number; toUserId: number; canvasId: number; body: string },
) {
  const rows = await db.insert(memberMessages).values(values).returning({ id: memberMessages.id });
  return rows[0];
}

/** Messages a user sent since `since` (member_messages_from_user_idx), for the send limit. */
export async function countMessagesSentSince(db: Db, fromUserId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.fromUserId, fromUserId), gt(memberMessages.createdAt, since)));
  return rows[0]?.value ?? 0;
}

/**
 * Stores the message unless the sender already sent `limit` since `since`, and answers whether it
 * did. Atomic: the sender's user row is locked for the count and the insert, so concurrent sends
 * on any number of API processes queue behind each other instead of all seeing the same count.
 */
export async function insertMemberMessageWithinLimit(
  db: Db,
  values: { fromUserId: number; toUserId: number; canvasId: number; body: string },
  limit: number,
  since: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.fromUserId)).for('update');
    if ((await countMessagesSentSince(tx, values.fromUserId, since)) >= limit) return false;
    await insertMemberMessage(tx, values);
    return true;
  });
}

/** Stores one message per recipient of a bulk send (its own throttle counted them). */
export async function insertMemberMessages(
  db: Db,
  rows: { fromUserId: number; toUserId: number; canvasId: number; body: string }[],
) {
  if (rows.length > 0) await db.insert(memberMessages).values(rows);
}

/** Which of `userIds` are accepted members of the canvas (canvas_members, any location and role). */
export async function memberIdsAmong(db: Db, canvasId: number, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: canvasMembers.userId })
    .from(canvasMembers)
    .where(and(eq(canvasMembers.canvasId, canvasId), inArray(canvasMembers.userId, userIds)));
  return rows.map((row) => row.userId);
}

/** The recipients' addresses and first names, in no order. */
export async function findRecipients(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, userIds));
}
