import { formatInvitationLastDay } from '@amparo/contract/family/family-invitation-expiry';
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

  it('keeps names in their own direction inside Arabic and Urdu, and the link on its own line with no marks', () => {
    for (const language of LANGUAGE_CODES) {
      const { emailText, sms } = renderFamilyInvitation(language, values);
      for (const text of [emailText, sms]) {
        const lines = text.split('\n');
        // The link is a whole line: nothing a messaging app could take into it, before or after.
        expect(lines, language).toContain(values.link);
        expect(text, language).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]https?:/);
        expect(text, language).not.toMatch(/token=abc[^\n]/);
      }
    }
    for (const language of ['ar', 'ur'] as const) {
      const { emailText, sms } = renderFamilyInvitation(language, values);
      expect(sms).toContain(`\u2068Rosa Díaz\u2069`);
      expect(emailText).toContain(`\u2068Rosa Díaz\u2069`);
      expect(emailText).toContain(`\u2068Ana\u2069`);
    }
    expect(renderFamilyInvitation('en', values).sms).not.toContain('\u2068');
  });

  it('does not give the inviter a gender in Arabic or Urdu', () => {
    for (const message of [renderFamilyInvitation('ar', values), renderFamilyInvitation('ur', values)]) {
      for (const text of [message.subject, message.emailText, message.sms]) {
        // "his family", "he invites you" (Arabic); "they invite (masc.)" (Urdu).
        for (const gendered of ['عائلته', 'يدعوك', 'عائلتها', 'تدعوك', 'دے رہے ہیں', 'دے رہی ہیں']) {
          expect(text).not.toContain(gendered);
        }
      }
    }
    expect(renderFamilyInvitation('ar', values).subject).toContain('عائلة Rosa Díaz');
  });

  it('names a last day no later than the real one anywhere in the United States, as the screens do', () => {
    // 03:00 UTC on 2 December is still 1 December in Hawaii (and on the mainland).
    expect(formatExpiryDate(values.expiresAt, 'en')).toBe('December 1, 2026');
    expect(renderFamilyInvitation('es', values).emailText).toContain('1 de diciembre de 2026');
    expect(renderFamilyInvitation('ht', values).sms).toContain('1 décembre 2026');
    // 08:00 UTC on 1 December: already 1 December in New York, still 30 November in Hawaii.
    const early = new Date('2026-12-01T08:00:00Z');
    expect(formatExpiryDate(early, 'en')).toBe('November 30, 2026');
    expect(formatExpiryDate(early, 'en')).toBe(formatInvitationLastDay(early.toISOString(), 'en'));
  });

  it('falls back to English for a language it does not know', () => {
    expect(renderFamilyInvitation('de', values).language).toBe('en');
  });
});
