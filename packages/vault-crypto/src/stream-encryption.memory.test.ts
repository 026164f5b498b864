import { createSHA256 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from './constants.ts';
import { randomBytes } from './random.ts';
import { createDecryptionStream, createEncryptionStream, encryptedSize } from './stream-encryption.ts';

const TOTAL_BYTES = 64 * 1024 * 1024;

describe('stream encryption, memory', () => {
  it('streams 64 MiB through encrypt and decrypt chunk by chunk, never holding much of it', async () => {
    const fileKey = randomBytes(32);
    const block = randomBytes(CHUNK_BYTES + 12_345);
    const pieceSizes = [65_536, 1, 300_000, 4096, 2 * CHUNK_BYTES + 3, 17];
    const inputHash = await createSHA256();
    const outputHash = await createSHA256();
    let produced = 0;
    let turn = 0;
    let ciphertextBytes = 0;
    let consumed = 0;
    let mostInFlight = 0;

    const plaintext = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (produced >= TOTAL_BYTES) {
          controller.close();
          return;
        }
        const size = Math.min(pieceSizes[turn++ % pieceSizes.length] ?? 1, TOTAL_BYTES - produced);
        // A fresh piece each time, as a file reader would give, with varied content.
        const piece = new Uint8Array(size);
        for (let offset = 0; offset < size; offset += block.length) {
          piece.set(block.subarray(0, Math.min(block.length, size - offset)), offset);
        }
        piece[0] = turn & 0xff;
        inputHash.update(piece);
        produced += size;
        controller.enqueue(piece);
      },
    });
    const countCiphertext = new TransformStream<Uint8Array, Uint8Array>({
      transform(piece, controller) {
        ciphertextBytes += piece.length;
        controller.enqueue(piece);
      },
    });
    await plaintext
      .pipeThrough(createEncryptionStream(fileKey, 'doc-memory'))
      .pipeThrough(countCiphertext)
      .pipeThrough(createDecryptionStream(fileKey, 'doc-memory'))
      .pipeTo(
        new WritableStream<Uint8Array>({
          write(piece) {
            outputHash.update(piece);
            consumed += piece.length;
            mostInFlight = Math.max(mostInFlight, produced - consumed);
          },
        }),
      );

    expect(consumed).toBe(TOTAL_BYTES);
    expect(ciphertextBytes).toBe(encryptedSize(TOTAL_BYTES));
    expect(outputHash.digest('hex')).toBe(inputHash.digest('hex'));
    // Read ahead of what has come out the far end: a few chunks and the largest piece, not the 64 MiB.
    expect(mostInFlight).toBeLessThan(8 * CHUNK_BYTES);
  }, 30_000);
});
