// Test helpers: feed bytes through a TransformStream in chosen piece sizes and collect what comes out.
import { concatBytes } from '../bytes.ts';
import { FORMAT_VERSION } from '../constants.ts';
import { derivePayloadKey, documentAssociatedData, sealChunk } from '../stream-chunk.ts';

/** Piece sizes are used in turn and repeated; a piece is a fresh copy, as a file reader would hand over. */
export function readableOf(bytes: Uint8Array, pieceSizes: readonly number[] = [bytes.length || 1]) {
  let offset = 0;
  let turn = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      const size = Math.max(1, pieceSizes[turn++ % pieceSizes.length] ?? 1);
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

export async function collect(readable: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  const reader = readable.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) pieces.push(read.value);
  return concatBytes(...pieces);
}

export function pipe(
  bytes: Uint8Array,
  transform: TransformStream<Uint8Array, Uint8Array>,
  pieceSizes?: readonly number[],
): Promise<Uint8Array> {
  return collect(readableOf(bytes, pieceSizes).pipeThrough(transform));
}

/** Seals chunks exactly as listed (any counter, any last flag): streams our encryptor would never write. */
export async function craftStream(
  fileKey: Uint8Array,
  documentId: string,
  salt: Uint8Array,
  chunks: readonly { plaintext: Uint8Array; counter: number; last: boolean }[],
): Promise<Uint8Array> {
  const key = await derivePayloadKey(fileKey, salt);
  const additionalData = documentAssociatedData(documentId);
  const sealed = await Promise.all(
    chunks.map((chunk) => sealChunk(key, additionalData, chunk.counter, chunk.last, chunk.plaintext)),
  );
  return concatBytes(Uint8Array.of(FORMAT_VERSION), salt, ...sealed);
}

export function patternBytes(length: number, seed = 0): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 31 + seed) % 251);
}

/**
 * Index of the first differing byte, or -1 when equal (the length counts as a difference at the shorter end).
 * vitest's deep equality walks typed arrays element by element and takes seconds on megabytes.
 */
export function firstDifference(actual: Uint8Array, expected: Uint8Array): number {
  const shorter = Math.min(actual.length, expected.length);
  for (let index = 0; index < shorter; index++) if (actual[index] !== expected[index]) return index;
  return actual.length === expected.length ? -1 : shorter;
}
