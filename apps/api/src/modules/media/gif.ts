/**
 * Copies a GIF block by block, dropping what can carry personal data — comment extensions and
 * application extensions other than the looping ones (XMP lives in an application extension) —
 * and anything after the trailer. Frames are copied byte for byte, so animation and palette are
 * exactly as uploaded (re-encoding an animated GIF would re-quantize every frame).
 * Null when the file is not a well-formed GIF.
 */
export function stripGifMetadata(bytes: Buffer): Buffer | null {
  const signature = bytes.toString('latin1', 0, 6);
  if ((signature !== 'GIF87a' && signature !== 'GIF89a') || bytes.length < 13) return null;

  const kept: Buffer[] = [];
  const colorTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  let position = 13 + colorTableSize(bytes.readUInt8(10));
  if (position > bytes.length) return null;
  kept.push(bytes.subarray(0, position));

  /** End of the data sub-blocks starting at `from` (just past the 0 terminator), or -1. */
  const skipSubBlocks = (from: number) => {
    let cursor = from;
    while (cursor < bytes.length) {
      const size = bytes.readUInt8(cursor);
      cursor += 1;
      if (size === 0) return cursor;
      cursor += size;
    }
    return -1;
  };

  while (position < bytes.length) {
    const introducer = bytes.readUInt8(position);
    if (introducer === 0x3b) {
      kept.push(bytes.subarray(position, position + 1));
      return Buffer.concat(kept);
    }
    if (introducer === 0x2c) {
      if (position + 10 > bytes.length) return null;
      // Image descriptor (10 bytes), local colour table, LZW minimum code size, then the data.
      const dataStart = position + 10 + colorTableSize(bytes.readUInt8(position + 9)) + 1;
      const end = skipSubBlocks(dataStart);
      if (end < 0) return null;
      kept.push(bytes.subarray(position, end));
      position = end;
      continue;
    }
    if (introducer === 0x21 && position + 2 <= bytes.length) {
      const label = bytes.readUInt8(position + 1);
      const end = skipSubBlocks(position + 2);
      if (end < 0) return null;
      const application =
        label === 0xff && bytes.readUInt8(position + 2) === 11
          ? bytes.toString('latin1', position + 3, position + 14)
          : null;
      const keep =
        label === 0xf9 || label === 0x01 || application === 'NETSCAPE2.0' || application === 'ANIMEXTS1.0';
      if (keep) kept.push(bytes.subarray(position, end));
      position = end;
      continue;
    }
    return null;
  }
  // No trailer: browsers still show such files; close it properly.
  kept.push(Buffer.from([0x3b]));
  return Buffer.concat(kept);
}
