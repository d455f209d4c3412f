import type { CanvasMedia, MediaItem } from '@canvas/shared';
import type { StorageDriver } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { forgetUploads } from '../media/service';
import { deleteCanvasRows, listCanvasesDeletedBefore, storageKeysStillUsed } from './queries';

/** Deleted portfolios are kept for two months (spec 2 §4, §6), then removed with their media. */
export const CANVAS_RETENTION_MONTHS = 2;
/** Canvases purged per batch; the job loops until none are due. */
const BATCH = 100;
/** Demo images are shared by many seeded canvases; purging one canvas must not take them from the rest. */
export const SHARED_MEDIA_PREFIX = 'demo/';

export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - CANVAS_RETENTION_MONTHS);
  return cutoff;
}

function mediaItems(media: CanvasMedia): MediaItem[] {
  const single = [media.logo, media.featuredPhoto, media.portraitPhoto, media.teamPhoto, media.featuredVideo];
  return [...single, ...media.portfolioPhoto, ...media.additionalVideo].filter(
    (item): item is MediaItem => item !== null && item !== undefined,
  );
}

/** Every storage key a canvas's media references (originals, posters and WebP variants). */
export function referencedKeys(storage: Pick<StorageDriver, 'keyFromUrl'>, media: CanvasMedia): string[] {
  const urls = mediaItems(media).flatMap((item) => [
    item.url,
    item.image,
    ...Object.values(item.variants ?? {}),
  ]);
  const keys = urls.flatMap((url) => {
    const key = url ? storage.keyFromUrl(url) : null;
    return key ? [key] : [];
  });
  return [...new Set(keys)];
}

/** The storage keys a canvas's media occupies, less the shared demo images. */
export function mediaKeys(storage: Pick<StorageDriver, 'keyFromUrl'>, media: CanvasMedia): string[] {
  return referencedKeys(storage, media).filter((key) => !key.startsWith(SHARED_MEDIA_PREFIX));
}

/**
 * Purges canvases deleted more than two months ago: rows first (locations and bookmarks cascade),
 * then the files no remaining canvas or avatar uses. Idempotent, so every API process may run it on its own hourly timer; a file
 * that fails to delete is reported and left behind rather than blocking the purge.
 */
export async function purgeDeletedCanvases(
  deps: { db: Db; storage: StorageDriver; onError?: (error: unknown, key: string) => void },
  now = new Date(),
): Promise<{ canvases: number; files: number }> {
  const cutoff = retentionCutoff(now);
  let canvases = 0;
  let files = 0;
  for (;;) {
    const due = await listCanvasesDeletedBefore(deps.db, cutoff, BATCH);
    if (due.length === 0) break;
    await deleteCanvasRows(
      deps.db,
      due.map((row) => row.id),
    );
    canvases += due.length;
    const candidates = [...new Set(due.flatMap((row) => mediaKeys(deps.storage, row.media)))];
    files += await removeUnusedFiles(deps, candidates);
    if (due.length < BATCH) break;
  }
  return { canvases, files };
}

/**
 * Deletes the stored files among `candidates` that nothing remaining uses (the owner, or an admin,
 * may have placed one on another canvas), with their upload records. A file that fails to delete
 * is reported and left behind. Answers how many files were deleted.
 */
export async function removeUnusedFiles(
  deps: { db: Db; storage: StorageDriver; onError?: (error: unknown, key: string) => void },
  candidates: string[],
): Promise<number> {
  const stillUsed = await storageKeysStillUsed(deps.db, candidates);
  const unused = candidates.filter((key) => !stillUsed.has(key));
  await forgetUploads(deps.db, unused);
  let files = 0;
  for (const key of unused) {
    try {
      await deps.storage.delete(key);
      files += 1;
    } catch (error) {
      deps.onError?.(error, key);
    }
  }
  return files;
}
