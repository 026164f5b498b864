// Wording a careful native reader found wrong (issue 24, point 6); each check fails if the defect comes back.
// The choices behind them are in docs/translation-style.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PASSKEY_NAME_MAX_CHARS } from '@amparo/contract/auth/passkeys';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from '@amparo/contract/community/community-limits';
import { renderHelpAlert, renderSafeAlert } from '@amparo/contract/emergency/alert-messages';
import { MAX_CUSTOM_MESSAGE_LENGTH } from '@amparo/contract/emergency/emergency-settings';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN } from '@amparo/contract/support/support-limits';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';

const LOCALES = resolve(import.meta.dirname, 'locales');
const HELP_CONTENT = resolve(import.meta.dirname, '../content/help');

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

/** Every answer of the help content in one language: it names the same buttons as the screens. */
function helpStrings(language: string): Entry[] {
  return flatten(
    JSON.parse(readFileSync(join(HELP_CONTENT, `${language}.json`), 'utf8')),
    `help/${language}.json`,
    '',
    [],
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

describe('Arabic addresses the reader without masculine forms', () => {
  // The second person marks gender in Arabic (جرّب / جرّبي): instructions are a verbal noun after «يُرجى» or
  // «يمكنك», buttons are verbal nouns, questions are the action itself (docs/translation-style.md).
  // Forms that are only ever an imperative or a masculine address here; past tenses (أرسل، سجّل) are not listed.
  const MASCULINE =
    /(^|[\s،.:؛؟!«(])(جرّب|جرب|حاول مرة أخرى|اضغط|انقر|اختر|اكتب|احفظ|احذف|ابحث|اطلب|انتظر|استخدم|افتح|أضف|أزِل|أزل|ألغِ|ادعُ|أنشئ|بصفتك|هل تريد|أنت غير متصل|لا تستخدم|لا تكتب|لا ترسل|لا تشارك|حافظ على هدوئك|اعرف حقوقك)(?=$|[\s،.:؛؟!»)])/u;

  it('uses none of them in any screen text', () => {
    const found = strings('ar').filter(({ text }) => MASCULINE.test(text));
    expect(where(found)).toEqual([]);
  });

  it('does not make the person who pressed Help Me Now a man in the alert their contacts receive', () => {
    // Most people who press it may be women: "رسالته", "الاتصال به", "محاميه" assumed a man.
    const values = {
      name: 'Ana',
      at: new Date('2026-12-07T15:00:00Z'),
      customMessage: 'أنا في العمل',
      mapUrl: null,
    };
    const texts = [renderHelpAlert('ar', values), renderSafeAlert('ar', values)].flatMap((alert) => [
      alert.sms,
      alert.subject,
      alert.emailText,
    ]);
    for (const text of texts) {
      expect(text).not.toMatch(/رسالته|الاتصال به|محاميه|عائلته|إلى جانبه|قد يحتاج|أضافك|ضغط Ana/u);
      expect(text).not.toMatch(MASCULINE);
    }
  });

  it('never calls the reader «صاحب الخطة»', () => {
    expect(where(strings('ar').filter(({ text }) => text.includes('بصفتك صاحب')))).toEqual([]);
  });
});

describe('Urdu in its own words', () => {
  // A careful Urdu writer uses the Urdu word where there is one (docs/translation-style.md).
  const ANGLICISMS =
    /ڈسپلے|ڈیلیٹ|سیٹنگز|ڈیوائس|پاس فریز|ریکوری کلید|ریکوری کٹ|ٹیکسٹ میسج|والٹ|کام نہیں ہوا|کام نہیں کیا/u;

  it('says ظاہری نام, حذف, ترتیبات, آلہ, خفیہ جملہ… instead of the English words', () => {
    const found = [...strings('ur'), ...helpStrings('ur')].filter(({ text }) => ANGLICISMS.test(text));
    expect(where(found)).toEqual([]);
  });

  it('names Help Me Now with the button’s own words, "me" included, on every screen and in help', () => {
    const found = [...strings('ur'), ...helpStrings('ur')].filter(({ text }) =>
      /(?<!میری )ابھی مدد کریں/u.test(text),
    );
    expect(where(found)).toEqual([]);
    expect(JSON.parse(readFileSync(join(LOCALES, 'ur', 'emergency.json'), 'utf8')).helpMeNow.button).toBe(
      'میری ابھی مدد کریں',
    );
    const alert = renderHelpAlert('ur', { name: 'Ana', at: new Date('2026-12-07T15:00:00Z') });
    expect(alert.sms).toContain('«میری ابھی مدد کریں»');
  });
});

describe('one name per control', () => {
  // A radio "Email" and a field named "Email" in the same form are one name for two controls: a screen reader
  // cannot tell them apart (the Arabic invite form did this after its rewording).
  it.each(['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur'])(
    '%s: the family invite form names the channel and the address differently',
    (language) => {
      const family = JSON.parse(readFileSync(join(LOCALES, language, 'family.json'), 'utf8')) as {
        invite: Record<string, string>;
      };
      const { email, sms, emailAddress, phone } = family.invite;
      expect(emailAddress).not.toBe(email);
      expect(phone).not.toBe(sms);
    },
  );
});
