import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesEqual, concatBytes, fromBase64Url, toBase64Url, utf8Decode, utf8Encode } from './bytes.ts';

describe('base64url', () => {
  it('encodes the RFC 4648 examples without padding', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, encoded] of cases) {
      expect(toBase64Url(utf8Encode(text))).toBe(encoded);
      expect(utf8Decode(fromBase64Url(encoded))).toBe(text);
    }
    expect(toBase64Url(Uint8Array.of(0xfb, 0xff, 0xbf))).toBe('-_-_');
  });

  it('agrees with Node for any bytes and round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const encoded = toBase64Url(bytes);
        expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
        expect(fromBase64Url(encoded)).toEqual(bytes);
      }),
    );
  });

  it('refuses padding, the other alphabet, impossible lengths and non-zero spare bits', () => {
    for (const bad of ['Zg==', 'a+b/', 'Z', 'Zm9vY', 'Zh', 'Zm9', 'Zm8 ', 'Zm\n8']) {
      expect(() => fromBase64Url(bad), bad).toThrow(expect.objectContaining({ code: 'malformed' }));
    }
  });
});

describe('utf8, concat and compare', () => {
  it('refuses bytes that are not UTF-8 instead of inventing replacement characters', () => {
    expect(() => utf8Decode(Uint8Array.of(0xc3))).toThrow(expect.objectContaining({ code: 'malformed' }));
    expect(utf8Decode(utf8Encode('ñ ü ت 🇭🇹'))).toBe('ñ ü ت 🇭🇹');
  });

  it('concatenates in order and compares by content', () => {
    const joined = concatBytes(Uint8Array.of(1, 2), new Uint8Array(0), Uint8Array.of(3));
    expect(joined).toEqual(Uint8Array.of(1, 2, 3));
    expect(bytesEqual(joined, Uint8Array.of(1, 2, 3))).toBe(true);
    expect(bytesEqual(joined, Uint8Array.of(1, 2, 4))).toBe(false);
    expect(bytesEqual(joined, Uint8Array.of(1, 2))).toBe(false);
  });
});
