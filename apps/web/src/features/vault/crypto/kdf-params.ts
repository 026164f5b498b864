import type { KdfParamsWire } from '@amparo/contract/vault/vault-models';
import { fromBase64Url, toBase64Url } from '@amparo/vault-crypto/bytes';
import { type KdfParams, newKdfParams } from '@amparo/vault-crypto/kdf-params';

// Argon2id parameters: new ones (a fresh salt, the protocol's cost) for every new passphrase, and the wire form
// the keyring stores. Tests replace `chooseKdfParams` with a cheaper cost; the app always uses the default.

export function chooseKdfParams(): KdfParams {
  return newKdfParams();
}

export function kdfToWire(params: KdfParams): KdfParamsWire {
  return {
    algorithm: 'argon2id',
    salt: toBase64Url(params.salt),
    memory_kib: params.memoryKiB,
    iterations: params.iterations,
    parallelism: params.parallelism,
  };
}

export function kdfFromWire(wire: KdfParamsWire): KdfParams {
  return {
    algorithm: 'argon2id',
    salt: fromBase64Url(wire.salt),
    memoryKiB: wire.memory_kib,
    iterations: wire.iterations,
    parallelism: wire.parallelism,
  };
}
