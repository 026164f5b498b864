import { describe, expect, it } from 'vitest';
import {
  normalizeEmail,
  normalizePhone,
  parsePhone,
  parsePhoneForLookup,
  phoneForProtocol,
} from './identifiers.ts';

describe('normalizeEmail', () => {
  it('lower-cases and trims', () => {
    expect(normalizeEmail('  Maria.Lopez@Example.ORG ')).toBe('maria.lopez@example.org');
  });

  it('refuses what cannot be an address', () => {
    for (const bad of [
      '',
      'maria',
      'maria@',
      '@example.org',
      'maria@example',
      'ma ria@example.org',
      'a@b@c.org',
    ]) {
      expect(normalizeEmail(bad)).toBeNull();
    }
    expect(normalizeEmail(`${'a'.repeat(250)}@example.org`)).toBeNull();
  });
});

describe('normalizePhone', () => {
  it('gives E.164 for the forms people and the protocol send', () => {
    expect(normalizePhone('+1 (202) 555-0123')).toBe('+12025550123');
    expect(normalizePhone('12025550123')).toBe('+12025550123');
    expect(normalizePhone('+509 34 12 3456')).toBe('+50934123456');
    expect(normalizePhone('+923001234567')).toBe('+923001234567');
  });

  it('refuses numbers that cannot exist', () => {
    expect(normalizePhone('+15555550123')).toBeNull();
    expect(normalizePhone('+1234')).toBeNull();
    expect(normalizePhone('call me')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });

  it('refuses text around a number instead of cutting it away', () => {
    for (const junk of [
      '12025550177-invalid',
      '+12025550177 ext',
      'tel:+12025550177',
      '+1202555017７',
      '++12025550177',
    ]) {
      expect(parsePhone(junk)).toEqual({ ok: false, reason: 'format' });
    }
    expect(parsePhone('0012025550177')).toEqual({ ok: false, reason: 'format' });
    expect(parsePhone('1'.repeat(16))).toEqual({ ok: false, reason: 'format' });
  });

  it('tells a well-formed number that does not exist apart from a malformed one', () => {
    expect(parsePhone('+15555550123')).toEqual({ ok: false, reason: 'not_valid' });
    expect(parsePhone('+1234')).toEqual({ ok: false, reason: 'not_valid' });
    expect(parsePhone('12025550177')).toEqual({ ok: true, phone: '+12025550177' });
  });

  it('reads a number for a lookup as GoTrue does: only the format must be right', () => {
    // The same canonical form as a stored number, so a lookup finds what parsePhone stored.
    expect(parsePhoneForLookup('+1 (202) 555-0123')).toBe('+12025550123');
    expect(parsePhoneForLookup('12025550123')).toBe(normalizePhone('12025550123'));
    // Well-formed but not in its country's numbering plan: a number nothing can belong to, not an error.
    expect(parsePhoneForLookup('+15555550123')).toBe('+15555550123');
    expect(parsePhoneForLookup('1 555 555 0123')).toBe('+15555550123');
    for (const junk of ['12025550177-invalid', 'call me', '', '0012025550177']) {
      expect(parsePhoneForLookup(junk)).toBeNull();
    }
  });

  it('answers the protocol with digits only', () => {
    expect(phoneForProtocol('+12025550123')).toBe('12025550123');
    expect(phoneForProtocol(null)).toBe('');
  });
});
