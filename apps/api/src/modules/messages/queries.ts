import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberMessages } from '../../db/schema';

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
