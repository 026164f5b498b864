import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';
import { PROFESSIONAL_NOTICE_EVENTS, renderProfessionalNotice } from './professionals-messages.ts';

const values = {
  name: 'Marisol Ortega',
  expiresAt: new Date('2027-05-20T12:00:00Z'),
  reason: 'The bar number belongs to another attorney.',
  link: 'https://amparo.test/legal-hub/professional',
};

describe('the notices to a professional', () => {
  it.each(LANGUAGE_CODES)(
    'are written in %s, with no placeholder left and the link on its own line',
    (language) => {
      const subjects = new Set<string>();
      for (const event of PROFESSIONAL_NOTICE_EVENTS) {
        const notice = renderProfessionalNotice(language, event, values);
        expect(notice.language).toBe(language);
        subjects.add(notice.subject);
        for (const text of [notice.emailText, notice.sms, notice.subject])
          expect(text).not.toMatch(/\{\w+\}/);
        expect(notice.emailText.split('\n')).toContain(values.link);
        expect(notice.sms.split('\n').at(-1)).toBe(values.link);
        expect(notice.emailText).toContain('Marisol Ortega');
        // The owner's reason reaches the professional when the listing is refused or suspended, never otherwise.
        expect(notice.emailText.includes(values.reason)).toBe(event !== 'verified');
        expect(notice.sms.length).toBeLessThan(320);
      }
      expect(subjects.size).toBe(3);
    },
  );

  it('names the day the check runs out in the reader’s language', () => {
    expect(renderProfessionalNotice('en', 'verified', values).emailText).toContain('May 20, 2027');
    expect(renderProfessionalNotice('es', 'verified', values).emailText).toContain('20 de mayo de 2027');
    expect(renderProfessionalNotice('ht', 'verified', values).emailText).toContain('20 mai 2027');
  });

  it('keeps names and reasons in their own direction inside Arabic and Urdu', () => {
    const arabic = renderProfessionalNotice('ar', 'rejected', values);
    expect(arabic.emailText).toContain('\u2068Marisol Ortega\u2069');
    expect(arabic.emailText).toContain(`\u2068${values.reason}\u2069`);
    expect(renderProfessionalNotice('en', 'rejected', values).emailText).not.toContain('\u2068');
  });

  it('falls back to English for a language it does not know', () => {
    expect(renderProfessionalNotice('xx', 'suspended', values).language).toBe('en');
  });
});
