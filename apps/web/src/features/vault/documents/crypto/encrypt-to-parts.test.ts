// @vitest-environment node
import { CHUNK_BYTES } from '@amparo/vault-crypto/constants';
import { generateFileKey } from '@amparo/vault-crypto/keys';
import { decryptBytes, encryptedSize } from '@amparo/vault-crypto/stream-encryption';
import { describe, expect, it } from 'vitest';
import { encryptToParts } from './encrypt-to-parts.ts';

const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000d1';

/** A plaintext stream of `size` bytes served 64 KiB at a time, counting how far it has been read. */
function countingStream(size: number) {
  const state = { served: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const take = Math.min(65_536, size - state.served);
        if (take <= 0) {
          controller.close();
          return;
        }
        const bytes = new Uint8Array(take);
        for (let index = 0; index < take; index += 1) bytes[index] = (state.served + index) % 251;
        state.served += take;
        controller.enqueue(bytes);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

function joined(parts: Uint8Array[]) {
  return Buffer.concat(parts.map((part) => Buffer.from(part)));
}

describe('encryptToParts', () => {
  it('cuts the ciphertext into full parts and one shorter last part, which join back to the plaintext', async () => {
    const size = 3 * CHUNK_BYTES + 12_345;
    const fileKey = generateFileKey();
    const { stream } = countingStream(size);
    const parts: Uint8Array[] = [];
    const numbers: number[] = [];
    const result = await encryptToParts(stream, fileKey, DOCUMENT_ID, 1_000_000, async (part, number) => {
      parts.push(part);
      numbers.push(number);
    });
    expect(result).toEqual({ partCount: parts.length, size: encryptedSize(size) });
    expect(numbers).toEqual([...parts.keys()]);
    expect(parts.slice(0, -1).every((part) => part.length === 1_000_000)).toBe(true);
    expect((parts.at(-1)?.length ?? 0) <= 1_000_000).toBe(true);
    const plaintext = await decryptBytes(fileKey, DOCUMENT_ID, joined(parts));
    expect(plaintext.length).toBe(size);
    expect(plaintext[size - 1]).toBe((size - 1) % 251);
  });

  it('sends one part for an empty file: the stream header and its final chunk', async () => {
    const parts: Uint8Array[] = [];
    const result = await encryptToParts(
      countingStream(0).stream,
      generateFileKey(),
      DOCUMENT_ID,
      1_000,
      async (part) => {
        parts.push(part);
      },
    );
    expect(result).toEqual({ partCount: 1, size: encryptedSize(0) });
    expect(parts[0]?.length).toBe(encryptedSize(0));
  });

  it('reads no further ahead than a part and a few chunks while a part is being sent', async () => {
    const size = 12 * CHUNK_BYTES;
    const { stream, state } = countingStream(size);
    const partBytes = 2 * CHUNK_BYTES;
    let furthestAhead = 0;
    let sent = 0;
    await encryptToParts(stream, generateFileKey(), DOCUMENT_ID, partBytes, async (part) => {
      sent += part.length;
      await new Promise((resolve) => setTimeout(resolve, 5));
      furthestAhead = Math.max(furthestAhead, state.served - sent);
    });
    expect(state.served).toBe(size);
    // Bounded memory: never the whole file, only about one part plus what the streams buffer.
    expect(furthestAhead).toBeLessThan(partBytes + 3 * CHUNK_BYTES);
  });

  it('stops reading when cancelled', async () => {
    const controller = new AbortController();
    const { stream, state } = countingStream(8 * CHUNK_BYTES);
    await expect(
      encryptToParts(
        stream,
        generateFileKey(),
        DOCUMENT_ID,
        CHUNK_BYTES,
        async () => controller.abort(),
        controller.signal,
      ),
    ).rejects.toThrow();
    expect(state.served).toBeLessThan(8 * CHUNK_BYTES);
  });
});
