export type VaultCryptoErrorCode =
  | 'unsupported_version'
  | 'malformed'
  | 'authentication_failed'
  | 'truncated'
  | 'weak_key_material'
  | 'invalid_recovery_key';

/** Every failure of the protocol: the code says which, the message never holds key material. */
export class VaultCryptoError extends Error {
  readonly code: VaultCryptoErrorCode;

  constructor(code: VaultCryptoErrorCode, message: string) {
    super(message);
    this.name = 'VaultCryptoError';
    this.code = code;
  }
}
