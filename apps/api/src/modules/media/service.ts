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
import { AppError } from '../../lib/errors';
import {
  ImageProcessingError,
  MAX_INPUT_PIXELS,
  type ProcessedImage,
  processPhoto,
  processSvg,
} from './image';
import { readMovieInfo } from './movie';
import { type MediaFormat, sniffMedia } from './sniff';

export interface MediaDeps {
  storage: StorageDriver;
}

const BYTES_PER_MB = 1024 * 1024;

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

interface StoredFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Writes every file or none: when one write fails the ones already written are removed. */
async function storeAll(storage: StorageDriver, files: StoredFile[]): Promise<Map<string, string>> {
  const results = await Promise.allSettled(
    files.map(async (file) => [file.key, await storage.put(file.key, file.data, file.contentType)] as const),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(files.map((file) => storage.delete(file.key)));
    throw failed.reason;
  }
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
  storage: StorageDriver,
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
  storage: StorageDriver,
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
  const prefix = storagePrefix(slot, input.canvasType);
  return format.kind === 'video'
    ? storeVideo(deps.storage, slot, prefix, body, format)
    : storeImage(deps.storage, slot, prefix, body, format);
}
