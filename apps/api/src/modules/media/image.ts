import { availableParallelism } from 'node:os';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { stripGifMetadata } from './gif';
import { sanitizeSvg } from './svg';

/**
 * The image pipeline (photos for canvases and avatars): every photo is re-encoded — turned upright
 * by its EXIF orientation, then written without any metadata (EXIF, GPS, XMP, IPTC, PNG text;
 * colours converted to sRGB) — and WebP copies are made at the widths the pages ask for.
 */

// libvips uses one thread per image by default on glibc Linux (to limit memory fragmentation); a
// large photo then takes about twice as long on our two-core servers. Uploads are few and large,
// so each may use every core.
sharp.concurrency(availableParallelism());

/** Largest picture decoded (width x height). Refuses decompression bombs before they are decoded. */
export const MAX_INPUT_PIXELS = 64_000_000;
/** Width of the PNG rendering of an SVG, for places that need a bitmap (Open Graph previews). */
export const SVG_BITMAP_WIDTH = 1200;

// Effort 1: on large photos higher efforts cost much more time for a few percent smaller files.
const WEBP_OPTIONS = { quality: 80, effort: 1 } as const;
const INPUT_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' };

export class ImageProcessingError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooManyPixels') {
    super(`image ${reason}`);
    this.name = 'ImageProcessingError';
  }
}

export type PhotoFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface ImageVariant {
  /** The requested widths this file answers (a small photo answers several: never upscaled). */
  keys: number[];
  /** Its real width in pixels. */
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** The stored original: re-encoded without metadata (GIF: metadata blocks removed). */
  original: Buffer;
  width: number;
  height: number;
  /** WebP copies, one per distinct width. */
  variants: ImageVariant[];
  /** SVG only: a PNG rendering. */
  bitmap?: Buffer;
}

function toImageError(error: unknown): ImageProcessingError {
  if (error instanceof ImageProcessingError) return error;
  const message = error instanceof Error ? error.message : '';
  return new ImageProcessingError(/pixel limit/i.test(message) ? 'tooManyPixels' : 'unreadable');
}

/** The requested widths grouped by the width actually produced (clamped to the original). */
function plannedWidths(requested: readonly number[], originalWidth: number | null) {
  const planned = new Map<number, number[]>();
  for (const key of requested) {
    const width = originalWidth === null ? key : Math.min(key, originalWidth);
    planned.set(width, [...(planned.get(width) ?? []), key]);
  }
  return [...planned].map(([width, keys]) => ({ width, keys }));
}

/**
 * The WebP copies: the photo is decoded (shrunk on load), turned upright and resized once, to the
 * largest width; the smaller copies are made from those pixels rather than from the file again.
 */
async function makeVariants(bytes: Buffer, planned: Array<{ width: number; keys: number[] }>) {
  const [largest, ...smaller] = [...planned].sort((a, b) => b.width - a.width);
  if (!largest) return [];
  const { data, info } = await sharp(bytes, INPUT_OPTIONS)
    .autoOrient()
    .resize({ width: largest.width, withoutEnlargement: true })
    // 8-bit sRGB whatever came in (CMYK JPEG, 16-bit or grey PNG), so the pixels read back as raw.
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    [largest, ...smaller].map(({ width, keys }) =>
      sharp(data, pixels)
        .resize({ width, withoutEnlargement: true })
        .webp(WEBP_OPTIONS)
        .toBuffer({ resolveWithObject: true })
        .then((output) => ({ keys, width: output.info.width, data: output.data })),
    ),
  );
}

function encodeOriginal(pipeline: Sharp, format: Exclude<PhotoFormat, 'gif'>, isPalette: boolean) {
  switch (format) {
    case 'jpeg':
      // Huffman optimisation costs ~40% more time on large photos for ~5% smaller files.
      return pipeline.jpeg({ quality: 90, optimiseCoding: false });
    case 'png':
      return pipeline.png({ compressionLevel: 6, palette: isPalette });
    case 'webp':
      return pipeline.webp({ quality: 90 });
  }
}

/**
 * A JPEG, PNG, GIF (or, for avatars, WebP) photo. Throws ImageProcessingError when the bytes do
 * not decode or the picture is larger than MAX_INPUT_PIXELS.
 */
export async function processPhoto(
  bytes: Buffer,
  format: PhotoFormat,
  variantWidths: readonly number[],
): Promise<ProcessedImage> {
  try {
    const metadata = await sharp(bytes, INPUT_OPTIONS).metadata();
    const frameHeight = metadata.pageHeight ?? metadata.height;
    if (!metadata.width || !frameHeight) throw new ImageProcessingError('unreadable');
    if (metadata.width * frameHeight > MAX_INPUT_PIXELS) throw new ImageProcessingError('tooManyPixels');

    // Animated GIFs keep their frames: only their metadata blocks are dropped (see gif.ts).
    const original =
      format === 'gif'
        ? Promise.resolve(stripGifMetadata(bytes)).then((data) => {
            if (!data) throw new ImageProcessingError('unreadable');
            return { data, width: metadata.width, height: frameHeight };
          })
        : encodeOriginal(sharp(bytes, INPUT_OPTIONS).autoOrient(), format, metadata.isPalette)
            .toBuffer({ resolveWithObject: true })
            .then(({ data, info }) => ({ data, width: info.width, height: info.height }));

    const uprightWidth = format === 'gif' ? metadata.width : (metadata.autoOrient?.width ?? metadata.width);
    const variants = makeVariants(bytes, plannedWidths(variantWidths, uprightWidth));

    const [stored, made] = await Promise.all([original, variants]);
    return { original: stored.data, width: stored.width, height: stored.height, variants: made };
  } catch (error) {
    throw toImageError(error);
  }
}

/**
 * An SVG: sanitized (see svg.ts), then rendered to WebP at each requested width (vector art is
 * drawn at the size asked, so nothing is upscaled) and to a PNG bitmap.
 */
export async function processSvg(text: string, variantWidths: readonly number[]): Promise<ProcessedImage> {
  const sanitized = sanitizeSvg(text);
  if (!sanitized) throw new ImageProcessingError('unreadable');
  const original = Buffer.from(sanitized, 'utf8');
  try {
    const metadata = await sharp(original, INPUT_OPTIONS).metadata();
    if (!metadata.width || !metadata.height) throw new ImageProcessingError('unreadable');
    const { width, height } = metadata;
    const render = (targetWidth: number) =>
      sharp(original, {
        ...INPUT_OPTIONS,
        // Draw at the resolution the target needs rather than scaling a 72 dpi bitmap up.
        density: Math.min(100_000, Math.max(1, (72 * targetWidth) / width)),
      }).resize({ width: targetWidth });

    const [bitmap, ...variants] = await Promise.all([
      render(SVG_BITMAP_WIDTH).png().toBuffer(),
      ...plannedWidths(variantWidths, null).map(({ width: target, keys }) =>
        render(target)
          .webp(WEBP_OPTIONS)
          .toBuffer()
          .then((data) => ({ keys, width: target, data })),
      ),
    ]);
    return { original, width: Math.round(width), height: Math.round(height), variants, bitmap };
  } catch (error) {
    throw toImageError(error);
  }
}
