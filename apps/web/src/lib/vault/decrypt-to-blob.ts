import { createDecryptionStream } from '@amparo/vault-crypto/stream-encryption';

/**
 * Decrypts a ciphertext download as it arrives and keeps the plaintext in this page's memory as a Blob, to show
 * through an object URL. Nothing is written to storage; the caller revokes the URL when it is done. Throws a
 * VaultCryptoError when the ciphertext was changed or cut short.
 */
export async function decryptToBlob(
  ciphertext: ReadableStream<Uint8Array>,
  fileKey: Uint8Array,
  documentId: string,
  mimeType: string,
): Promise<Blob> {
  const reader = ciphertext.pipeThrough(createDecryptionStream(fileKey, documentId)).getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
  }
  return new Blob(parts, { type: previewableType(mimeType) });
}

const PREVIEWABLE = /^(?:image\/(?:png|jpeg|gif|webp|avif|bmp)|application\/pdf)$/;

/**
 * The type the browser may render in the page: images and PDF as they are, anything else as plain bytes, so a
 * document that claims to be HTML or SVG can never run script in our origin.
 */
export function previewableType(mimeType: string): string {
  const type = mimeType.toLowerCase().trim();
  return PREVIEWABLE.test(type) ? type : 'application/octet-stream';
}

export type PreviewKind = 'image' | 'pdf' | 'none';

export function previewKind(mimeType: string): PreviewKind {
  const type = previewableType(mimeType);
  if (type === 'application/pdf') return 'pdf';
  return type.startsWith('image/') ? 'image' : 'none';
}
