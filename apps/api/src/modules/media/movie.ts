/**
 * Reads what the server needs from an MP4/MOV file (ISO base media / QuickTime box structure):
 * the duration from moov/mvhd (or moov/mvex/mehd for fragmented files), whether a video track
 * exists, and the picture size from that track's tkhd. There is no ffmpeg on the servers; the box
 * layout is simple and fully specified (ISO/IEC 14496-12 §4.2, §8.2.2, §8.3.2, §8.8.2).
 */

interface Box {
  type: string;
  /** First byte of the box's content (after size, type and any 64-bit size). */
  start: number;
  /** One past the box's last byte. */
  end: number;
}

/** The boxes between start and end; stops at the first malformed or truncated one. */
function* childBoxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let position = start;
  while (position + 8 <= end) {
    let size = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    let header = 8;
    if (size === 1) {
      // 64-bit "largesize" follows the type.
      if (position + 16 > end) return;
      const large = bytes.readBigUInt64BE(position + 8);
      if (large > BigInt(end - position)) return;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // "Extends to the end of the file".
      size = end - position;
    }
    if (size < header || position + size > end) return;
    yield { type, start: position + header, end: position + size };
    position += size;
  }
}

function findBox(bytes: Buffer, parent: Box | null, type: string): Box | null {
  for (const box of childBoxes(bytes, parent?.start ?? 0, parent?.end ?? bytes.length)) {
    if (box.type === type) return box;
  }
  return null;
}

/** A full box's version byte, or null when the box is too short to hold `needed` content bytes. */
function fullBoxVersion(bytes: Buffer, box: Box, neededV0: number, neededV1: number): 0 | 1 | null {
  if (box.end - box.start < 4) return null;
  const version = bytes.readUInt8(box.start);
  if (version !== 0 && version !== 1) return null;
  const needed = version === 1 ? neededV1 : neededV0;
  return box.end - box.start >= needed ? version : null;
}

/** Duration in the movie's timescale units from mvhd (version 0: 32-bit fields, version 1: 64-bit). */
function readMvhd(bytes: Buffer, mvhd: Box): { timescale: number; duration: number | null } | null {
  const version = fullBoxVersion(bytes, mvhd, 20, 32);
  if (version === null) return null;
  const timescale = bytes.readUInt32BE(mvhd.start + (version === 1 ? 20 : 12));
  if (timescale === 0) return null;
  if (version === 1) {
    const duration = bytes.readBigUInt64BE(mvhd.start + 24);
    return { timescale, duration: duration === 0xffffffffffffffffn ? null : Number(duration) };
  }
  const duration = bytes.readUInt32BE(mvhd.start + 16);
  return { timescale, duration: duration === 0xffffffff ? null : duration };
}

/** Fragmented files keep the whole duration in moov/mvex/mehd (same timescale as mvhd). */
function readMehd(bytes: Buffer, moov: Box): number | null {
  const mvex = findBox(bytes, moov, 'mvex');
  const mehd = mvex ? findBox(bytes, mvex, 'mehd') : null;
  if (!mehd) return null;
  const version = fullBoxVersion(bytes, mehd, 8, 12);
  if (version === null) return null;
  return version === 1 ? Number(bytes.readBigUInt64BE(mehd.start + 4)) : bytes.readUInt32BE(mehd.start + 4);
}

function handlerType(bytes: Buffer, trak: Box): string | null {
  const mdia = findBox(bytes, trak, 'mdia');
  const hdlr = mdia ? findBox(bytes, mdia, 'hdlr') : null;
  if (!hdlr || hdlr.end - hdlr.start < 12) return null;
  return bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12);
}

/** Presentation width and height (16.16 fixed point) at the end of tkhd. */
function trackSize(bytes: Buffer, trak: Box): { width: number; height: number } | null {
  const tkhd = findBox(bytes, trak, 'tkhd');
  if (!tkhd) return null;
  const version = fullBoxVersion(bytes, tkhd, 84, 96);
  if (version === null) return null;
  const offset = tkhd.start + 4 + (version === 1 ? 32 : 20) + 52;
  return {
    width: Math.round(bytes.readUInt32BE(offset) / 65536),
    height: Math.round(bytes.readUInt32BE(offset + 4) / 65536),
  };
}

export interface MovieInfo {
  /** Seconds; null when the file does not say (or says zero). */
  duration: number | null;
  hasVideoTrack: boolean;
  dimensions: { width: number; height: number } | null;
}

/** Null when there is no readable moov box at the top level. */
export function readMovieInfo(bytes: Buffer): MovieInfo | null {
  const moov = findBox(bytes, null, 'moov');
  if (!moov) return null;
  const mvhd = findBox(bytes, moov, 'mvhd');
  const header = mvhd ? readMvhd(bytes, mvhd) : null;
  if (!header) return null;
  const units = header.duration || readMehd(bytes, moov) || null;

  let hasVideoTrack = false;
  let dimensions: MovieInfo['dimensions'] = null;
  for (const box of childBoxes(bytes, moov.start, moov.end)) {
    if (box.type !== 'trak' || handlerType(bytes, box) !== 'vide') continue;
    hasVideoTrack = true;
    const size = trackSize(bytes, box);
    if (size && size.width > 0 && size.height > 0) {
      dimensions = size;
      break;
    }
  }
  return { duration: units ? units / header.timescale : null, hasVideoTrack, dimensions };
}
