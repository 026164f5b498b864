// Wording a careful native reader found wrong (issue 24, point 6); each check fails if the defect comes back.
// The choices behind them are in docs/translation-style.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PASSKEY_NAME_MAX_CHARS } from '@amparo/contract/auth/passkeys';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@amparo/contract/community/community-limits';
import { MAX_CUSTOM_MESSAGE_LENGTH } from '@amparo/contract/emergency/emergency-settings';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN } from '@amparo/contract/support/support-limits';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';

const LOCALES = resolve(import.meta.dirname, 'locales');

type Entry = { file: string; key: string; text: string };

function flatten(value: unknown, file: string, prefix: string, into: Entry[]): Entry[] {
  if (typeof value === 'string') into.push({ file, key: prefix, text: value });
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, file, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** Every string of one language, except rights.json: the rights content is reviewed on its own (docs/rights-content-review.md). */
function strings(language: string): Entry[] {
  return readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith('.json') && file !== 'rights.json')
    .flatMap((file) =>
      flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), file, '', []),
    );
}

function where(entries: Entry[]): string[] {
  return entries.map(({ file, key, text }) => `${file} ${key}: ${text}`);
}

describe('Arabic counts letters with the form the number takes', () => {
  // Arabic says 3–10 أحرف, 11–99 حرفًا, 100 حرف: the form follows the number, so a limit is a plural key with
  // the limit as its count. The broken plural حروف is never the counted form.
  const FORM_FOR: Record<string, string> = {
    zero: 'حرف',
    one: 'حرف',
    two: 'حرفين',
    few: 'أحرف',
    many: 'حرفًا',
    other: 'حرف',
  };
  const NOUN = '(حروف|أحرف|حرفًا|حرفين|حرف)(?=$|[\\s.،؛:)])';
  const COUNTED = new RegExp(`\\{\\{[^}]+\\}\\}\\s+${NOUN}`, 'u');
  const SHOWN = new RegExp(`[0-9٠-٩٬,]+\\s+${NOUN}`, 'u');

  it('never writes a letter count outside a plural key, and each plural form uses its own noun', () => {
    const problems = strings('ar').flatMap((entry) => {
      const noun = entry.text.match(COUNTED)?.[1];
      if (!noun) return [];
      const category = entry.key.match(/_(zero|one|two|few|many|other)$/)?.[1];
      return category && FORM_FOR[category] === noun ? [] : [entry];
    });
    expect(where(problems)).toEqual([]);
  });

  it.each([
    ['community:displayName.hint', { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX, count: DISPLAY_NAME_MAX }],
    [
      'community-alerts:profile.nameHint',
      { min: DISPLAY_NAME_MIN, max: DISPLAY_NAME_MAX, count: DISPLAY_NAME_MAX },
    ],
    [
      'help:support.messageHint',
      { min: SUPPORT_MESSAGE_MIN, max: SUPPORT_MESSAGE_MAX, count: SUPPORT_MESSAGE_MAX },
    ],
    ['help:support.errors.tooLong', { max: SUPPORT_MESSAGE_MAX, count: SUPPORT_MESSAGE_MAX }],
    ['help:support.errors.tooShort', { min: SUPPORT_MESSAGE_MIN, count: SUPPORT_MESSAGE_MIN }],
    [
      'emergency:alertMessage.customMessageHint',
      { max: MAX_CUSTOM_MESSAGE_LENGTH, count: MAX_CUSTOM_MESSAGE_LENGTH },
    ],
    ['security-passkeys:errors.nameTooLong', { max: PASSKEY_NAME_MAX_CHARS, count: PASSKEY_NAME_MAX_CHARS }],
  ] as const)('says %s with the noun Intl.PluralRules gives for its limit', async (key, options) => {
    const i18n = await createI18n({ language: 'ar' });
    const text = i18n.t(key, options);
    const expected = FORM_FOR[new Intl.PluralRules('ar').select(options.count)];
    expect(text).not.toBe(key.split(':')[1]);
    expect(text.match(SHOWN)?.[1]).toBe(expected);
  });

  it('says "40 حرفًا" for a community name, not "40 حروف"', async () => {
    const i18n = await createI18n({ language: 'ar' });
    const hint = i18n.t('community:displayName.hint', { min: 2, max: 40, count: 40, lng: 'ar' });
    expect(hint).toMatch(/(40|٤٠) حرفًا أو رقمًا/u);
    expect(hint).not.toContain('حروف');
  });
});

describe('words that were wrong for the reader', () => {
  it('Spanish says "número de licencia", the US term, never the Spain-only "colegiado"', () => {
    expect(where(strings('es').filter(({ text }) => /colegiad/i.test(text)))).toEqual([]);
  });

  it('French never makes a lawyer or an invitee a man ("avec lui"), and cancels "l’invitation envoyée à"', () => {
    const french = strings('fr');
    expect(where(french.filter(({ text }) => /avec lui\b|vous a invité\b/.test(text)))).toEqual([]);
    // "l’invitation de Marie" reads as an invitation from Marie.
    expect(where(french.filter(({ text }) => /invitation de \{\{/.test(text)))).toEqual([]);
  });

  it('Portuguese and Spanish never make the lawyer a man ("com ele", "con él")', () => {
    expect(where(strings('pt').filter(({ text }) => /\bcom ele\b/.test(text)))).toEqual([]);
    expect(where(strings('es').filter(({ text }) => /\bcon él\b|\blo invit/.test(text)))).toEqual([]);
  });

  it('Haitian Creole says "Verifye" for every check, never "Tcheke"', () => {
    expect(where(strings('ht').filter(({ text }) => /tcheke/i.test(text)))).toEqual([]);
  });
});
