// Document content: a header, then 1 MiB chunks each sealed on its own, so any size streams in bounded memory.
//
//   header  = 0x01 ‖ salt(16)                      payload key = HKDF-SHA256(file key, salt, "amparo-vault/v1/payload")
//   chunk i = AES-256-GCM(payload key, nonce = i as 11 bytes big-endian ‖ last flag, AD = "amparo-vault/v1|document|<id>")
//
// Every chunk holds CHUNK_BYTES of plaintext except the last, which holds 0…CHUNK_BYTES (0 only when the whole
// document is empty). Because the position and the last flag are in the nonce, dropping, reordering, repeating or
// appending chunks, or cutting the stream short, all fail to authenticate.
import { concatBytes } from './bytes.ts';
import { CHUNK_BYTES, FORMAT_VERSION, SALT_BYTES, STREAM_HEADER_BYTES, TAG_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';
import { randomBytes } from './random.ts';
import { derivePayloadKey, documentAssociatedData, openChunk, sealChunk } from './stream-chunk.ts';
import { requireKeyBytes, type WebCryptoKey } from './web-crypto.ts';

const SEALED_CHUNK_BYTES = CHUNK_BYTES + TAG_BYTES;

/** Ciphertext bytes for a plaintext of this many bytes: what an upload declares and the quota counts. */
export function encryptedSize(plaintextBytes: number): number {
  if (!Number.isSafeInteger(plaintextBytes) || plaintextBytes < 0) {
    throw new RangeError('the plaintext size must be a non-negative integer');
  }
  const chunks = Math.max(1, Math.ceil(plaintextBytes / CHUNK_BYTES));
  return STREAM_HEADER_BYTES + plaintextBytes + chunks * TAG_BYTES;
}

/**
 * Cuts any sequence of input pieces into fixed-size blocks. A full block is only handed on once at least one more
 * byte has arrived, because only then is it known not to be the last; `finish` hands on the rest as the last block.
 * Holds at most one block; a piece that already spans more than a block is passed through without a copy.
 */
function blockTransformer(
  blockBytes: number,
  processBlock: (
    block: Uint8Array,
    controller: TransformStreamDefaultController<Uint8Array>,
  ) => Promise<void>,
) {
  const pending = new Uint8Array(blockBytes);
  let filled = 0;
  return {
    async push(piece: Uint8Array, offset: number, controller: TransformStreamDefaultController<Uint8Array>) {
      let position = offset;
      if (filled === blockBytes && position < piece.length) {
        await processBlock(pending, controller);
        filled = 0;
      }
      while (position < piece.length) {
        const remaining = piece.length - position;
        if (filled === 0 && remaining > blockBytes) {
          await processBlock(piece.subarray(position, position + blockBytes), controller);
          position += blockBytes;
          continue;
        }
        const take = Math.min(blockBytes - filled, remaining);
        pending.set(piece.subarray(position, position + take), filled);
        filled += take;
        position += take;
        if (filled === blockBytes && position < piece.length) {
          await processBlock(pending, controller);
          filled = 0;
        }
      }
    },
    rest(): Uint8Array {
      return pending.subarray(0, filled);
    },
  };
}

function checkInputs(fileKey: Uint8Array, documentId: string): Uint8Array {
  requireKeyBytes(fileKey, 'the file key');
  return documentAssociatedData(documentId);
}

/** `createEncryptionStream` with a chosen salt: for the published test vectors and tests only. */
export function createEncryptionStreamWithSalt(
  fileKey: Uint8Array,
  documentId: string,
  salt: Uint8Array,
): TransformStream<Uint8Array, Uint8Array> {
  const additionalData = checkInputs(fileKey, documentId);
  if (salt.length !== SALT_BYTES)
    throw new VaultCryptoError('malformed', `the salt must be ${SALT_BYTES} bytes`);
  const header = concatBytes(Uint8Array.of(FORMAT_VERSION), salt);
  // Started at once (WebCrypto copies the key material when called), so later changes to fileKey cannot matter.
  const payloadKey = derivePayloadKey(fileKey, salt);
  let counter = 0;
  const blocks = blockTransformer(CHUNK_BYTES, async (block, controller) => {
    controller.enqueue(await sealChunk(await payloadKey, additionalData, counter, false, block));
    counter++;
  });
  return new TransformStream<Uint8Array, Uint8Array>({
    async start(controller) {
      await payloadKey;
      controller.enqueue(header);
    },
    transform(piece, controller) {
      return blocks.push(piece, 0, controller);
    },
    async flush(controller) {
      controller.enqueue(await sealChunk(await payloadKey, additionalData, counter, true, blocks.rest()));
    },
  });
}

/** Plaintext in, ciphertext out (header first). Any input piece sizes; output pieces are whole chunks. */
export function createEncryptionStream(
  fileKey: Uint8Array,
  documentId: string,
): TransformStream<Uint8Array, Uint8Array> {
  return createEncryptionStreamWithSalt(fileKey, documentId, randomBytes(SALT_BYTES));
}

/**
 * Ciphertext in, plaintext out. Errors the stream with a `VaultCryptoError` on any change, cut or addition. The
 * plaintext of early chunks is passed on before the end is checked (that is what makes it a stream), so a consumer
 * must treat everything it received as void unless the stream closes without an error.
 */
export function createDecryptionStream(
  fileKey: Uint8Array,
  documentId: string,
): TransformStream<Uint8Array, Uint8Array> {
  const additionalData = checkInputs(fileKey, documentId);
  const fileKeyCopy = fileKey.slice();
  const header = new Uint8Array(STREAM_HEADER_BYTES);
  let headerFilled = 0;
  let payloadKey: WebCryptoKey | undefined;
  let counter = 0;
  const blocks = blockTransformer(SEALED_CHUNK_BYTES, async (block, controller) => {
    if (payloadKey === undefined) throw new Error('unreachable: chunks come after the header');
    controller.enqueue(await openChunk(payloadKey, additionalData, counter, false, block));
    counter++;
  });
  return new TransformStream<Uint8Array, Uint8Array>({
    async transform(piece, controller) {
      let offset = 0;
      if (payloadKey === undefined) {
        offset = Math.min(STREAM_HEADER_BYTES - headerFilled, piece.length);
        header.set(piece.subarray(0, offset), headerFilled);
        headerFilled += offset;
        if (headerFilled > 0 && header[0] !== FORMAT_VERSION) {
          throw new VaultCryptoError('unsupported_version', 'unknown document format version');
        }
        if (headerFilled < STREAM_HEADER_BYTES) return;
        payloadKey = await derivePayloadKey(fileKeyCopy, header.subarray(1));
      }
      await blocks.push(piece, offset, controller);
    },
    async flush(controller) {
      if (payloadKey === undefined)
        throw new VaultCryptoError('truncated', 'the document ends inside its header');
      const last = blocks.rest();
      if (last.length < TAG_BYTES)
        throw new VaultCryptoError('truncated', 'the document ends before its last chunk');
      let plaintext: Uint8Array;
      try {
        plaintext = await openChunk(payloadKey, additionalData, counter, true, last);
      } catch (error) {
        // A whole chunk that opens only as "not the last" means the real last chunk was cut off.
        if (last.length === SEALED_CHUNK_BYTES) {
          const opensAsMiddle = await openChunk(payloadKey, additionalData, counter, false, last).then(
            () => true,
            () => false,
          );
          if (opensAsMiddle)
            throw new VaultCryptoError('truncated', 'the document is missing its last chunk');
        }
        throw error;
      }
      // Our encryptor writes an empty last chunk only for an empty document; anything else was not written by us.
      if (plaintext.length === 0 && counter > 0) {
        throw new VaultCryptoError('malformed', 'the document ends with an empty chunk after data');
      }
      controller.enqueue(plaintext);
    },
  });
}

async function runThrough(
  input: Uint8Array,
  transform: TransformStream<Uint8Array, Uint8Array>,
  expectedBytes?: number,
): Promise<Uint8Array> {
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(input);
      controller.close();
    },
  });
  const reader = source.pipeThrough(transform).getReader();
  const pieces: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
  }
  const output = concatBytes(...pieces);
  if (expectedBytes !== undefined && output.length !== expectedBytes) {
    throw new Error('unreachable: the ciphertext length differs from encryptedSize');
  }
  return output;
}

/** For values already in memory (tests, small files). Streams are the way for anything large. */
export function encryptBytes(
  fileKey: Uint8Array,
  documentId: string,
  plaintext: Uint8Array,
): Promise<Uint8Array> {
  return runThrough(plaintext, createEncryptionStream(fileKey, documentId), encryptedSize(plaintext.length));
}

export function decryptBytes(
  fileKey: Uint8Array,
  documentId: string,
  ciphertext: Uint8Array,
): Promise<Uint8Array> {
  return runThrough(ciphertext, createDecryptionStream(fileKey, documentId));
}
