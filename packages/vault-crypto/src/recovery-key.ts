// The recovery key: 32 random bytes the user keeps on paper, written so a person can copy it without mistakes.
//
// Text form: 52 Crockford base32 characters for the 256 bits (the last one carries 1 bit and 4 zero bits), then 4
// check characters, in 14 dash-separated groups of 4. The check characters make the whole 56-character string,
// read as a base-32 number, a multiple of the prime P = 1,048,573. Any single wrong character changes that number by
// d·32^k and any swap of two neighbours by (a−b)·31·32^k with 0 < |d|, |a−b| < 32; P is a prime above 31 that does
// not divide 32, so neither change can keep the number a multiple of P: every such typo is caught. Other mistakes
// get through with a chance of about one in a million.
import { KEY_BYTES } from './constants.ts';
import { VaultCryptoError } from './errors.ts';
import { randomBytes } from './random.ts';
import { hkdfBytes } from './web-crypto.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Crockford's reading of look-alikes: O is zero, I and L are one. */
const LOOK_ALIKES: Record<string, string> = { O: '0', I: '1', L: '1' };
const DATA_CHARACTERS = Math.ceil((KEY_BYTES * 8) / 5);
const CHECK_CHARACTERS = 4;
const CHECK_PRIME = 1_048_573;
const GROUP_SIZE = 4;
const RECOVERY_INFO = 'amparo-vault/v1/recovery';

const VALUES = new Map([...ALPHABET].map((character, value) => [character, value]));

/** The base-32 number the symbols spell, modulo P (Horner; every step stays below 2^26). */
function remainder(symbols: readonly number[]): number {
  let value = 0;
  for (const symbol of symbols) value = (value * 32 + symbol) % CHECK_PRIME;
  return value;
}

function toSymbols(bytes: Uint8Array): number[] {
  const symbols: number[] = [];
  let bits = 0;
  let bitCount = 0;
  for (const byte of bytes) {
    bits = ((bits << 8) | byte) & 0xfff;
    bitCount += 8;
    while (bitCount >= 5) {
      bitCount -= 5;
      symbols.push((bits >>> bitCount) & 31);
    }
  }
  if (bitCount > 0) symbols.push((bits << (5 - bitCount)) & 31);
  return symbols;
}

function checkSymbols(dataSymbols: readonly number[]): number[] {
  // Shifting the data left by four symbols multiplies it by 2^20; the check value tops it up to a multiple of P.
  const shifted = (remainder(dataSymbols) * 2 ** (5 * CHECK_CHARACTERS)) % CHECK_PRIME;
  let check = (CHECK_PRIME - shifted) % CHECK_PRIME;
  const symbols: number[] = [];
  for (let index = 0; index < CHECK_CHARACTERS; index++) {
    symbols.unshift(check % 32);
    check = Math.floor(check / 32);
  }
  return symbols;
}

export function generateRecoveryKey(): Uint8Array {
  return randomBytes(KEY_BYTES);
}

/** `XXXX-XXXX-…` (14 groups of 4): what the recovery kit prints and the QR code holds. */
export function formatRecoveryKey(bytes: Uint8Array): string {
  if (bytes.length !== KEY_BYTES)
    throw new VaultCryptoError('malformed', `a recovery key is ${KEY_BYTES} bytes`);
  const dataSymbols = toSymbols(bytes);
  const text = [...dataSymbols, ...checkSymbols(dataSymbols)]
    .map((symbol) => ALPHABET.charAt(symbol))
    .join('');
  const groups: string[] = [];
  for (let index = 0; index < text.length; index += GROUP_SIZE)
    groups.push(text.slice(index, index + GROUP_SIZE));
  return groups.join('-');
}

/** Reads what the user typed or scanned; throws `invalid_recovery_key` for any wrong length, character or checksum. */
export function parseRecoveryKey(text: string): Uint8Array {
  const compact = text.toUpperCase().replace(/[\s-]/g, '');
  const symbols: number[] = [];
  for (const character of compact) {
    const value = VALUES.get(LOOK_ALIKES[character] ?? character);
    if (value === undefined) {
      throw new VaultCryptoError(
        'invalid_recovery_key',
        'the recovery key holds a character it cannot contain',
      );
    }
    symbols.push(value);
  }
  if (symbols.length !== DATA_CHARACTERS + CHECK_CHARACTERS) {
    throw new VaultCryptoError('invalid_recovery_key', 'the recovery key has the wrong number of characters');
  }
  if (remainder(symbols) !== 0) {
    throw new VaultCryptoError(
      'invalid_recovery_key',
      'the recovery key does not match its check characters',
    );
  }
  const spareBits = DATA_CHARACTERS * 5 - KEY_BYTES * 8;
  if (((symbols[DATA_CHARACTERS - 1] ?? 0) & ((1 << spareBits) - 1)) !== 0) {
    throw new VaultCryptoError('invalid_recovery_key', 'the recovery key has non-zero spare bits');
  }
  const bytes = new Uint8Array(KEY_BYTES);
  let bits = 0;
  let bitCount = 0;
  let byteIndex = 0;
  for (const symbol of symbols.slice(0, DATA_CHARACTERS)) {
    bits = ((bits << 5) | symbol) & 0xfff;
    bitCount += 5;
    if (bitCount >= 8 && byteIndex < KEY_BYTES) {
      bitCount -= 8;
      bytes[byteIndex++] = (bits >>> bitCount) & 0xff;
    }
  }
  return bytes;
}

/** The key that wraps the vault key for recovery. The recovery key is already uniformly random: no salt needed. */
export async function deriveRecoveryWrappingKey(recoveryKey: Uint8Array): Promise<Uint8Array> {
  if (recoveryKey.length !== KEY_BYTES)
    throw new VaultCryptoError('malformed', `a recovery key is ${KEY_BYTES} bytes`);
  return hkdfBytes(recoveryKey, new Uint8Array(0), RECOVERY_INFO);
}
