import type { MediaItem, MediaSlot } from '@canvas/shared';
import sharp from 'sharp';
import type { StorageDriver } from '../../adapters/storage';
import { createRandom, type Random } from '../../seed/context';
import { SHARED_MEDIA_PREFIX } from './housekeeping';

/**
 * Demo artwork, generated (nothing is downloaded): soft gradients, glowing blooms and brush strokes
 * in the theme's palettes (apps/web/src/app/theme.ts), rendered from SVG with sharp into storage
 * once and shared by the demo canvases, with WebP variants at 640 and 1920 px like uploads.
 */

const PALETTES = [
  // plum and blush
  {
    ground: ['#fbe9e6', '#eddff0'],
    blooms: ['#c29ccb', '#efbab3', '#a679b2'],
    strokes: ['#6d437a', '#c4645b', '#fffdfb'],
  },
  // champagne
  {
    ground: ['#fbf7ef', '#f5ecda'],
    blooms: ['#dfc28a', '#e69d94', '#ead8b3'],
    strokes: ['#b0843a', '#895a96', '#fffdfb'],
  },
  // dusk
  {
    ground: ['#3d1f46', '#553262'],
    blooms: ['#895a96', '#c4645b', '#d4ae67'],
    strokes: ['#f6d4cf', '#dfc28a', '#c29ccb'],
  },
  // blush
  {
    ground: ['#fdf5f4', '#f6d4cf'],
    blooms: ['#e69d94', '#d9bfdf', '#f5ecda'],
    strokes: ['#a44e48', '#6d437a', '#fffdfb'],
  },
  // stone
  {
    ground: ['#f4efea', '#e9e2db'],
    blooms: ['#bfb4aa', '#efbab3', '#d9bfdf'],
    strokes: ['#5b524e', '#b0843a', '#fffdfb'],
  },
  // ink
  {
    ground: ['#241c22', '#3c3238'],
    blooms: ['#6d437a', '#a44e48', '#8c692f'],
    strokes: ['#efbab3', '#ead8b3', '#a679b2'],
  },
] as const;

function artSvg(random: Random, width: number, height: number, palette: (typeof PALETTES)[number]): string {
  const defs: string[] = [];
  const shapes: string[] = [];
  const angle = random.int(0, 180);
  defs.push(
    `<linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${palette.ground[0]}"/><stop offset="1" stop-color="${palette.ground[1]}"/></linearGradient>`,
  );
  shapes.push(`<rect width="${width}" height="${height}" fill="url(#g)"/>`);
  const blooms = random.int(3, 5);
  for (let index = 0; index < blooms; index += 1) {
    const colour = random.pick(palette.blooms);
    defs.push(
      `<radialGradient id="b${index}"><stop offset="0" stop-color="${colour}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${colour}" stop-opacity="0.35"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    const radius = Math.round(Math.max(width, height) * (0.25 + random.next() * 0.35));
    shapes.push(
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${radius}" fill="url(#b${index})"/>`,
    );
  }
  const strokes = random.int(3, 6);
  for (let index = 0; index < strokes; index += 1) {
    const colour = random.pick(palette.strokes);
    const y = random.int(Math.round(height * 0.15), Math.round(height * 0.85));
    const x0 = random.int(-200, Math.round(width * 0.3));
    const x1 = random.int(Math.round(width * 0.7), width + 200);
    const bend = () => random.int(-Math.round(height * 0.35), Math.round(height * 0.35));
    const path = `M${x0} ${y} C${Math.round(width * 0.3)} ${y + bend()} ${Math.round(width * 0.6)} ${y + bend()} ${x1} ${y + bend()}`;
    const weight = random.int(24, 130);
    shapes.push(
      `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${weight}" stroke-linecap="round" stroke-opacity="${(0.12 + random.next() * 0.22).toFixed(2)}"/>`,
    );
    // Bristle lines across the stroke's width read like the drag of a brush.
    const bristles = random.int(4, 8);
    for (let line = 0; line < bristles; line += 1) {
      const offset = Math.round((random.next() - 0.5) * weight);
      shapes.push(
        `<path d="${path}" fill="none" stroke="${colour}" stroke-width="${Math.max(1, Math.round((weight / 12) * (0.4 + random.next())))}" stroke-linecap="round" stroke-opacity="${(0.2 + random.next() * 0.4).toFixed(2)}" transform="translate(${random.int(-6, 6)} ${offset})"/>`,
      );
    }
  }
  const speckles = random.int(20, 45);
  for (let index = 0; index < speckles; index += 1) {
    shapes.push(
      `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${random.int(2, 7)}" fill="${random.pick(palette.strokes)}" fill-opacity="${(0.25 + random.next() * 0.5).toFixed(2)}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${shapes.join('')}</svg>`;
}

export type ArtShape = 'landscape' | 'portrait';
/** Rendered shapes: the artwork's two and the logos' square. */
export type DemoImageShape = ArtShape | 'square';
/**
 * Final sizes (the featured photo's recommended 1440x758, spec 2 §9, and a 4:5 portrait), and the
 * smaller size the SVG is drawn at: soft artwork loses nothing when scaled up, and drawing and
 * encoding at full size would make the first start seconds slower. As with uploads, the '1920'
 * variant of an image narrower than 1920 px is the image at its own width.
 */
const SIZES: Record<ArtShape, { width: number; height: number; drawWidth: number }> = {
  landscape: { width: 1440, height: 758, drawWidth: 720 },
  portrait: { width: 1080, height: 1350, drawWidth: 540 },
};

export interface DemoArtwork {
  shape: DemoImageShape;
  url: string;
  variants: Record<string, string>;
  width: number;
  height: number;
  fileSize: number;
}

async function renderOne(
  storage: StorageDriver,
  index: number,
  shape: ArtShape,
  svg: string,
): Promise<DemoArtwork> {
  const { width, height } = SIZES[shape];
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raster = () => sharp(data, { raw: info });
  // Linear scaling is several times cheaper than cubic and just as good on soft gradients.
  const [large, small] = await Promise.all([
    raster().resize({ width, height, kernel: 'linear' }).webp({ quality: 80, effort: 1 }).toBuffer(),
    raster().resize({ width: 640 }).webp({ quality: 80, effort: 1 }).toBuffer(),
  ]);
  const base = `${SHARED_MEDIA_PREFIX}canvas/art-${String(index + 1).padStart(2, '0')}`;
  const [largeUrl, smallUrl] = await Promise.all([
    storage.put(`${base}-${width}.webp`, large, 'image/webp'),
    storage.put(`${base}-640.webp`, small, 'image/webp'),
  ]);
  return {
    shape,
    url: largeUrl,
    variants: { '640': smallUrl, '1920': largeUrl },
    width,
    height,
    fileSize: large.length,
  };
}

/** Renders `count` artworks (alternately landscape and portrait) into storage under demo/canvas/. */
export async function renderDemoArtwork(storage: StorageDriver, count = 24): Promise<DemoArtwork[]> {
  const random = createRandom(5150);
  const jobs = Array.from({ length: count }, (_, index) => {
    const shape: ArtShape = index % 2 === 0 ? 'landscape' : 'portrait';
    const { width, height, drawWidth } = SIZES[shape];
    const drawHeight = Math.round((drawWidth * height) / width);
    const svg = artSvg(random, drawWidth, drawHeight, PALETTES[index % PALETTES.length] ?? PALETTES[0]);
    return { index, shape, svg };
  });
  // Two at a time: the machine has two cores and other work shares them.
  const results: DemoArtwork[] = [];
  for (let start = 0; start < jobs.length; start += 2) {
    const batch = jobs.slice(start, start + 2);
    results.push(
      ...(await Promise.all(batch.map((job) => renderOne(storage, job.index, job.shape, job.svg)))),
    );
  }
  return results;
}

/**
 * The shared artwork of a storage, rendered once per process: the person and the business seeders
 * both use it, and rendering it twice would only repeat the same files.
 */
const rendered = new WeakMap<StorageDriver, Promise<DemoArtwork[]>>();
export function demoArtwork(storage: StorageDriver): Promise<DemoArtwork[]> {
  const cached = rendered.get(storage);
  if (cached) return cached;
  const rendering = renderDemoArtwork(storage);
  rendered.set(storage, rendering);
  // A failed render is not kept: a later seed tries again.
  rendering.catch(() => rendered.delete(storage));
  return rendering;
}

/** Square logos: drawn at their final size, since crisp rings and petals blur when scaled up. */
const LOGO_SIZE = 512;

/**
 * An emblem for a salon or school logo: a rosette of petals in a ring on a ground of one of the
 * palettes. No lettering: a seeded image must not depend on the fonts a machine has.
 */
function logoSvg(random: Random, palette: (typeof PALETTES)[number]): string {
  const size = LOGO_SIZE;
  const centre = size / 2;
  const petals = random.int(5, 9);
  const length = random.int(124, 160);
  const width = Math.round(length * (0.32 + random.next() * 0.2));
  const turn = random.int(0, 360 / petals);
  const [petalColour, innerColour] = sample2(random, palette.blooms);
  const ink = palette.strokes[0];
  const shapes = [
    `<rect width="${size}" height="${size}" fill="${palette.ground[0]}"/>`,
    `<circle cx="${centre}" cy="${centre}" r="${centre - 34}" fill="${palette.ground[1]}"/>`,
    `<circle cx="${centre}" cy="${centre}" r="${centre - 48}" fill="none" stroke="${ink}" stroke-width="${random.int(5, 9)}"/>`,
    `<circle cx="${centre}" cy="${centre}" r="${centre - 66}" fill="none" stroke="${ink}" stroke-width="2" stroke-dasharray="${random.int(2, 6)} ${random.int(6, 12)}" stroke-opacity="0.7"/>`,
  ];
  for (let index = 0; index < petals; index += 1) {
    const angle = turn + (360 / petals) * index;
    shapes.push(
      `<ellipse cx="${centre}" cy="${centre - length / 2 - 6}" rx="${width / 2}" ry="${length / 2}" fill="${petalColour}" fill-opacity="0.82" transform="rotate(${angle} ${centre} ${centre})"/>`,
    );
  }
  shapes.push(
    `<circle cx="${centre}" cy="${centre}" r="${random.int(26, 40)}" fill="${innerColour}"/>`,
    `<circle cx="${centre}" cy="${centre}" r="${random.int(8, 14)}" fill="${ink}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${shapes.join('')}</svg>`;
}

/** Two different colours of a list (the first two when it has no more). */
function sample2(random: Random, colours: readonly string[]): [string, string] {
  const first = random.int(0, colours.length - 1);
  const second = (first + random.int(1, Math.max(1, colours.length - 1))) % colours.length;
  return [colours[first] ?? '#553262', colours[second] ?? '#fffdfb'];
}

/**
 * Renders `count` square logos into storage under demo/canvas/ (WebP, 512 px, which is also every
 * variant: an image narrower than a variant's width is that variant, as with uploads).
 */
export async function renderDemoLogos(storage: StorageDriver, count = 12): Promise<DemoArtwork[]> {
  const random = createRandom(7070);
  const svgs = Array.from({ length: count }, (_, index) =>
    logoSvg(random, PALETTES[(index * 5) % PALETTES.length] ?? PALETTES[0]),
  );
  const results: DemoArtwork[] = [];
  // Two at a time, as the artwork.
  for (let start = 0; start < svgs.length; start += 2) {
    const batch = svgs.slice(start, start + 2).map(async (svg, offset) => {
      const image = await sharp(Buffer.from(svg)).webp({ quality: 85, effort: 1 }).toBuffer();
      const key = `${SHARED_MEDIA_PREFIX}canvas/logo-${String(start + offset + 1).padStart(2, '0')}-${LOGO_SIZE}.webp`;
      const url = await storage.put(key, image, 'image/webp');
      return {
        shape: 'square' as const,
        url,
        variants: { '640': url, '1920': url },
        width: LOGO_SIZE,
        height: LOGO_SIZE,
        fileSize: image.length,
      };
    });
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** A canvas media item pointing at a shared artwork. */
export function artworkItem(art: DemoArtwork, slot: MediaSlot, title?: string, order?: number): MediaItem {
  return {
    url: art.url,
    type: slot,
    video: false,
    image: art.url,
    mimeType: 'image/webp',
    dimensions: { width: art.width, height: art.height },
    fileSize: art.fileSize,
    variants: art.variants,
    ...(title ? { title } : {}),
    ...(order === undefined ? {} : { order }),
  };
}
