import type { InstagramMedia } from '@canvas/shared';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { canvases, instagramAuthStates, instagramConnections } from '../../db/schema';

/** What the Instagram rules need to know about a canvas. */
export async function findCanvasForInstagram(db: Db, canvasId: number) {
  const rows = await db
    .select({
      id: canvases.id,
      ownerId: canvases.ownerId,
      status: canvases.status,
      deletedAt: canvases.deletedAt,
      instagramHandle: canvases.instagramHandle,
    })
    .from(canvases)
    .where(eq(canvases.id, canvasId))
    .limit(1);
  return rows[0];
}
export type InstagramCanvas = NonNullable<Awaited<ReturnType<typeof findCanvasForInstagram>>>;

/** The handle lives in two places of the document: the column and socialMedia.instagram. */
export async function setCanvasInstagramHandle(db: Db, canvasId: number, handle: string) {
  await db
    .update(canvases)
    .set({
      instagramHandle: handle,
      socialMedia: sql`jsonb_set(${canvases.socialMedia}, '{instagram}', to_jsonb(${handle}::text))`,
      updatedAt: sql`now()`,
    })
    .where(eq(canvases.id, canvasId));
}

export async function findConnection(db: Db, canvasId: number) {
  const rows = await db
    .select()
    .from(instagramConnections)
    .where(eq(instagramConnections.canvasId, canvasId))
    .limit(1);
  return rows[0];
}

export async function upsertConnection(db: Db, values: typeof instagramConnections.$inferInsert) {
  const { canvasId: _canvasId, ...changes } = values;
  await db
    .insert(instagramConnections)
    .values(values)
    .onConflictDoUpdate({
      target: instagramConnections.canvasId,
      set: { ...changes, mediaCache: null, mediaCachedAt: null },
    });
}

export async function deleteConnection(db: Db, canvasId: number): Promise<boolean> {
  const rows = await db
    .delete(instagramConnections)
    .where(eq(instagramConnections.canvasId, canvasId))
    .returning({ canvasId: instagramConnections.canvasId });
  return rows.length > 0;
}

export async function updateConnectionToken(
  db: Db,
  canvasId: number,
  values: { accessTokenEncrypted: string; expiresAt: Date },
) {
  await db
    .update(instagramConnections)
    .set({ ...values, tokenIssuedAt: sql`now()` })
    .where(eq(instagramConnections.canvasId, canvasId));
}

export async function storeMediaCache(db: Db, canvasId: number, medias: InstagramMedia[]) {
  await db
    .update(instagramConnections)
    .set({ mediaCache: medias, mediaCachedAt: sql`now()` })
    .where(eq(instagramConnections.canvasId, canvasId));
}

export async function deleteExpiredAuthStates(db: Db) {
  await db.delete(instagramAuthStates).where(lt(instagramAuthStates.expiresAt, sql`now()`));
}

export async function countActiveAuthStates(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(instagramAuthStates)
    .where(and(eq(instagramAuthStates.userId, userId), gt(instagramAuthStates.expiresAt, sql`now()`)));
  return rows[0]?.value ?? 0;
}

export async function insertAuthState(db: Db, values: typeof instagramAuthStates.$inferInsert) {
  await db.insert(instagramAuthStates).values(values);
}

/**
 * Uses a state once: it is deleted as it is read, and only for the user it was issued to, so a
 * state captured by someone else can neither be used by them nor burnt for its owner.
 */
export async function consumeAuthState(db: Db, keyHash: string, userId: number) {
  const rows = await db
    .delete(instagramAuthStates)
    .where(
      and(
        eq(instagramAuthStates.keyHash, keyHash),
        eq(instagramAuthStates.userId, userId),
        gt(instagramAuthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return rows[0];
}
