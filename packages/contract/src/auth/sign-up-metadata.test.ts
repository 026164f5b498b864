import { describe, expect, it } from 'vitest';
import { toMessageLocale } from './message-locale.ts';
import { isWeakPasswordReason, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-policy.ts';
import { ZSignUpMetadata } from './sign-up-metadata.ts';

describe('sign-up metadata', () => {
  it('accepts what the web app sends and refuses answers no form offers', () => {
    expect(
      ZSignUpMetadata.safeParse({
        locale: 'ur',
        entry_method: 'refugee_asylee',
        legal_consent_accepted: true,
      }).success,
    ).toBe(true);
    expect(ZSignUpMetadata.safeParse({ entry_method: 'tourist' }).success).toBe(false);
    expect(ZSignUpMetadata.safeParse({ locale: 'de' }).success).toBe(false);
  });

  it('falls back to English for an unknown language', () => {
    expect(toMessageLocale('ht')).toBe('ht');
    expect(toMessageLocale('de')).toBe('en');
    expect(toMessageLocale(undefined)).toBe('en');
  });
});

describe('password policy constants', () => {
  it('are 8 to 256 characters with the protocol’s reasons', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 256]);
    expect(isWeakPasswordReason('pwned')).toBe(true);
    expect(isWeakPasswordReason('symbols')).toBe(false);
  });
});
