import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvasMembers, users } from '../../db/schema';

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
