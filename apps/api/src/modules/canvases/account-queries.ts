import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvases, canvasMembers } from '../../db/schema';

/** SQL of an account's removal (account-removal.ts): what it owns and the teams it joined. */

/** One live canvas the user owns that another account is an accepted member of. */
export async function findOwnedCanvasWithOtherMembers(db: Db, userId: number) {
  const rows = await db
    .select({ id: canvases.id, introduction: canvases.introduction })
    .from(canvases)
    .innerJoin(canvasMembers, eq(canvasMembers.canvasId, canvases.id))
    .where(and(eq(canvases.ownerId, userId), isNull(canvases.deletedAt), ne(canvasMembers.userId, userId)))
    .limit(1);
  return rows[0];
}

/** The media of every canvas the user owns, deleted ones not yet purged too (canvases_owner_idx). */
export function listOwnedCanvasMedia(db: Db, userId: number) {
  return db.select({ media: canvases.media }).from(canvases).where(eq(canvases.ownerId, userId));
}

/** The canvases the user is an accepted member of (canvas_members_user_idx). */
export async function listCanvasIdsWithMember(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ canvasId: canvasMembers.canvasId })
    .from(canvasMembers)
    .where(eq(canvasMembers.userId, userId));
  return rows.map((row) => row.canvasId);
}
