import { describe, expect, it } from 'vitest';
import { signUpMetadata } from './sign-up-metadata.ts';

describe('signUpMetadata', () => {
  it('sends the language and the consent given on the form', () => {
    expect(signUpMetadata({ language: 'ar', consent: true })).toEqual({
      locale: 'ar',
      legal_consent_accepted: true,
    });
  });

  it('adds the eligibility answers when they were given first', () => {
    expect(
      signUpMetadata({
        language: 'es',
        consent: true,
        answers: { entry_method: 'family_petition', current_status: 'green_card' },
      }),
    ).toEqual({
      locale: 'es',
      legal_consent_accepted: true,
      entry_method: 'family_petition',
      current_status: 'green_card',
    });
    expect(
      signUpMetadata({
        language: 'en',
        consent: true,
        answers: { entry_method: null, current_status: null },
      }),
    ).toEqual({
      locale: 'en',
      legal_consent_accepted: true,
    });
  });

  it('never carries access or payment fields, and drops an unknown language', () => {
    const data = signUpMetadata({ language: 'xx', consent: false });
    expect(data).toEqual({ legal_consent_accepted: false });
    expect(Object.keys(data)).not.toContain('has_access');
  });

  it('marks a professional account and never sends eligibility answers with it', () => {
    expect(
      signUpMetadata({
        language: 'es',
        consent: true,
        professional: true,
        answers: { entry_method: 'family_petition', current_status: 'green_card' },
      }),
    ).toEqual({ locale: 'es', legal_consent_accepted: true, account_type: 'legal_professional' });
  });
});
