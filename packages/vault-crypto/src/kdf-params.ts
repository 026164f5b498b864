import { DEFAULT_KDF, SALT_BYTES } from './constants.ts';
import { randomBytes } from './random.ts';

// Argon2id parameters without Argon2id itself: the page chooses them, the Web Worker runs the derivation, so the
// WebAssembly stays in the worker's bundle.

export type KdfParams = {
  algorithm: 'argon2id';
  salt: Uint8Array;
  memoryKiB: number;
  iterations: number;
  parallelism: number;
};

export function newKdfParams(): KdfParams {
  return { algorithm: 'argon2id', salt: randomBytes(SALT_BYTES), ...DEFAULT_KDF };
}
