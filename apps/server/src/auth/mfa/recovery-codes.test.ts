import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('makes ten distinct codes of four groups of four unambiguous characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
  });

  it('reads a code however it was typed, and refuses what cannot be one', () => {
    expect(normalizeRecoveryCode(' ABCD-efgh jkmn-PQRS ')).toBe('abcdefghjkmnpqrs');
    expect(normalizeRecoveryCode('123456')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efgh-jkmn-pqr0')).toBeNull();
    expect(normalizeRecoveryCode('abcd-efgh-jkmn-pqrs-tuvw')).toBeNull();
  });

  it('hashes per person, so the same code of two people has two hashes', () => {
    expect(hashRecoveryCode('a', 'abcdefghjkmnpqrs')).not.toBe(hashRecoveryCode('b', 'abcdefghjkmnpqrs'));
  });
});
