import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, isCommonPassword, passwordLength } from './password-policy.ts';

describe('checkPasswordStrength', () => {
  it('accepts a long passphrase with no composition rules', () => {
    expect(checkPasswordStrength('my dog loves tacos')).toEqual({ ok: true });
    expect(checkPasswordStrength('AmparoDemo-2026!')).toEqual({ ok: true });
  });

  it('refuses fewer than 8 characters with the length reason only', () => {
    const result = checkPasswordStrength('x9!Kq2z');
    expect(result).toMatchObject({ ok: false, reasons: ['length'] });
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(passwordLength('ñandú🙂')).toBe(6);
    expect(checkPasswordStrength('🙂🙂🙂🙂🙂🙂🙂')).toMatchObject({ reasons: ['length'] });
  });

  it('allows 64 characters and more, up to 256', () => {
    const phrase = 'quiet river lantern orchard ';
    const sixtyFour = phrase.repeat(3).slice(0, 64);
    expect(checkPasswordStrength(sixtyFour)).toEqual({ ok: true });
    const twoHundredFiftySix = `${'violet tundra compass mango '.repeat(10)}`.slice(0, 256);
    expect(passwordLength(twoHundredFiftySix)).toBe(256);
    expect(checkPasswordStrength(twoHundredFiftySix)).toEqual({ ok: true });
    expect(checkPasswordStrength(`${twoHundredFiftySix}x`)).toMatchObject({ reasons: ['length'] });
  });

  it('refuses passwords on the shipped common and breached list, whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('violet tundra compass')).toBe(false);
    expect(checkPasswordStrength('Qwertyuiop')).toMatchObject({ ok: false, reasons: ['pwned'] });
    expect(checkPasswordStrength('iloveyou2')).toMatchObject({ ok: false, reasons: ['pwned'] });
  });

  it('refuses guessable passwords that are not on the list', () => {
    const result = checkPasswordStrength('Summer2024!');
    expect(result).toMatchObject({ ok: false, reasons: ['characters'] });
    if (!result.ok) expect(result.message).toMatch(/guess/);
  });

  it("refuses a password built from the person's own email or phone", () => {
    expect(checkPasswordStrength('17865550123')).toEqual({ ok: true });
    expect(checkPasswordStrength('17865550123', ['+17865550123'])).toMatchObject({ reasons: ['characters'] });
    expect(checkPasswordStrength('xiomaraquispe')).toEqual({ ok: true });
    expect(checkPasswordStrength('xiomaraquispe', ['xiomara.quispe@example.org'])).toMatchObject({
      reasons: ['characters'],
    });
  });
});
