import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';
import { formatExpiryDate, renderFamilyInvitation } from './invitation-messages.ts';

const values = {
  inviterName: 'Rosa Díaz',
  inviteeName: 'Ana',
  link: 'https://amparo.test/family/join#token=abc',
  expiresAt: new Date('2026-12-02T03:00:00Z'),
};

describe('the family invitation message', () => {
  it('says who invites, the link and until when, in each of the 7 languages', () => {
    const texts = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const message = renderFamilyInvitation(language, values);
      expect(message.language).toBe(language);
      for (const text of [message.emailText, message.sms]) {
        expect(text, language).toContain('Rosa Díaz');
        expect(text, language).toContain(values.link);
        expect(text, language).toContain(formatExpiryDate(values.expiresAt, language));
      }
      expect(message.subject, language).toContain('Rosa Díaz');
      expect(message.emailText, language).toContain('Ana');
      expect(message.emailText, language).toContain('5');
      texts.add(message.emailText);
    }
    expect(texts.size).toBe(LANGUAGE_CODES.length);
  });

  it('keeps names and the link in their own direction inside Arabic and Urdu', () => {
    for (const language of ['ar', 'ur'] as const) {
      const { emailText, sms } = renderFamilyInvitation(language, values);
      expect(emailText).toContain(`\u2068${values.link}\u2069`);
      expect(sms).toContain(`\u2068Rosa Díaz\u2069`);
    }
    expect(renderFamilyInvitation('en', values).sms).not.toContain('\u2068');
  });

  it('names a last day no later than the real one anywhere in the United States', () => {
    // 03:00 UTC on 2 December is still 1 December in Hawaii (and on the mainland).
    expect(formatExpiryDate(values.expiresAt, 'en')).toBe('December 1, 2026');
    expect(renderFamilyInvitation('es', values).emailText).toContain('1 de diciembre de 2026');
    expect(renderFamilyInvitation('ht', values).sms).toContain('1 décembre 2026');
  });

  it('falls back to English for a language it does not know', () => {
    expect(renderFamilyInvitation('de', values).language).toBe('en');
  });
});
