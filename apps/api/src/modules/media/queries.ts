import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export async function recordUploads(db: Db, ownerId: number, files: Array<{ key: string; bytes: number }>) {
  if (files.length === 0) return;
  await db
    .insert(uploads)
    .values(files.map((file) => ({ ownerId, key: file.key, bytes: file.bytes })))
    .onConflictDoNothing();
}

/** Bytes the owner's uploads occupy (uploads_owner_idx). */
export async function storageUsedBy(db: Db, ownerId: number): Promise<number> {
  const rows = await db
    .select({ bytes: sql<string | number | null>`sum(${uploads.bytes})` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(rows[0]?.bytes ?? 0);
}

/** Who uploaded each of `keys`; keys no upload recorded are absent. */
export async function uploadOwners(db: Db, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: uploads.key, ownerId: uploads.ownerId })
    .from(uploads)
    .where(inArray(uploads.key, keys));
  return new Map(rows.map((row) => [row.key, row.ownerId]));
}

export async function markUploadsAttached(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .update(uploads)
    .set({ attachedAt: sql`now()` })
    .where(and(inArray(uploads.key, keys), isNull(uploads.attachedAt)));
}

/** Uploads no canvas took before `cutoff` (uploads_unattached_idx), oldest first. */
export async function listUnattachedUploads(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, cutoff)))
    .orderBy(uploads.createdAt)
    .limit(limit);
  return rows.map((row) => row.key);
}

/** Every file the owner uploaded (uploads_owner_idx). */
export async function listUploadKeysOf(db: Db, ownerId: number): Promise<string[]> {
  const rows = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.ownerId, ownerId));
  return rows.map((row) => row.key);
}

export async function deleteUploadRows(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(uploads).where(inArray(uploads.key, keys));
}
