import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  ErrorCode,
  MEDIA_SLOT_RULES,
  type MediaItem,
  type MediaSlot,
  mediaItemSchema,
  messages,
} from '@canvas/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, createSignedInUser, useTestApp } from '../../../test/helper';
import { LocalStorageDriver, StorageError } from '../../adapters/storage';
import { MAX_INPUT_PIXELS } from './image';
import { storageUsedBy } from './queries';
import { uploadMedia } from './service';
import { animatedGif, movie, PRIVATE_EXIF, photo, pngBomb } from './test-fixtures';

// A media folder of its own, so "nothing was stored" is not disturbed by other test files.
const dataDir = mkdtempSync(path.join(tmpdir(), 'canvas-media-test-'));
const t = useTestApp({ DATA_DIR: dataDir });
const mediaDir = path.join(dataDir, 'media');
const MB = 1024 * 1024;

let cachedToken: string | undefined;
async function token(): Promise<string> {
  cachedToken ??= (await createSignedInUser(t)).token;
  return cachedToken;
}

interface UploadOptions {
  contentType?: string;
  canvasType?: string;
  /** null: no Authorization header (a visitor). */
  auth?: string | null;
}

async function upload(slot: string, body: Buffer | Readable, options: UploadOptions = {}) {
  const auth = options.auth === undefined ? await token() : options.auth;
  const query = new URLSearchParams({
    slot,
    ...(options.canvasType ? { canvasType: options.canvasType } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: `/api/media/upload?${query}`,
    headers: {
      ...(options.contentType === ''
        ? {}
        : { 'content-type': options.contentType ?? 'application/octet-stream' }),
      ...(auth ? bearer(auth) : {}),
    },
    payload: body,
  });
}

async function uploaded(slot: MediaSlot, body: Buffer, options: UploadOptions = {}): Promise<MediaItem> {
  const response = await upload(slot, body, options);
  expect(response.statusCode, response.body).toBe(200);
  const { item } = response.json<{ item: MediaItem }>();
  expect(mediaItemSchema.parse(item)).toEqual(item);
  return item;
}

async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return { type: response.headers['content-type'], bytes: response.rawPayload };
}

function storedFiles(): string[] {
  if (!existsSync(mediaDir)) return [];
  return readdirSync(mediaDir, { recursive: true, encoding: 'utf8' })
    .filter((entry) => statSync(path.join(mediaDir, entry)).isFile())
    .sort();
}

/** Refused with 400, the given message on the file field, and nothing written. */
async function expectRefused(
  response: Awaited<ReturnType<typeof upload>>,
  message: string,
  before: string[],
) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ code: ErrorCode.badRequest, message, field: 'file' });
  expect(storedFiles()).toEqual(before);
}

/** The GPS IFD pointer tag (0x8825) in either byte order. */
const hasGpsTag = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe('POST /api/media/upload: every accepted format', () => {
  it('stores a JPEG photo, re-encoded, with WebP copies, served from /media', async () => {
    const item = await uploaded('portfolioPhoto', await photo({ width: 2400, height: 1600 }));
    expect(item).toMatchObject({
      type: 'portfolioPhoto',
      video: false,
      mimeType: 'image/jpeg',
      dimensions: { width: 2400, height: 1600 },
    });
    expect(item.url).toMatch(/^\/media\/canvas\/portfolioPhoto\/[\w-]+\.jpg$/);
    expect(item.image).toBe(item.url);
    const original = await served(item.url);
    expect(original.type).toBe('image/jpeg');
    expect(item.fileSize).toBe(original.bytes.length);
  });

  it('stores a PNG logo as PNG', async () => {
    const item = await uploaded('logo', await photo({ format: 'png', width: 100, height: 60 }));
    expect(item).toMatchObject({ mimeType: 'image/png', dimensions: { width: 100, height: 60 } });
    expect(item.url).toMatch(/\.png$/);
    const original = await served(item.url);
    expect(original.type).toBe('image/png');
    expect((await sharp(original.bytes).metadata()).format).toBe('png');
  });

  it('keeps an animated GIF animated, without its comment block; the WebP copies show the first frame', async () => {
    const gif = await animatedGif('secret-location-comment');
    const item = await uploaded('featuredPhoto', gif);
    expect(item).toMatchObject({ mimeType: 'image/gif', dimensions: { width: 40, height: 30 } });
    const original = await served(item.url);
    expect(original.type).toBe('image/gif');
    expect(original.bytes.includes('secret-location-comment')).toBe(false);
    expect((await sharp(original.bytes).metadata()).pages).toBe(3);
    const variant = await served(item.variants?.['640'] ?? '');
    expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
  });

  it('stores an MP4 video as it came, with the duration read from the file', async () => {
    const mp4 = movie({ duration: 7500, timescale: 1000, width: 1240, height: 800 });
    const item = await uploaded('featuredVideo', mp4);
    expect(item).toMatchObject({
      type: 'featuredVideo',
      video: true,
      mimeType: 'video/mp4',
      duration: 7.5,
      fileSize: mp4.length,
      dimensions: { width: 1240, height: 800 },
    });
    expect(item.url).toMatch(/^\/media\/canvas\/featuredVideo\/[\w-]+\.mp4$/);
    const stored = await served(item.url);
    expect(stored.type).toBe('video/mp4');
    expect(stored.bytes).toEqual(mp4);
  });

  it("recognises a QuickTime MOV by its 'qt  ' brand", async () => {
    const item = await uploaded('additionalVideo', movie({ brand: 'qt  ', timescale: 600, duration: 1800 }));
    expect(item).toMatchObject({ mimeType: 'video/quicktime', duration: 3, video: true });
    expect(item.url).toMatch(/\.mov$/);
    expect((await served(item.url)).type).toBe('video/quicktime');
  });

  it('stores the file under the folder of its canvas type (spec 2 §7 Uploads)', async () => {
    const jpeg = await photo();
    const student = await uploaded('portraitPhoto', jpeg, { canvasType: 'student' });
    expect(student.url).toMatch(/^\/media\/student_canvas\/portraitPhoto\/[\w-]+\.jpg$/);
    const professional = await uploaded('portfolioPhoto', jpeg, { canvasType: 'professional' });
    expect(professional.url).toMatch(/^\/media\/professional_canvas\/portfolioPhoto\//);
    const business = await uploaded('logo', jpeg, { canvasType: 'business' });
    expect(business.url).toMatch(/^\/media\/canvas\/business\/logo\//);
    const school = await uploaded('teamPhoto', jpeg, { canvasType: 'school' });
    expect(school.url).toMatch(/^\/media\/canvas\/school\/teamPhoto\//);
  });
});

describe('the type is decided by the bytes, never by the declared Content-Type', () => {
  it('accepts a photo whatever type it is declared as (JSON, text, none)', async () => {
    const jpeg = await photo();
    for (const contentType of ['application/json', 'text/plain', 'video/mp4', '']) {
      const item = await uploaded('portfolioPhoto', jpeg, { contentType });
      expect(item.mimeType).toBe('image/jpeg');
    }
  });

  it('refuses a photo declared as a video for a video slot, and a video declared as a photo', async () => {
    const before = storedFiles();
    await expectRefused(
      await upload('featuredVideo', await photo(), { contentType: 'video/mp4' }),
      messages.unsupportedFileType,
      before,
    );
    await expectRefused(
      await upload('portfolioPhoto', movie(), { contentType: 'image/jpeg' }),
      messages.unsupportedFileType,
      before,
    );
  });

  it('refuses HTML, WebP, HEIC-like, audio-only and empty files', async () => {
    const before = storedFiles();
    const html = Buffer.from('<!doctype html><html><body><svg onload="alert(1)"></svg></body></html>');
    await expectRefused(
      await upload('logo', html, { contentType: 'image/svg+xml' }),
      messages.unsupportedFileType,
      before,
    );
    await expectRefused(
      await upload('featuredPhoto', await photo({ format: 'webp' }), { contentType: 'image/png' }),
      messages.unsupportedFileType,
      before,
    );
    await expectRefused(
      await upload('featuredVideo', movie({ brand: 'heic' })),
      messages.unsupportedFileType,
      before,
    );
    await expectRefused(
      await upload('featuredVideo', movie({ handler: 'soun' })),
      messages.unsupportedFileType,
      before,
    );
    await expectRefused(await upload('logo', Buffer.alloc(0)), messages.unsupportedFileType, before);
  });

  it('refuses a file that starts like a JPEG but does not decode', async () => {
    const before = storedFiles();
    const broken = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(4096, 7)]);
    await expectRefused(await upload('featuredPhoto', broken), messages.imageUnreadable, before);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const before = storedFiles();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(10_000);
    await expectRefused(
      await upload('featuredPhoto', bomb),
      messages.imageTooManyPixels(MAX_INPUT_PIXELS / 1_000_000),
      before,
    );
  });
});

describe("per-slot size limits: 'Please upload file smaller than {n}mb'", () => {
  it('reads as the spec writes it', () => {
    expect(messages.uploadTooLarge(1)).toBe('Please upload file smaller than 1mb');
  });

  const cases: MediaSlot[] = ['logo', 'thumbnailPhoto', 'featuredPhoto', 'portfolioPhoto', 'featuredVideo'];
  for (const slot of cases) {
    const { maxMb } = MEDIA_SLOT_RULES[slot];
    it(`${slot}: a file over ${maxMb} MB is refused with the slot's limit`, async () => {
      const before = storedFiles();
      const head = slot === 'featuredVideo' ? movie() : await photo();
      const body = Buffer.concat([head, Buffer.alloc(maxMb * MB + 1 - head.length)]);
      await expectRefused(await upload(slot, body), messages.uploadTooLarge(maxMb), before);
    });
  }

  it('a file of exactly the limit is not refused for its size', async () => {
    const response = await upload('logo', Buffer.alloc(MEDIA_SLOT_RULES.logo.maxMb * MB, 0x78));
    expect(response.json().message).toBe(messages.unsupportedFileType);
  });

  it('a body streamed without Content-Length is read, and cut off at the limit with the same message', async () => {
    // inject() sends a stream without Content-Length, so only the bytes received count.
    const jpeg = await photo();
    const accepted = await upload('logo', Readable.from([jpeg.subarray(0, 100), jpeg.subarray(100)]));
    expect(accepted.statusCode).toBe(200);
    const before = storedFiles();
    const chunks = Array.from({ length: 3 }, () => Buffer.alloc(MB / 2, 1));
    const response = await upload('logo', Readable.from(chunks));
    await expectRefused(response, messages.uploadTooLarge(MEDIA_SLOT_RULES.logo.maxMb), before);
  });

  it('an unknown slot is refused', async () => {
    const response = await upload('nope', await photo());
    expect(response.statusCode).toBe(422);
  });
});

describe('photos lose their metadata (EXIF, GPS) and are turned upright', () => {
  it('a phone JPEG with GPS and orientation 6 is stored upright and without any EXIF', async () => {
    const input = await photo({ width: 300, height: 200, orientation: 6, withPrivateExif: true });
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    expect(inputMetadata.exif?.includes(PRIVATE_EXIF.IFD0.Make)).toBe(true);
    expect(inputMetadata.exif && hasGpsTag(inputMetadata.exif)).toBe(true);

    const item = await uploaded('portfolioPhoto', input);
    expect(item.dimensions).toEqual({ width: 200, height: 300 });
    const urls = [item.url, ...Object.values(item.variants ?? {})];
    for (const url of urls) {
      const { bytes } = await served(url);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([200, 300]);
      expect(bytes.includes(PRIVATE_EXIF.IFD0.Make)).toBe(false);
      expect(bytes.includes(PRIVATE_EXIF.IFD0.Copyright)).toBe(false);
    }
  });

  it('a PNG with EXIF is stored without it', async () => {
    const input = await photo({ format: 'png', withPrivateExif: true });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const item = await uploaded('featuredPhoto', input);
    const { bytes } = await served(item.url);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(PRIVATE_EXIF.IFD0.Make)).toBe(false);
  });
});

describe('WebP copies at 640 and 1920 px wide', () => {
  it('are WebP files of exactly those widths', async () => {
    const item = await uploaded('featuredPhoto', await photo({ width: 2400, height: 1200 }));
    expect(Object.keys(item.variants ?? {}).sort()).toEqual(['1920', '640']);
    for (const width of [640, 1920]) {
      const url = item.variants?.[String(width)] ?? '';
      expect(url).toMatch(new RegExp(`-${width}\\.webp$`));
      const { type, bytes } = await served(url);
      expect(type).toBe('image/webp');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
  });

  it('never upscale: a small photo answers both widths with one copy of its own size', async () => {
    const item = await uploaded('thumbnailPhoto', await photo({ width: 500, height: 400 }));
    expect(item.variants?.['640']).toBe(item.variants?.['1920']);
    const { bytes } = await served(item.variants?.['640'] ?? '');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 500, height: 400 });
  });
});

describe('SVG images are sanitized', () => {
  const hostile = `<?xml version="1.0"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100" viewBox="0 0 200 100" onload="alert('load')">
  <style>@import url(https://evil.example/x.css); .brand { fill: #6d437a; background: url(https://track.example/p.png) }</style>
  <script>alert('script')</script>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#c4645b"/></linearGradient></defs>
  <rect id="shape" class="brand" width="200" height="100" fill="url(#g)" onclick="alert('click')"/>
  <a xlink:href="javascript:alert('link')"><circle cx="50" cy="50" r="20"/></a>
  <use href="#shape"/>
  <image href="https://track.example/pixel.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert('fo')"/></div></foreignObject>
</svg>`;

  it('keeps the drawing and removes scripts, handlers, foreignObject and outside references', async () => {
    const item = await uploaded('logo', Buffer.from(hostile), { contentType: 'image/png' });
    expect(item).toMatchObject({ mimeType: 'image/svg+xml', dimensions: { width: 200, height: 100 } });
    expect(item.url).toMatch(/\.svg$/);
    const { type, bytes } = await served(item.url);
    expect(type).toBe('image/svg+xml');
    const svg = bytes.toString('utf8');
    for (const gone of [
      '<script',
      'alert(',
      'onload',
      'onclick',
      'onerror',
      'foreignObject',
      'javascript:',
      'evil.example',
      'track.example',
      '@import',
    ]) {
      expect(svg).not.toContain(gone);
    }
    expect(svg).toContain('<rect');
    expect(svg).toContain('<circle');
    expect(svg).toContain('href="#shape"');
    expect(svg).toContain('fill="url(#g)"');
    // Still a well-formed SVG file that renders.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'svg', width: 200, height: 100 });
  });

  it('comes with a PNG bitmap and WebP copies drawn at 640 and 1920 px', async () => {
    const item = await uploaded('logo', Buffer.from(hostile));
    const bitmap = await served(item.image ?? '');
    expect(bitmap.type).toBe('image/png');
    expect((await sharp(bitmap.bytes).metadata()).format).toBe('png');
    for (const width of [640, 1920]) {
      const { bytes } = await served(item.variants?.[String(width)] ?? '');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width, height: width / 2 });
    }
  });
});

describe("video duration is read on the server ('video is too short')", () => {
  it('reads a 64-bit (version 1) mvhd after a 64-bit media box', async () => {
    const item = await uploaded(
      'additionalVideo',
      movie({ mvhdVersion: 1, timescale: 90_000, duration: 225_000, largeMdatFirst: true }),
    );
    expect(item.duration).toBe(2.5);
  });

  it('reads the duration of a fragmented MP4 from mvex/mehd', async () => {
    const item = await uploaded('featuredVideo', movie({ fragmentDuration: 4000 }));
    expect(item.duration).toBe(4);
  });

  it(`refuses a video shorter than a second with "${messages.videoTooShort}"`, async () => {
    const before = storedFiles();
    await expectRefused(
      await upload('featuredVideo', movie({ duration: 500, timescale: 1000 })),
      messages.videoTooShort,
      before,
    );
  });

  it('refuses a video whose length cannot be read with the same message', async () => {
    const before = storedFiles();
    await expectRefused(
      await upload('additionalVideo', movie({ withoutMoov: true })),
      messages.videoTooShort,
      before,
    );
  });
});

describe('only signed-in users upload', () => {
  it('a visitor is refused (401) and nothing is stored', async () => {
    const before = storedFiles();
    const response = await upload('portfolioPhoto', await photo(), { auth: null });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(ErrorCode.unauthorized);
    expect(storedFiles()).toEqual(before);
  });

  it('when storing one of the copies fails, the copies already written are removed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'canvas-media-failing-'));
    class FailingOnLargeCopy extends LocalStorageDriver {
      override async put(key: string, body: Buffer, contentType: string) {
        if (key.endsWith('-1920.webp')) throw new StorageError('disk full');
        return super.put(key, body, contentType);
      }
    }
    const storage = new FailingOnLargeCopy(dir);
    const body = await photo({ width: 2400, height: 1600 });
    const { user } = await createSignedInUser(t);
    await expect(
      uploadMedia({ storage, db: t.database.db }, { slot: 'featuredPhoto', body, ownerId: user.id }),
    ).rejects.toThrow('disk full');
    expect(await storageUsedBy(t.database.db, user.id)).toBe(0);
    expect(readdirSync(dir, { recursive: true }).filter((entry) => String(entry).includes('.'))).toEqual([]);
  });
});
