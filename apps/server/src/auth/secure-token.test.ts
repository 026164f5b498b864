import { describe, expect, it } from 'vitest';
import {
  generateOneTimeCode,
  generateOpaqueToken,
  hashesEqual,
  hashOneTimeCode,
  hashToken,
  normalizeOneTimeCode,
  pseudonymize,
} from './secure-token.ts';

describe('opaque tokens', () => {
  it('are 32 random bytes in base64url and never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateOpaqueToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('hash to a stable value that does not contain the token', () => {
    const token = generateOpaqueToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).not.toBe(hashToken(generateOpaqueToken()));
  });
});

describe('one-time codes', () => {
  it('are six digits, leading zeros included, and spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, generateOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => Number(code) < 500_000)).toBe(true);
    expect(codes.some((code) => Number(code) >= 500_000)).toBe(true);
  });

  it('hash differently for different salts', () => {
    expect(hashOneTimeCode('123456', 'a')).not.toBe(hashOneTimeCode('123456', 'b'));
    expect(hashesEqual(hashOneTimeCode('123456', 'a'), hashOneTimeCode('123456', 'a'))).toBe(true);
    expect(hashesEqual(hashOneTimeCode('123456', 'a'), hashOneTimeCode('123457', 'a'))).toBe(false);
  });

  it('accept the spaces and dashes people type', () => {
    expect(normalizeOneTimeCode(' 123 456 ')).toBe('123456');
    expect(normalizeOneTimeCode('123-456')).toBe('123456');
    expect(normalizeOneTimeCode('12345')).toBeNull();
    expect(normalizeOneTimeCode('12345a')).toBeNull();
  });
});

describe('pseudonymize', () => {
  it('keeps the value out of logs while staying stable', () => {
    expect(pseudonymize('maria@example.org')).toBe(pseudonymize('maria@example.org'));
    expect(pseudonymize('maria@example.org')).not.toContain('maria');
    expect(pseudonymize('maria@example.org')).not.toBe(pseudonymize('maria@example.com'));
  });
});
