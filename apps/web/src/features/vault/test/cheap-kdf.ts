import type { KdfParams } from '@amparo/vault-crypto/passphrase-key';
import { randomBytes } from '@amparo/vault-crypto/random';

/**
 * Argon2id at the smallest cost the keyring contract accepts (19 MiB, one pass): the real protocol, fast enough
 * for unit tests. Use with `vi.mock('../crypto/kdf-params.ts', ...)`; the app always uses 64 MiB and 3 passes.
 */
export function cheapKdfParams(): KdfParams {
  return { algorithm: 'argon2id', salt: randomBytes(16), memoryKiB: 19_456, iterations: 1, parallelism: 1 };
}
