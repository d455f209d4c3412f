import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberMessages, users } from '../../db/schema';

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
