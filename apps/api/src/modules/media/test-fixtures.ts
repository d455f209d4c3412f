import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Files for the media tests, made in memory: photos through sharp, movies box by box
 * (ISO/IEC 14496-12), so each test states exactly what the file contains.
 */

export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A box written with the 64-bit "largesize" header (size field 1). */
export function largeBox(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, 'latin1');
  header.writeBigUInt64BE(BigInt(16 + body.length), 8);
  return Buffer.concat([header, body]);
}

const fullBox = (type: string, version: 0 | 1, ...content: Buffer[]) =>
  box(type, Buffer.from([version, 0, 0, 0]), ...content);

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
};
const u64 = (value: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value), 0);
  return bytes;
};
const IDENTITY_MATRIX = Buffer.concat(
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map((value) => u32(value)),
);

function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const times =
    version === 1
      ? [u64(0), u64(0), u32(timescale), u64(duration)]
      : [u32(0), u32(0), u32(timescale), u32(duration)];
  return fullBox(
    'mvhd',
    version,
    ...times,
    u32(0x00010000), // rate 1.0
    Buffer.from([0x01, 0x00]), // volume 1.0
    Buffer.alloc(10),
    IDENTITY_MATRIX,
    Buffer.alloc(24),
    u32(2), // next track id
  );
}

function tkhd(width: number, height: number): Buffer {
  return fullBox(
    'tkhd',
    0,
    u32(0),
    u32(0),
    u32(1), // track id
    u32(0),
    u32(0), // duration
    Buffer.alloc(8),
    Buffer.alloc(8), // layer, alternate group, volume, reserved
    IDENTITY_MATRIX,
    u32(width * 65536),
    u32(height * 65536),
  );
}

const hdlr = (handler: 'vide' | 'soun') =>
  fullBox('hdlr', 0, u32(0), Buffer.from(handler, 'latin1'), Buffer.alloc(12), Buffer.from([0]));

export interface MovieOptions {
  /** Major brand: 'isom' (MP4) or 'qt  ' (QuickTime MOV). */
  brand?: string;
  mvhdVersion?: 0 | 1;
  timescale?: number;
  /** In timescale units. */
  duration?: number;
  handler?: 'vide' | 'soun';
  width?: number;
  height?: number;
  /** Fragmented file: mvhd says 0 and moov/mvex/mehd holds this duration. */
  fragmentDuration?: number;
  /** Media data before moov, written with a 64-bit box header. */
  largeMdatFirst?: boolean;
  /** Leave the moov box out (an unreadable movie). */
  withoutMoov?: boolean;
}

export function movie(options: MovieOptions = {}): Buffer {
  const brand = options.brand ?? 'isom';
  const ftyp = box(
    'ftyp',
    Buffer.from(brand, 'latin1'),
    u32(0x200),
    Buffer.from(brand === 'qt  ' ? 'qt  ' : 'isommp42', 'latin1'),
  );
  const timescale = options.timescale ?? 1000;
  const fragmented = options.fragmentDuration !== undefined;
  const moov = box(
    'moov',
    mvhd(options.mvhdVersion ?? 0, timescale, fragmented ? 0 : (options.duration ?? 5 * timescale)),
    box(
      'trak',
      tkhd(options.width ?? 1280, options.height ?? 720),
      box('mdia', hdlr(options.handler ?? 'vide')),
    ),
    ...(fragmented ? [box('mvex', fullBox('mehd', 0, u32(options.fragmentDuration ?? 0)))] : []),
  );
  const payload = Buffer.alloc(2048, 0x5a);
  const mdat = options.largeMdatFirst ? largeBox('mdat', payload) : box('mdat', payload);
  if (options.withoutMoov) return Buffer.concat([ftyp, mdat]);
  return options.largeMdatFirst ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}

/** GPS position and camera details, as a phone would write them. */
export const PRIVATE_EXIF = {
  IFD0: { Make: 'Canvas Test Camera', Model: 'Phone 15', Copyright: 'Jane Doe' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '40/1 26/1 4600/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '79/1 58/1 5600/100',
  },
};

export interface PhotoOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** EXIF orientation (6: the camera was turned a quarter; the picture must be turned upright). */
  orientation?: number;
  withPrivateExif?: boolean;
}

export async function photo(options: PhotoOptions = {}): Promise<Buffer> {
  let pipeline = sharp({
    create: {
      width: options.width ?? 320,
      height: options.height ?? 200,
      channels: 3,
      background: { r: 196, g: 100, b: 91 },
    },
  });
  pipeline =
    options.format === 'png' ? pipeline.png() : options.format === 'webp' ? pipeline.webp() : pipeline.jpeg();
  if (options.withPrivateExif) pipeline = pipeline.withExif(PRIVATE_EXIF);
  if (options.orientation) pipeline = pipeline.withMetadata({ orientation: options.orientation });
  return pipeline.toBuffer();
}

/** A three-frame animated GIF with a comment extension carrying text that must not be kept. */
export async function animatedGif(comment: string): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 4, background } })
      .png()
      .toBuffer();
  const gif = await sharp([await frame('#c4645b'), await frame('#6d437a'), await frame('#d4ae67')], {
    join: { animated: true },
  })
    .gif({ delay: [200, 200, 200], loop: 0 })
    .toBuffer();
  const text = Buffer.from(comment, 'latin1');
  const extension = Buffer.concat([Buffer.from([0x21, 0xfe, text.length]), text, Buffer.from([0])]);
  // Just before the trailer (0x3B).
  return Buffer.concat([gif.subarray(0, -1), extension, gif.subarray(-1)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** A tiny PNG whose header claims a huge picture: a decompression bomb as far as a decoder knows. */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
