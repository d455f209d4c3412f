import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvasBookmarks } from '../../db/schema';

export async function addBookmark(db: Db, userId: number, canvasId: number) {
  await db.insert(canvasBookmarks).values({ userId, canvasId }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: number, canvasId: number) {
  await db
    .delete(canvasBookmarks)
    .where(and(eq(canvasBookmarks.userId, userId), eq(canvasBookmarks.canvasId, canvasId)));
}
