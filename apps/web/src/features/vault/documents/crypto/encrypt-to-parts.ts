import { createEncryptionStream } from '@amparo/vault-crypto/stream-encryption';

// The heart of the upload: plaintext in, ciphertext out in parts of at most `partBytes`. Each part is handed to
// `sendPart` and the next is not read until that promise settles, so at most one part (plus the few chunks the
// streams buffer) is in memory whatever the file's size. The worker runs this; tests call it directly.

export type SendPart = (ciphertext: Uint8Array<ArrayBuffer>, partNumber: number) => Promise<void>;

export type EncryptedParts = { partCount: number; size: number };

export async function encryptToParts(
  plaintext: ReadableStream<Uint8Array>,
  fileKey: Uint8Array,
  documentId: string,
  partBytes: number,
  sendPart: SendPart,
  signal?: AbortSignal,
): Promise<EncryptedParts> {
  if (!Number.isInteger(partBytes) || partBytes < 1)
    throw new RangeError('partBytes must be a positive integer');
  const reader = plaintext.pipeThrough(createEncryptionStream(fileKey, documentId)).getReader();
  let part = new Uint8Array(partBytes);
  let filled = 0;
  let partNumber = 0;
  let size = 0;
  const flush = async () => {
    signal?.throwIfAborted();
    // The part goes out (and may be transferred to another thread), so a fresh buffer takes its place.
    const full = filled === part.length ? part : part.slice(0, filled);
    part = new Uint8Array(partBytes);
    filled = 0;
    await sendPart(full, partNumber);
    partNumber += 1;
  };
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      let offset = 0;
      while (offset < value.length) {
        const take = Math.min(partBytes - filled, value.length - offset);
        part.set(value.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === partBytes) await flush();
      }
    }
    // The stream always ends with a final chunk, so there is at least a header and one tag: never zero parts.
    if (filled > 0) await flush();
    return { partCount: partNumber, size };
  } catch (error) {
    await reader.cancel(error).catch(() => undefined);
    throw error;
  }
}
