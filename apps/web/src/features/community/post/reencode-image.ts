import { POST_IMAGE_BYTES_MAX, POST_IMAGE_SIDE_MAX } from '@amparo/contract/community/community-limits';

// A photo straight from a phone carries EXIF: the place it was taken (GPS), the time, the phone. Drawing the
// decoded pixels on a canvas and encoding them again keeps only the pixels, so none of that leaves the device;
// scaling the longest side down keeps uploads small on a weak network.

export const REENCODED_TYPE = 'image/jpeg';
const QUALITY = 0.85;

export class ImageProblem extends Error {
  readonly code: 'image_unreadable' | 'image_too_large';
  constructor(code: 'image_unreadable' | 'image_too_large') {
    super(code);
    this.name = 'ImageProblem';
    this.code = code;
  }
}

export type ReencodedImage = { blob: Blob; width: number; height: number };

export function scaledSize(width: number, height: number, sideMax = POST_IMAGE_SIDE_MAX) {
  const scale = Math.min(1, sideMax / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function reencodeImage(file: Blob): Promise<ReencodedImage> {
  let bitmap: ImageBitmap;
  try {
    // The photo as it was meant to be seen (EXIF rotation applied), before that EXIF is dropped.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageProblem('image_unreadable');
  }
  const { width, height } = scaledSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    throw new ImageProblem('image_unreadable');
  }
  // JPEG has no transparency: a transparent PNG's background would otherwise turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, REENCODED_TYPE, QUALITY));
  if (!blob) throw new ImageProblem('image_unreadable');
  if (blob.size > POST_IMAGE_BYTES_MAX) throw new ImageProblem('image_too_large');
  return { blob, width, height };
}
