import { LANGUAGES } from '@amparo/contract/i18n/languages';
import { describe, expect, it } from 'vitest';
import {
  COUNTERPART_NOTICE_KINDS,
  renderCounterpartNotice,
  renderDeletionScheduled,
} from './account-messages.ts';
import { renderExportReadme } from './export-readme.ts';

// Every message of the account module exists in every language, with every placeholder filled.

const link = 'https://amparo.example/account/keep#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('account messages', () => {
  for (const { code } of LANGUAGES) {
    it(`are complete in ${code}`, () => {
      const scheduled = renderDeletionScheduled(code, {
        scheduledFor: new Date('2026-12-05T12:00:00Z'),
        link,
      });
      expect(scheduled.language).toBe(code);
      for (const text of [scheduled.subject, scheduled.emailText, scheduled.sms]) {
        expect(text).not.toMatch(/\{\w+\}/);
      }
      expect(scheduled.emailText).toContain(link);
      expect(scheduled.sms.endsWith(link)).toBe(true);
      for (const kind of COUNTERPART_NOTICE_KINDS) {
        const notice = renderCounterpartNotice(code, kind, { link: 'https://amparo.example/family' });
        expect(notice.subject.length).toBeGreaterThan(5);
        expect(notice.emailText).toContain('https://amparo.example/family');
      }
      const readme = renderExportReadme(code);
      for (const name of [
        'README.txt',
        'data/',
        'vault/documents/',
        'wrapped_by_recovery',
        'amparo-vault/v1/recovery',
      ]) {
        expect(readme).toContain(name);
      }
    });
  }

  it('falls back to English for a language it does not know', () => {
    expect(renderCounterpartNotice('de', 'shares_ended', { link }).language).toBe('en');
  });
});
