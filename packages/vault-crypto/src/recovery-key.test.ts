import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveRecoveryWrappingKey,
  formatRecoveryKey,
  generateRecoveryKey,
  parseRecoveryKey,
} from './recovery-key.ts';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const keyBytes = fc.uint8Array({ minLength: 32, maxLength: 32 });

function parseError(text: string): unknown {
  try {
    parseRecoveryKey(text);
    return new Error('parse unexpectedly succeeded');
  } catch (error) {
    return error;
  }
}

/** Builds a text whose checksum holds but whose spare bits are not zero (only a bug or forgery could). */
function withSpareBits(bytes: Uint8Array): string {
  const data = [...formatRecoveryKey(bytes).replaceAll('-', '').slice(0, 52)];
  data[51] = ALPHABET.charAt(ALPHABET.indexOf(data[51] ?? '0') | 1);
  let value = 0n;
  for (const character of data) value = value * 32n + BigInt(ALPHABET.indexOf(character));
  let check = (1_048_573n - ((value * 2n ** 20n) % 1_048_573n)) % 1_048_573n;
  const checkCharacters: string[] = [];
  for (let index = 0; index < 4; index++) {
    checkCharacters.unshift(ALPHABET.charAt(Number(check % 32n)));
    check /= 32n;
  }
  return [...data, ...checkCharacters].join('');
}

describe('recovery key', () => {
  it('is 32 random bytes', () => {
    const first = generateRecoveryKey();
    expect(first).toHaveLength(32);
    expect(first).not.toEqual(generateRecoveryKey());
  });

  it('prints as 14 groups of 4 Crockford characters and parses back, however it is typed', () => {
    fc.assert(
      fc.property(keyBytes, (bytes) => {
        const text = formatRecoveryKey(bytes);
        expect(text).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){13}[0-9A-HJKMNP-TV-Z]{4}$/);
        expect(parseRecoveryKey(text)).toEqual(bytes);
        expect(parseRecoveryKey(` ${text.toLowerCase().replaceAll('-', ' ')}\n`)).toEqual(bytes);
        expect(parseRecoveryKey(text.replaceAll('-', '').replaceAll('0', 'O').replaceAll('1', 'l'))).toEqual(
          bytes,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('catches every single wrong character', () => {
    fc.assert(
      fc.property(keyBytes, (bytes) => {
        const characters = [...formatRecoveryKey(bytes).replaceAll('-', '')];
        for (let position = 0; position < characters.length; position++) {
          for (const replacement of ALPHABET) {
            if (replacement === characters[position]) continue;
            const typo = characters.with(position, replacement).join('');
            expect(parseError(typo)).toMatchObject({ code: 'invalid_recovery_key' });
          }
        }
      }),
      { numRuns: 10 },
    );
  });

  it('catches every swap of two neighbouring characters, across the dashes too', () => {
    fc.assert(
      fc.property(keyBytes, (bytes) => {
        const characters = [...formatRecoveryKey(bytes).replaceAll('-', '')];
        for (let position = 0; position + 1 < characters.length; position++) {
          const [left, right] = [characters[position] ?? '', characters[position + 1] ?? ''];
          if (left === right) continue;
          const swapped = characters
            .with(position, right)
            .with(position + 1, left)
            .join('');
          expect(parseError(swapped)).toMatchObject({ code: 'invalid_recovery_key' });
        }
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a character, a length or spare bits it cannot have', () => {
    const text = formatRecoveryKey(new Uint8Array(32).fill(0x5a));
    for (const bad of [
      '',
      text.slice(0, -1),
      `${text}0`,
      text.replace(/.$/, 'U'),
      text.replace(/^./, '!'),
      text.replaceAll('-', '_'),
      withSpareBits(new Uint8Array(32).fill(0x5a)),
    ]) {
      expect(parseError(bad)).toMatchObject({ code: 'invalid_recovery_key' });
    }
  });

  it('derives a 32-byte wrapping key that differs from the key itself', async () => {
    const recoveryKey = generateRecoveryKey();
    const wrappingKey = await deriveRecoveryWrappingKey(recoveryKey);
    expect(wrappingKey).toHaveLength(32);
    expect(wrappingKey).not.toEqual(recoveryKey);
  });

  it('refuses byte strings that are not 32 bytes', async () => {
    expect(() => formatRecoveryKey(new Uint8Array(31))).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
    await expect(deriveRecoveryWrappingKey(new Uint8Array(33))).rejects.toMatchObject({ code: 'malformed' });
  });
});
