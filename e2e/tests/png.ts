import { deflateSync } from 'node:zlib';

// Real PNG photos made in memory for upload journeys: no files on disk, no downloads.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG whose pixel at (x, y) is `pixel(x, y)`. */
function encodePng(width: number, height: number, pixel: (x: number, y: number) => number[]): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const [r = 0, g = 0, b = 0] = pixel(x, y);
      row[1 + x * 3] = Math.min(255, r);
      row[2 + x * 3] = Math.min(255, g);
      row[3 + x * 3] = Math.min(255, b);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A photo of tinted noise: incompressible, so it is big enough for the upload progress to show,
 * and tinted so a preview visibly changes.
 */
export function noisePng(width: number, height: number, tint: [number, number, number]): Buffer {
  return encodePng(width, height, () => {
    const noise = Math.floor(Math.random() * 70);
    return [tint[0] + noise, tint[1] + noise, tint[2] + noise];
  });
}

/** A real photo-sized PNG: a warm gradient with grain, big enough for the percentage to show. */
export function gradientPng(width: number, height: number): Buffer {
  return encodePng(width, height, (x, y) => {
    const grain = Math.floor(Math.random() * 40);
    return [
      120 + Math.round((x / width) * 100) + grain,
      60 + Math.round((y / height) * 60) + grain,
      90 + grain,
    ];
  });
}
