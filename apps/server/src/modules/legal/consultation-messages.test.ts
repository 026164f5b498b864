import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_NOTICE_KINDS,
  noticeKindFor,
  renderConsultationNotice,
} from './consultation-messages.ts';

describe('consultation messages', () => {
  const link = 'https://amparo.test/legal-hub/consultations/0b8e0e0e-0000-4000-8000-000000000000';

  it('exist for every kind in all seven languages, filled, with the link on its own line', () => {
    const seen = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      for (const kind of CONSULTATION_NOTICE_KINDS) {
        const message = renderConsultationNotice(language, kind, {
          professionalName: 'Lucía Fernández',
          link,
        });
        expect(message.language).toBe(language);
        for (const text of [message.subject, message.emailText, message.sms]) {
          expect(text).not.toMatch(/\{\w+\}/);
        }
        expect(message.emailText.split('\n')).toContain(link);
        expect(message.sms.split('\n').at(-1)).toBe(link);
        // Each language says each thing in its own words (no English left behind).
        seen.add(`${kind}:${message.subject}`);
      }
    }
    expect(seen.size).toBe(CONSULTATION_NOTICE_KINDS.length * LANGUAGE_CODES.length);
  });

  it('names the professional to the person; keeps the Latin name in its direction in Arabic and Urdu', () => {
    const ar = renderConsultationNotice('ar', 'accepted', { professionalName: 'Lucía Fernández', link });
    expect(ar.emailText).toContain('\u2068Lucía Fernández\u2069');
    expect(ar.subject).toContain('Lucía Fernández');
    expect(ar.subject).not.toContain('\u2068');
    const en = renderConsultationNotice('en', 'accepted', { professionalName: 'Lucía Fernández', link });
    expect(en.subject).toBe('Lucía Fernández accepted your consultation request');
  });

  it('falls back to English for a language it does not know', () => {
    expect(renderConsultationNotice('xx', 'requested', { professionalName: 'A', link }).language).toBe('en');
  });

  it('chooses the message by who changed what', () => {
    expect(noticeKindFor('requested', 'client')).toBe('requested');
    expect(noticeKindFor('accepted', 'client')).toBe('time_accepted');
    expect(noticeKindFor('accepted', 'professional')).toBe('accepted');
    expect(noticeKindFor('cancelled', 'client')).toBe('cancelled');
    expect(noticeKindFor('done', 'professional')).toBe('done');
    expect(noticeKindFor('done', 'client')).toBeNull();
  });
});
