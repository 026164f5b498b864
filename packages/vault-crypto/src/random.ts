// The only source of randomness in the protocol: the platform's CSPRNG (browsers, Web Workers and Node alike).

/** getRandomValues fills at most 65,536 bytes per call. */
const MAX_BYTES_PER_CALL = 65_536;

export function randomBytes(length: number): Uint8Array {
  if (!Number.isSafeInteger(length) || length < 0)
    throw new RangeError('length must be a non-negative integer');
  const bytes = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += MAX_BYTES_PER_CALL) {
    globalThis.crypto.getRandomValues(bytes.subarray(offset, Math.min(length, offset + MAX_BYTES_PER_CALL)));
  }
  return bytes;
}
