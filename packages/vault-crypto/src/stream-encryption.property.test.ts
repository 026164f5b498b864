import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from './constants.ts';
import { randomBytes } from './random.ts';
import { createDecryptionStream, createEncryptionStream, encryptedSize } from './stream-encryption.ts';
import { firstDifference, pipe } from './testing/streams.ts';

const MAX_SIZE = 3 * CHUNK_BYTES + 100;
const source = randomBytes(MAX_SIZE);
const fileKey = randomBytes(32);

/** The sizes where chunking can go wrong; every run starts with them. */
const EDGE_SIZES = [0, 1, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 7];

const size = fc.oneof(
  fc.constantFrom(...EDGE_SIZES),
  fc.integer({ min: 0, max: 300 }),
  fc.integer({ min: 0, max: MAX_SIZE }),
);
/** Small pieces mixed with one large one, so a multi-megabyte input stays a few hundred pieces. */
const pieceSizes = fc
  .tuple(
    fc.array(fc.integer({ min: 1, max: 64 }), { maxLength: 6 }),
    fc.integer({ min: 65_536, max: 2 * CHUNK_BYTES + 50 }),
  )
  .chain(([small, large]) => fc.shuffledSubarray([...small, large], { minLength: small.length + 1 }));

describe('stream encryption, property-based', () => {
  it('decrypt(encrypt(x)) = x for any size and any piece sizes on either side', async () => {
    await fc.assert(
      fc.asyncProperty(size, pieceSizes, pieceSizes, async (plaintextSize, encryptPieces, decryptPieces) => {
        const plaintext = source.subarray(0, plaintextSize);
        const ciphertext = await pipe(plaintext, createEncryptionStream(fileKey, 'doc-p'), encryptPieces);
        expect(ciphertext.length).toBe(encryptedSize(plaintextSize));
        const decrypted = await pipe(ciphertext, createDecryptionStream(fileKey, 'doc-p'), decryptPieces);
        expect(firstDifference(decrypted, plaintext)).toBe(-1);
      }),
      {
        numRuns: 60,
        examples: EDGE_SIZES.map((edge): [number, number[], number[]] => [
          edge,
          [7, 1, 1_000_003],
          [1, 65_536, 5],
        ]),
      },
    );
  }, 60_000);
});
