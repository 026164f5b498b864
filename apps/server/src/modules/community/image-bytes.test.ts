import { describe, expect, it } from 'vitest';
import { checkImage, checkJpeg, checkWebp } from './image-bytes.ts';
import { jpegBytes, webpBytes } from './image-test-bytes.ts';

describe('checkJpeg', () => {
  it('reads the size from the frame header and keeps a clean image as it is', () => {
    const input = jpegBytes({ width: 800, height: 600 });
    const checked = checkJpeg(input);
    expect(checked).toMatchObject({ width: 800, height: 600 });
    expect(checked?.bytes.equals(input)).toBe(true);
  });

  it('drops Exif (with its GPS) and comments, and keeps the scan data whole', () => {
    const checked = checkJpeg(jpegBytes({ exif: true, comment: 'shot at 123 Main St' }));
    const text = checked?.bytes.toString('latin1') ?? '';
    expect(text).not.toContain('Exif');
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('Main St');
    expect(checked?.bytes.equals(jpegBytes())).toBe(true);
  });

  it('drops what follows End Of Image', () => {
    const checked = checkJpeg(Buffer.concat([jpegBytes(), Buffer.from('hidden trailer')]));
    expect(checked?.bytes.equals(jpegBytes())).toBe(true);
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['not a JPEG', Buffer.from('GIF89a................')],
    ['cut short', jpegBytes().subarray(0, 60)],
    ['no frame', Buffer.from([0xff, 0xd8, 0xff, 0xd9])],
    ['a length past the end', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xff, 0])],
    ['a zero size', jpegBytes({ width: 0 })],
  ])('refuses %s', (_name, bytes) => {
    expect(checkJpeg(bytes)).toBeNull();
  });
});

describe('checkWebp', () => {
  it('reads the canvas size', () => {
    expect(checkWebp(webpBytes({ width: 1200, height: 900 }))).toMatchObject({ width: 1200, height: 900 });
  });

  it('drops the EXIF and XMP chunks and clears their flags', () => {
    const checked = checkWebp(webpBytes({ exif: true }));
    const text = checked?.bytes.toString('latin1') ?? '';
    expect(text).not.toContain('Exif');
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('XMP');
    expect(checked?.bytes.equals(webpBytes())).toBe(true);
    expect(checked?.bytes.readUInt32LE(4)).toBe((checked?.bytes.length ?? 0) - 8);
  });

  it.each([
    ['not a WebP', Buffer.from('RIFF\x10\0\0\0WAVEfmt ........', 'latin1')],
    ['cut short', webpBytes().subarray(0, 30)],
    ['no image chunk', Buffer.from('RIFF\x04\0\0\0WEBP', 'latin1')],
  ])('refuses %s', (_name, bytes) => {
    expect(checkWebp(bytes)).toBeNull();
  });
});

describe('checkImage', () => {
  it('holds the bytes to the declared type', () => {
    expect(checkImage(jpegBytes(), 'image/webp')).toBeNull();
    expect(checkImage(webpBytes(), 'image/jpeg')).toBeNull();
    expect(checkImage(jpegBytes(), 'image/png')).toBeNull();
  });
});
