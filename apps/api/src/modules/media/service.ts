import { randomUUID } from 'node:crypto';
import {
  type CanvasType,
  IMAGE_VARIANT_WIDTHS,
  MEDIA_SLOT_RULES,
  type MediaItem,
  type MediaSlot,
  MIN_VIDEO_SECONDS,
  messages,
} from '@canvas/shared';
import type { StorageDriver } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  ImageProcessingError,
  MAX_INPUT_PIXELS,
  type ProcessedImage,
  processPhoto,
  processSvg,
} from './image';
import { readMovieInfo } from './movie';
import {
  deleteUploadRows,
  listUnattachedUploads,
  listUploadKeysOf,
  markUploadsAttached,
  recordUploads,
  storageUsedBy,
  uploadOwners,
} from './queries';
import { type MediaFormat, sniffMedia } from './sniff';

export interface MediaDeps {
  storage: StorageDriver;
  db: Db;
  /** UPLOAD_QUOTA_MB: what one account's uploads may occupy. */
  quotaMb?: number;
}

const BYTES_PER_MB = 1024 * 1024;

/** The default of UPLOAD_QUOTA_MB: some two full canvases' worth of originals and copies. */
export const UPLOAD_QUOTA_MB = 1024;

/** Largest body a slot accepts, in bytes (spec 2 §9). */
export function slotByteLimit(slot: MediaSlot): number {
  return MEDIA_SLOT_RULES[slot].maxMb * BYTES_PER_MB;
}

export const tooLarge = (slot: MediaSlot) =>
  new AppError('badRequest', messages.uploadTooLarge(MEDIA_SLOT_RULES[slot].maxMb), { field: 'file' });

const fileError = (message: string) => new AppError('badRequest', message, { field: 'file' });

/**
 * Storage folder (spec 2 §7 Uploads): canvas/{type}/ for business and school canvases,
 * student_canvas/ and professional_canvas/ otherwise; the slot names the sub-folder. Without a
 * canvas type the slot alone decides: canvas/{slot}/.
 */
export function storagePrefix(slot: MediaSlot, canvasType?: CanvasType): string {
  switch (canvasType) {
    case 'student':
      return `student_canvas/${slot}`;
    case 'professional':
      return `professional_canvas/${slot}`;
    case 'business':
    case 'school':
      return `canvas/${canvasType}/${slot}`;
    default:
      return `canvas/${slot}`;
  }
}

/** The driver, and what an upload stored through it (recorded with its owner afterwards). */
interface OwnedStorage {
  put: StorageDriver['put'];
  delete: StorageDriver['delete'];
  stored: Array<{ key: string; bytes: number }>;
}

interface StoredFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Writes every file or none: when one write fails the ones already written are removed. */
async function storeAll(storage: OwnedStorage, files: StoredFile[]): Promise<Map<string, string>> {
  const results = await Promise.allSettled(
    files.map(async (file) => [file.key, await storage.put(file.key, file.data, file.contentType)] as const),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(files.map((file) => storage.delete(file.key)));
    throw failed.reason;
  }
  storage.stored.push(...files.map((file) => ({ key: file.key, bytes: file.data.length })));
  return new Map(results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])));
}

async function processImage(body: Buffer, format: MediaFormat): Promise<ProcessedImage> {
  try {
    if (format.format === 'svg') {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      } catch {
        throw new ImageProcessingError('unreadable');
      }
      return await processSvg(text, IMAGE_VARIANT_WIDTHS);
    }
    return await processPhoto(body, format.format as 'jpeg' | 'png' | 'gif', IMAGE_VARIANT_WIDTHS);
  } catch (error) {
    if (!(error instanceof ImageProcessingError)) throw error;
    throw fileError(
      error.reason === 'tooManyPixels'
        ? messages.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000)
        : messages.imageUnreadable,
    );
  }
}

async function storeImage(
  storage: OwnedStorage,
  slot: MediaSlot,
  prefix: string,
  body: Buffer,
  format: MediaFormat,
): Promise<MediaItem> {
  const image = await processImage(body, format);
  const base = `${prefix}/${randomUUID()}`;
  const originalKey = `${base}.${format.extension}`;
  const bitmapKey = `${base}.png`;
  const variantKey = (width: number) => `${base}-${width}.webp`;
  const urls = await storeAll(storage, [
    { key: originalKey, data: image.original, contentType: format.mimeType },
    ...image.variants.map((variant) => ({
      key: variantKey(variant.width),
      data: variant.data,
      contentType: 'image/webp',
    })),
    ...(image.bitmap ? [{ key: bitmapKey, data: image.bitmap, contentType: 'image/png' }] : []),
  ]);
  const url = urls.get(originalKey) as string;
  const variants: Record<string, string> = {};
  for (const variant of image.variants) {
    for (const key of variant.keys) variants[String(key)] = urls.get(variantKey(variant.width)) as string;
  }
  return {
    url,
    type: slot,
    video: false,
    image: image.bitmap ? urls.get(bitmapKey) : url,
    mimeType: format.mimeType,
    dimensions: { width: image.width, height: image.height },
    fileSize: image.original.length,
    variants,
  };
}

async function storeVideo(
  storage: OwnedStorage,
  slot: MediaSlot,
  prefix: string,
  body: Buffer,
  format: MediaFormat,
): Promise<MediaItem> {
  const movie = readMovieInfo(body);
  if (movie && !movie.hasVideoTrack) throw fileError(messages.unsupportedFileType);
  if (!movie?.duration || movie.duration < MIN_VIDEO_SECONDS) throw fileError(messages.videoTooShort);
  const key = `${prefix}/${randomUUID()}.${format.extension}`;
  const urls = await storeAll(storage, [{ key, data: body, contentType: format.mimeType }]);
  return {
    url: urls.get(key) as string,
    type: slot,
    video: true,
    mimeType: format.mimeType,
    fileSize: body.length,
    duration: Math.round(movie.duration * 1000) / 1000,
    ...(movie.dimensions ? { dimensions: movie.dimensions } : {}),
  };
}

export interface UploadMediaInput {
  /** The uploader: the files are recorded as theirs and count towards their quota. */
  ownerId: number;
  slot: MediaSlot;
  canvasType?: CanvasType | undefined;
  /** The raw request body; undefined when none was sent. */
  body: Buffer | undefined;
}

/**
 * POST /api/media/upload: checks the file against its slot (size, then kind by content), makes
 * the stored copies and answers the media item a canvas keeps. Nothing is stored when refused.
 */
export async function uploadMedia(deps: MediaDeps, input: UploadMediaInput): Promise<MediaItem> {
  const { slot, body } = input;
  if (!body || body.length === 0) throw fileError(messages.unsupportedFileType);
  if (body.length > slotByteLimit(slot)) throw tooLarge(slot);
  const format = sniffMedia(body);
  if (!format || format.kind !== MEDIA_SLOT_RULES[slot].kind) throw fileError(messages.unsupportedFileType);
  // Checked against the upload as sent; the stored copies (smaller WebP variants) count once recorded.
  const quotaMb = deps.quotaMb ?? UPLOAD_QUOTA_MB;
  if ((await storageUsedBy(deps.db, input.ownerId)) + body.length > quotaMb * BYTES_PER_MB) {
    throw fileError(messages.storageQuotaReached(quotaMb));
  }
  const prefix = storagePrefix(slot, input.canvasType);
  const storage: OwnedStorage = {
    put: (key, data, contentType) => deps.storage.put(key, data, contentType),
    delete: (key) => deps.storage.delete(key),
    stored: [],
  };
  const item =
    format.kind === 'video'
      ? await storeVideo(storage, slot, prefix, body, format)
      : await storeImage(storage, slot, prefix, body, format);
  await recordUploads(deps.db, input.ownerId, storage.stored);
  return item;
}

/**
 * A canvas newly referencing `keys` (files it did not use before): each must be an upload of the
 * canvas's owner, or the save is refused with 403 (admins, who edit any canvas, are not checked).
 * Files of other accounts, avatars and anything never uploaded are refused alike.
 */
export async function assertUploadsOwnedBy(db: Db, keys: string[], ownerId: number, field = 'media') {
  const owners = await uploadOwners(db, keys);
  if (keys.some((key) => owners.get(key) !== ownerId)) {
    throw new AppError('forbidden', messages.mediaNotYours, { field });
  }
}

/** Files a canvas now uses: no longer candidates for the sweep of unattached uploads. */
export async function attachUploads(db: Db, keys: string[]) {
  await markUploadsAttached(db, keys);
}

/** Upload records of files being deleted (their bytes no longer count towards the quota). */
export async function forgetUploads(db: Db, keys: string[]) {
  await deleteUploadRows(db, keys);
}

/** Every file an account uploaded (its deletion removes them). */
export function uploadKeysOf(db: Db, ownerId: number): Promise<string[]> {
  return listUploadKeysOf(db, ownerId);
}

/** Uploads no canvas took within this long are removed (an abandoned editor, or a scripted filler). */
export const UNATTACHED_UPLOAD_HOURS = 24;
const SWEEP_BATCH = 200;

/**
 * Removes uploads never attached to a canvas within UNATTACHED_UPLOAD_HOURS: the files, then their
 * records. Idempotent like the canvas purge, so every API process may run it on its hourly timer; a
 * file that fails to delete keeps its record and is tried again next time.
 */
export async function sweepUnattachedUploads(
  deps: { db: Db; storage: StorageDriver; onError?: (error: unknown, key: string) => void },
  now = new Date(),
): Promise<{ files: number }> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000);
  let files = 0;
  for (;;) {
    const due = await listUnattachedUploads(deps.db, cutoff, SWEEP_BATCH);
    const deleted: string[] = [];
    for (const key of due) {
      try {
        await deps.storage.delete(key);
        deleted.push(key);
      } catch (error) {
        deps.onError?.(error, key);
      }
    }
    await deleteUploadRows(deps.db, deleted);
    files += deleted.length;
    if (due.length < SWEEP_BATCH || deleted.length === 0) break;
  }
  return { files };
}
