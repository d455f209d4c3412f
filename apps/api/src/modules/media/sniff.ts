import { sniffImageType } from '../../adapters/storage';

/** What an uploaded file really is, decided from its bytes (the declared Content-Type is never trusted). */
export interface MediaFormat {
  kind: 'image' | 'video';
  format: 'jpeg' | 'png' | 'gif' | 'svg' | 'mp4' | 'mov';
  mimeType: string;
  extension: string;
}

const FORMATS = {
  jpeg: { kind: 'image', format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' },
  png: { kind: 'image', format: 'png', mimeType: 'image/png', extension: 'png' },
  gif: { kind: 'image', format: 'gif', mimeType: 'image/gif', extension: 'gif' },
  svg: { kind: 'image', format: 'svg', mimeType: 'image/svg+xml', extension: 'svg' },
  mp4: { kind: 'video', format: 'mp4', mimeType: 'video/mp4', extension: 'mp4' },
  mov: { kind: 'video', format: 'mov', mimeType: 'video/quicktime', extension: 'mov' },
} as const satisfies Record<MediaFormat['format'], MediaFormat>;

/** ISO base media brands of MP4 video files (major or compatible brand). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'f4v ',
  'dash',
  'MSNV',
  'NDAS',
]);
/** HEIF/AVIF images and camera raws share the ftyp box; they are not videos. */
const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
  'crx ',
]);

function sniffMovie(bytes: Buffer): MediaFormat | null {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return null;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 4096);
  const major = bytes.toString('latin1', 8, 12);
  if (major === 'qt  ') return FORMATS.mov;
  if (IMAGE_BRANDS.has(major)) return null;
  const brands = [major];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(bytes.toString('latin1', offset, offset + 4));
  if (brands.some((brand) => MP4_BRANDS.has(brand))) return FORMATS.mp4;
  if (brands.includes('qt  ')) return FORMATS.mov;
  return null;
}

/**
 * An SVG is text: an optional BOM, XML declaration, comments and doctype, then an `<svg` root.
 * Anything else that merely contains "<svg" (an HTML page) is not an SVG.
 */
const SVG_PROLOG =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s>/]/i;

function sniffSvg(bytes: Buffer): MediaFormat | null {
  const head = bytes.subarray(0, 64 * 1024).toString('utf8');
  return SVG_PROLOG.test(head) ? FORMATS.svg : null;
}

/** JPEG, PNG, GIF, SVG, MP4 or MOV by content; null for anything else (WebP, HEIC, HTML, ...). */
export function sniffMedia(bytes: Buffer): MediaFormat | null {
  const image = sniffImageType(bytes);
  if (image === 'image/jpeg') return FORMATS.jpeg;
  if (image === 'image/png') return FORMATS.png;
  if (image === 'image/gif') return FORMATS.gif;
  if (image === 'image/webp') return null;
  return sniffMovie(bytes) ?? sniffSvg(bytes);
}
