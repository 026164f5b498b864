import { beforeAll, describe, expect, it } from 'vitest';
import { concatBytes } from './bytes.ts';
import { CHUNK_BYTES, STREAM_HEADER_BYTES, TAG_BYTES } from './constants.ts';
import {
  createDecryptionStream,
  createEncryptionStream,
  createEncryptionStreamWithSalt,
  decryptBytes,
  encryptBytes,
  encryptedSize,
} from './stream-encryption.ts';
import { collect, craftStream, firstDifference, patternBytes, pipe, readableOf } from './testing/streams.ts';

const fileKey = new Uint8Array(32).fill(0x42);
const otherKey = new Uint8Array(32).fill(0x43);
const documentId = 'doc-1';
const salt = new Uint8Array(16).fill(0x05);
const SEALED = CHUNK_BYTES + TAG_BYTES;

/** Where chunk i of a ciphertext starts. */
const chunkStart = (index: number) => STREAM_HEADER_BYTES + index * SEALED;

async function decryptionError(ciphertext: Uint8Array, key = fileKey, id = documentId): Promise<unknown> {
  return decryptBytes(key, id, ciphertext).then(
    () => new Error('decryption unexpectedly succeeded'),
    (error: unknown) => error,
  );
}

function flipBit(bytes: Uint8Array, index: number): Uint8Array {
  const copy = bytes.slice();
  copy[index] = (copy[index] ?? 0) ^ 0x10;
  return copy;
}

describe('encryptedSize and the output layout', () => {
  it.each([
    0,
    1,
    15,
    16,
    17,
    CHUNK_BYTES - 1,
    CHUNK_BYTES,
    CHUNK_BYTES + 1,
    2 * CHUNK_BYTES,
    2 * CHUNK_BYTES + 3,
  ])('equals the real output length for %i bytes', async (size) => {
    const ciphertext = await encryptBytes(fileKey, documentId, patternBytes(size));
    expect(ciphertext.length).toBe(encryptedSize(size));
  });

  it('gives an empty plaintext exactly one last chunk that is only a tag', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, new Uint8Array(0));
    expect(ciphertext.length).toBe(STREAM_HEADER_BYTES + TAG_BYTES);
    expect(await decryptBytes(fileKey, documentId, ciphertext)).toEqual(new Uint8Array(0));
  });

  it('ends a plaintext of whole chunks with a full last chunk, not an extra empty one', async () => {
    const ciphertext = await encryptBytes(fileKey, documentId, patternBytes(2 * CHUNK_BYTES));
    expect(ciphertext.length).toBe(STREAM_HEADER_BYTES + 2 * SEALED);
  });

  it('refuses sizes that are not non-negative integers', () => {
    for (const size of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => encryptedSize(size)).toThrow(RangeError);
    }
  });

  it('writes the version byte and salt first, then whole sealed chunks', async () => {
    const pieces: Uint8Array[] = [];
    const reader = readableOf(patternBytes(CHUNK_BYTES + 10), [4096])
      .pipeThrough(createEncryptionStreamWithSalt(fileKey, documentId, salt))
      .getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
    expect(pieces.map((piece) => piece.length)).toEqual([STREAM_HEADER_BYTES, SEALED, 10 + TAG_BYTES]);
    expect(pieces[0]).toEqual(concatBytes(Uint8Array.of(1), salt));
  });

  it('uses a fresh salt for every stream', async () => {
    const plaintext = patternBytes(100);
    const first = await encryptBytes(fileKey, documentId, plaintext);
    const second = await encryptBytes(fileKey, documentId, plaintext);
    expect(first.subarray(1, STREAM_HEADER_BYTES)).not.toEqual(second.subarray(1, STREAM_HEADER_BYTES));
    expect(first).not.toEqual(second);
  });

  it('refuses a file key of the wrong length and an empty document id', () => {
    expect(() => createEncryptionStream(new Uint8Array(16), documentId)).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
    expect(() => createEncryptionStream(fileKey, '')).toThrow(expect.objectContaining({ code: 'malformed' }));
    expect(() => createDecryptionStream(fileKey, '')).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});

describe('input pieces of any size', () => {
  it('round-trips a small plaintext fed one byte at a time on both sides', async () => {
    const plaintext = patternBytes(100);
    const ciphertext = await pipe(plaintext, createEncryptionStream(fileKey, documentId), [1]);
    expect(await pipe(ciphertext, createDecryptionStream(fileKey, documentId), [1])).toEqual(plaintext);
  });

  it('round-trips when single bytes straddle every chunk boundary', async () => {
    const plaintext = patternBytes(2 * CHUNK_BYTES + 3, 7);
    const aroundBoundaries = [CHUNK_BYTES - 2, 1, 1, 1, 1, CHUNK_BYTES - 3, 1, 1, 1, 1, 1, 1];
    const ciphertext = await pipe(plaintext, createEncryptionStream(fileKey, documentId), aroundBoundaries);
    const sealedBoundaries = [
      SEALED + STREAM_HEADER_BYTES - 3,
      ...Array<number>(6).fill(1),
      SEALED - 5,
      1,
      1,
      1,
      1,
    ];
    const decrypted = await pipe(ciphertext, createDecryptionStream(fileKey, documentId), [
      ...Array<number>(20).fill(1),
      ...sealedBoundaries,
    ]);
    expect(firstDifference(decrypted, plaintext)).toBe(-1);
  });

  it('round-trips one huge piece, and pieces of exactly one sealed chunk', async () => {
    const plaintext = patternBytes(3 * CHUNK_BYTES + 7, 3);
    const ciphertext = await pipe(plaintext, createEncryptionStream(fileKey, documentId), [plaintext.length]);
    const inOnePiece = await pipe(ciphertext, createDecryptionStream(fileKey, documentId), [
      ciphertext.length,
    ]);
    expect(firstDifference(inOnePiece, plaintext)).toBe(-1);
    const exactPieces = [STREAM_HEADER_BYTES, SEALED];
    const inSealedChunks = await pipe(ciphertext, createDecryptionStream(fileKey, documentId), exactPieces);
    expect(firstDifference(inSealedChunks, plaintext)).toBe(-1);
  });

  it('does not depend on what the writer does with a piece after handing it over', async () => {
    const plaintext = patternBytes(CHUNK_BYTES + 50);
    const transform = createEncryptionStream(fileKey, documentId);
    const output = collect(transform.readable);
    const writer = transform.writable.getWriter();
    const piece = plaintext.slice(0, CHUNK_BYTES);
    await writer.write(piece);
    piece.fill(0);
    await writer.write(plaintext.slice(CHUNK_BYTES));
    await writer.close();
    expect(firstDifference(await decryptBytes(fileKey, documentId, await output), plaintext)).toBe(-1);
  });
});

describe('decryption refuses anything that is not exactly what was encrypted', () => {
  const plaintext = patternBytes(2 * CHUNK_BYTES + 100, 1);
  let ciphertext: Uint8Array;

  beforeAll(async () => {
    ciphertext = await pipe(plaintext, createEncryptionStreamWithSalt(fileKey, documentId, salt));
  });

  it('decrypts the untouched three-chunk ciphertext', async () => {
    expect(firstDifference(await decryptBytes(fileKey, documentId, ciphertext), plaintext)).toBe(-1);
  });

  it('refuses the wrong file key', async () => {
    expect(await decryptionError(ciphertext, otherKey)).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses the wrong document id', async () => {
    expect(await decryptionError(ciphertext, fileKey, 'doc-2')).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses a flipped bit in the header salt', async () => {
    expect(await decryptionError(flipBit(ciphertext, 5))).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses a flipped bit in the first chunk', async () => {
    expect(await decryptionError(flipBit(ciphertext, chunkStart(0) + 3))).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses a flipped bit in a middle chunk', async () => {
    expect(await decryptionError(flipBit(ciphertext, chunkStart(1) + CHUNK_BYTES / 2))).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses a flipped bit in the last chunk, its tag included', async () => {
    expect(await decryptionError(flipBit(ciphertext, chunkStart(2) + 1))).toMatchObject({
      code: 'authentication_failed',
    });
    expect(await decryptionError(flipBit(ciphertext, ciphertext.length - 1))).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses another version byte, even before the rest arrives', async () => {
    expect(await decryptionError(concatBytes(Uint8Array.of(2), ciphertext.subarray(1)))).toMatchObject({
      code: 'unsupported_version',
    });
    expect(await decryptionError(Uint8Array.of(0))).toMatchObject({ code: 'unsupported_version' });
  });

  it('refuses empty input as truncated', async () => {
    expect(await decryptionError(new Uint8Array(0))).toMatchObject({ code: 'truncated' });
  });

  it('refuses a stream that ends inside the header', async () => {
    expect(await decryptionError(ciphertext.subarray(0, 10))).toMatchObject({ code: 'truncated' });
  });

  it('refuses a header with no chunk after it', async () => {
    expect(await decryptionError(ciphertext.subarray(0, STREAM_HEADER_BYTES))).toMatchObject({
      code: 'truncated',
    });
  });

  it('refuses a stream cut inside a chunk', async () => {
    expect(await decryptionError(ciphertext.subarray(0, chunkStart(1) + 1000))).toMatchObject({
      code: 'authentication_failed',
    });
    expect(await decryptionError(ciphertext.subarray(0, ciphertext.length - 1))).toMatchObject({
      code: 'authentication_failed',
    });
    expect(await decryptionError(ciphertext.subarray(0, chunkStart(2) + 5))).toMatchObject({
      code: 'truncated',
    });
  });

  it('refuses a stream cut at a chunk boundary (the last chunk missing)', async () => {
    expect(await decryptionError(ciphertext.subarray(0, chunkStart(2)))).toMatchObject({ code: 'truncated' });
    expect(await decryptionError(ciphertext.subarray(0, chunkStart(1)))).toMatchObject({ code: 'truncated' });
  });

  it('refuses reordered chunks', async () => {
    const swapped = concatBytes(
      ciphertext.subarray(0, chunkStart(0)),
      ciphertext.subarray(chunkStart(1), chunkStart(2)),
      ciphertext.subarray(chunkStart(0), chunkStart(1)),
      ciphertext.subarray(chunkStart(2)),
    );
    expect(await decryptionError(swapped)).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses a repeated chunk', async () => {
    const repeated = concatBytes(ciphertext.subarray(0, chunkStart(1)), ciphertext.subarray(chunkStart(0)));
    expect(await decryptionError(repeated)).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses trailing bytes after the last chunk', async () => {
    expect(await decryptionError(concatBytes(ciphertext, Uint8Array.of(0)))).toMatchObject({
      code: 'authentication_failed',
    });
    expect(await decryptionError(concatBytes(ciphertext, ciphertext.subarray(chunkStart(2))))).toMatchObject({
      code: 'authentication_failed',
    });
  });

  it('refuses two last chunks', async () => {
    const fullLastThenLast = await craftStream(fileKey, documentId, salt, [
      { plaintext: patternBytes(CHUNK_BYTES), counter: 0, last: true },
      { plaintext: patternBytes(10), counter: 1, last: true },
    ]);
    expect(await decryptionError(fullLastThenLast)).toMatchObject({ code: 'authentication_failed' });
    const shortLastThenLast = await craftStream(fileKey, documentId, salt, [
      { plaintext: patternBytes(10), counter: 0, last: true },
      { plaintext: patternBytes(10), counter: 1, last: true },
    ]);
    expect(await decryptionError(shortLastThenLast)).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses a last chunk of another encryption under the same key spliced on', async () => {
    const whole = await pipe(
      patternBytes(CHUNK_BYTES),
      createEncryptionStreamWithSalt(fileKey, documentId, salt),
    );
    const spliced = concatBytes(whole, ciphertext.subarray(chunkStart(2)));
    expect(await decryptionError(spliced)).toMatchObject({ code: 'authentication_failed' });
  });

  it('refuses an empty last chunk after data (our encryptor never writes one)', async () => {
    const crafted = await craftStream(fileKey, documentId, salt, [
      { plaintext: patternBytes(CHUNK_BYTES), counter: 0, last: false },
      { plaintext: new Uint8Array(0), counter: 1, last: true },
    ]);
    expect(await decryptionError(crafted)).toMatchObject({ code: 'malformed' });
  });

  it('accepts a crafted stream that follows the rules (the crafting matches the encryptor)', async () => {
    const crafted = await craftStream(fileKey, documentId, salt, [
      { plaintext: plaintext.subarray(0, CHUNK_BYTES), counter: 0, last: false },
      { plaintext: plaintext.subarray(CHUNK_BYTES, 2 * CHUNK_BYTES), counter: 1, last: false },
      { plaintext: plaintext.subarray(2 * CHUNK_BYTES), counter: 2, last: true },
    ]);
    expect(firstDifference(crafted, ciphertext)).toBe(-1);
  });

  it('errors the readable side of the stream with the VaultCryptoError', async () => {
    const readable = readableOf(flipBit(ciphertext, chunkStart(0) + 3)).pipeThrough(
      createDecryptionStream(fileKey, documentId),
    );
    await expect(collect(readable)).rejects.toMatchObject({
      name: 'VaultCryptoError',
      code: 'authentication_failed',
    });
  });
});
