// A passkey's WebAuthn PRF output becomes a vault-key wrapping key (as Bitwarden does).
import { KEY_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';
import { hkdfBytes } from './web-crypto.ts';

const PRF_INFO = 'amparo-vault/v1/passkey-prf';

/**
 * Refuses PRF output that is short or all zeros: an authenticator or browser bug that returns such a value would
 * otherwise give every user of that device the same, guessable wrapping key.
 */
export async function derivePrfWrappingKey(prfOutput: Uint8Array): Promise<Uint8Array> {
  if (prfOutput.length < KEY_BYTES) {
    throw new VaultCryptoError('weak_key_material', `the PRF output is shorter than ${KEY_BYTES} bytes`);
  }
  if (prfOutput.every((byte) => byte === 0)) {
    throw new VaultCryptoError('weak_key_material', 'the PRF output is all zeros');
  }
  return hkdfBytes(prfOutput, new Uint8Array(0), PRF_INFO);
}
