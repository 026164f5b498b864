// A posted image is checked and cleaned without decoding it (no native image library): its container is walked
// to find the picture's size, and every place metadata can hide is dropped. The browser re-encodes images before
// upload, which already drops Exif and location; this is the second line of defence for a client that did not.
//
// JPEG: segments up to the first scan, then the entropy-coded data (where 0xFF is followed by 0x00 or a restart
// marker) up to the next marker, and so on until End Of Image; anything after it is dropped. APP1 (Exif, XMP),
// APP13 (Photoshop IPTC) and COM (comments) segments are removed. WebP: RIFF chunks; EXIF and XMP chunks are
// removed and the VP8X header's flags for them cleared.

export type CheckedImage = { bytes: Buffer; width: number; height: number };

const JPEG_DROPPED_MARKERS = new Set([0xe1, 0xed, 0xfe]);
// Start Of Frame markers (C4 = DHT, C8 = JPG reserved, CC = DAC are not frames).
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
const SOS = 0xda;
const EOI = 0xd9;

function isRestartMarker(marker: number): boolean {
  return marker >= 0xd0 && marker <= 0xd7;
}

/** The image's bytes without metadata and its size, or null when the bytes are not a well-formed JPEG. */
export function checkJpeg(input: Buffer): CheckedImage | null {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== 0xd8) return null;
  const kept: Buffer[] = [input.subarray(0, 2)];
  let width = 0;
  let height = 0;
  let scans = 0;
  let offset = 2;
  while (offset < input.length) {
    if (input[offset] !== 0xff) return null;
    // Fill bytes: any number of 0xFF may precede a marker.
    while (offset < input.length && input[offset] === 0xff) offset += 1;
    if (offset >= input.length) return null;
    const marker = input[offset] as number;
    offset += 1;
    if (marker === EOI) {
      if (scans === 0 || width === 0) return null;
      kept.push(Buffer.from([0xff, EOI]));
      return { bytes: Buffer.concat(kept), width, height };
    }
    if (marker === 0x00 || marker === 0xd8 || isRestartMarker(marker) || marker === 0x01) return null;
    if (offset + 2 > input.length) return null;
    const length = input.readUInt16BE(offset);
    if (length < 2 || offset + length > input.length) return null;
    const segmentEnd = offset + length;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (length < 8) return null;
      height = input.readUInt16BE(offset + 3);
      width = input.readUInt16BE(offset + 5);
      if (width === 0 || height === 0) return null;
    }
    if (!JPEG_DROPPED_MARKERS.has(marker))
      kept.push(Buffer.from([0xff, marker]), input.subarray(offset, segmentEnd));
    offset = segmentEnd;
    if (marker === SOS) {
      if (width === 0) return null;
      scans += 1;
      // The scan's data runs until a marker that is neither a stuffed 0xFF00 nor a restart marker.
      const dataStart = offset;
      while (offset < input.length) {
        if (input[offset] === 0xff) {
          const next = input[offset + 1];
          if (next === undefined) return null;
          if (next !== 0x00 && next !== 0xff && !isRestartMarker(next)) break;
          offset += next === 0xff ? 1 : 2;
        } else {
          offset += 1;
        }
      }
      kept.push(input.subarray(dataStart, offset));
    }
  }
  return null;
}

function fourCc(input: Buffer, offset: number): string {
  return input.toString('latin1', offset, offset + 4);
}

const WEBP_DROPPED_CHUNKS = new Set(['EXIF', 'XMP ']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

/** The WebP's bytes without Exif and XMP and its size, or null when the bytes are not a well-formed WebP. */
export function checkWebp(input: Buffer): CheckedImage | null {
  if (input.length < 20 || fourCc(input, 0) !== 'RIFF' || fourCc(input, 8) !== 'WEBP') return null;
  const riffEnd = 8 + input.readUInt32LE(4);
  if (riffEnd > input.length || riffEnd < 20) return null;
  const kept: Buffer[] = [];
  let width = 0;
  let height = 0;
  let hasImage = false;
  let offset = 12;
  while (offset < riffEnd) {
    if (offset + 8 > riffEnd) return null;
    const id = fourCc(input, offset);
    const size = input.readUInt32LE(offset + 4);
    const dataStart = offset + 8;
    const dataEnd = dataStart + size;
    const paddedEnd = dataEnd + (size % 2);
    if (dataEnd > riffEnd) return null;
    const data = input.subarray(dataStart, dataEnd);
    let chunk = input.subarray(offset, Math.min(paddedEnd, riffEnd));
    if (id === 'VP8X') {
      if (size < 10) return null;
      width = data.readUIntLE(4, 3) + 1;
      height = data.readUIntLE(7, 3) + 1;
      chunk = Buffer.from(chunk);
      chunk[8] = (chunk[8] as number) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
    } else if (id === 'VP8 ') {
      if (size < 10 || data[3] !== 0x9d || data[4] !== 0x01 || data[5] !== 0x2a) return null;
      if (width === 0) {
        width = data.readUInt16LE(6) & 0x3fff;
        height = data.readUInt16LE(8) & 0x3fff;
      }
      hasImage = true;
    } else if (id === 'VP8L') {
      if (size < 5 || data[0] !== 0x2f) return null;
      if (width === 0) {
        const bits = data.readUInt32LE(1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
      }
      hasImage = true;
    } else if (id === 'ANMF') {
      hasImage = true;
    }
    if (!WEBP_DROPPED_CHUNKS.has(id)) kept.push(chunk);
    offset = paddedEnd;
  }
  if (!hasImage || width === 0 || height === 0) return null;
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return { bytes: Buffer.concat([header, body]), width, height };
}

/** Checks and cleans an image of the declared type; null when the bytes are not that kind of image. */
export function checkImage(input: Buffer, contentType: string): CheckedImage | null {
  if (contentType === 'image/jpeg') return checkJpeg(input);
  if (contentType === 'image/webp') return checkWebp(input);
  return null;
}
