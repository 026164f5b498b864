import type { Readable } from 'node:stream';

/**
 * Where the vault's ciphertext lives: a folder in DATA_DIR by default, an S3-compatible bucket when S3_* is set.
 * Keys are made by the server only (never from user input): `[a-z0-9/-]` segments, no `..`.
 */
export type ObjectStorage = {
  /** Which implementation, for logs and the health of the deployment ("local" or "s3"). */
  readonly kind: 'local' | 's3';
  /**
   * Stores the body under the key and resolves with the number of bytes written. The body is streamed; it is
   * never held whole in memory. When `maxBytes` is given and the body is longer, nothing is stored and the
   * promise rejects with ObjectTooLargeError. An existing object under the key is replaced.
   */
  put(key: string, body: Readable | Uint8Array, options?: { maxBytes?: number }): Promise<number>;
  /** A stream of the object's bytes; rejects with ObjectNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Removes the objects; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key that starts with the prefix (for clean-up and for tests that look at what was stored). */
  list(prefix: string): Promise<string[]>;
};

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

export class ObjectTooLargeError extends Error {
  constructor(maxBytes: number) {
    super(`The object is larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/** Throws unless the key is one the server could have made; a guard against path tricks in any implementation. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.length > 512) throw new Error(`Unsafe object key: ${JSON.stringify(key)}`);
}

/** Same rule for a prefix: a safe key, optionally ending in a slash. */
export function assertSafePrefix(prefix: string): void {
  if (prefix === '') return;
  assertSafeKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}
