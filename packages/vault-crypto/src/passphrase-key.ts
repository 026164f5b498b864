// The vault passphrase becomes the key that wraps the vault key: Argon2id (hash-wasm, WebAssembly).
// 64 MiB and 3 passes take about a second on a mid-range phone; run it in a Web Worker to keep the page responsive.
import { argon2id } from 'hash-wasm';
import { utf8Encode } from './bytes.ts';
import { KEY_BYTES, SALT_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';
import type { KdfParams } from './kdf-params.ts';

// The parameters live in their own module so a page can make them without loading the WebAssembly.
export { type KdfParams, newKdfParams } from './kdf-params.ts';

/**
 * Bounds on parameters read back from the server (the same as the wire contract's). The upper ones stop a
 * tampered keyring from making the browser allocate gigabytes or spin for minutes.
 */
const LIMITS = {
  memoryKiB: { min: 1024, max: 1_048_576 },
  iterations: { min: 1, max: 16 },
  parallelism: { min: 1, max: 8 },
} as const;

function checkParams(params: KdfParams): void {
  if (params.algorithm !== 'argon2id')
    throw new VaultCryptoError('malformed', 'unknown key derivation algorithm');
  if (params.salt.length !== SALT_BYTES)
    throw new VaultCryptoError('malformed', `the salt must be ${SALT_BYTES} bytes`);
  for (const name of ['memoryKiB', 'iterations', 'parallelism'] as const) {
    const value = params[name];
    if (!Number.isSafeInteger(value) || value < LIMITS[name].min || value > LIMITS[name].max) {
      throw new VaultCryptoError('malformed', `${name} is out of range`);
    }
  }
}

/**
 * 32 bytes from the passphrase. NFC first, so "é" typed as one code point or as "e" + accent (macOS, some Android
 * keyboards) opens the same vault.
 */
export async function derivePassphraseKey(passphrase: string, params: KdfParams): Promise<Uint8Array> {
  checkParams(params);
  if (passphrase.length === 0) throw new VaultCryptoError('weak_key_material', 'the passphrase is empty');
  return argon2id({
    password: utf8Encode(passphrase.normalize('NFC')),
    salt: params.salt,
    memorySize: params.memoryKiB,
    iterations: params.iterations,
    parallelism: params.parallelism,
    hashLength: KEY_BYTES,
    outputType: 'binary',
  });
}
