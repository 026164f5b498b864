// Small, well-formed images built byte by byte for the tests (no image library): what matters to the server is
// the container, not the pixels.

function segment(marker: number, payload: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), length, payload]);
}

/** An Exif APP1 segment with a GPS IFD pointer and a latitude, as a phone camera writes it. */
export const EXIF_WITH_GPS = Buffer.concat([
  Buffer.from('Exif\0\0', 'latin1'),
  Buffer.from('MM\0*\0\0\0\x08', 'latin1'),
  Buffer.from('GPSLatitude 25.7617 N GPSLongitude 80.1918 W', 'latin1'),
]);

export function jpegBytes(
  options: { width?: number; height?: number; exif?: boolean; comment?: string } = {},
) {
  const width = options.width ?? 64;
  const height = options.height ?? 48;
  const frame = Buffer.alloc(9);
  frame[0] = 8;
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  frame[5] = 1;
  frame[6] = 1;
  frame[7] = 0x11;
  frame[8] = 0;
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(options.exif ? [segment(0xe1, EXIF_WITH_GPS)] : []),
    ...(options.comment ? [segment(0xfe, Buffer.from(options.comment, 'latin1'))] : []),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, frame),
    segment(0xc4, Buffer.alloc(20, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    // Entropy-coded data with a stuffed 0xFF00 and a restart marker, which belong to the scan.
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

function chunk(id: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0)]);
}

export function webpBytes(options: { width?: number; height?: number; exif?: boolean } = {}) {
  const width = options.width ?? 30;
  const height = options.height ?? 20;
  const vp8x = Buffer.alloc(10);
  vp8x[0] = options.exif ? 0x08 | 0x04 : 0;
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const vp8 = Buffer.alloc(13);
  vp8[3] = 0x9d;
  vp8[4] = 0x01;
  vp8[5] = 0x2a;
  vp8.writeUInt16LE(width, 6);
  vp8.writeUInt16LE(height, 8);
  const body = Buffer.concat([
    chunk('VP8X', vp8x),
    chunk('VP8 ', vp8),
    ...(options.exif ? [chunk('EXIF', EXIF_WITH_GPS), chunk('XMP ', Buffer.from('<x:xmpmeta GPS/>'))] : []),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
