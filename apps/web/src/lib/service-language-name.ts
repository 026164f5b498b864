import { getLanguage, isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';
import { intlLocale } from './intl-locale.ts';

// The languages a lawyer or an organisation serves in (SERVICE_LANGUAGE_CODES), named in the reader's own language
// by the browser (`Intl.DisplayNames`), so no list of language names needs translating by hand.

const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(readerLanguage: string): Intl.DisplayNames | null {
  const locale = intlLocale(readerLanguage);
  if (!cache.has(locale)) {
    try {
      cache.set(locale, new Intl.DisplayNames([locale, 'en'], { type: 'language', fallback: 'none' }));
    } catch {
      cache.set(locale, null);
    }
  }
  return cache.get(locale) ?? null;
}

/**
 * Names the browser may not know: Chromium's own language data leaves out Fula (`ff`), and American Sign Language
 * (`asl`, not an ISO 639-1 code) has none at all. Written out in our seven languages.
 */
const OWN_NAMES: Record<string, Partial<Record<LanguageCode, string>>> = {
  ff: { en: 'Fula', es: 'Fula', ht: 'Fula', pt: 'Fula', fr: 'Peul', ar: 'الفولانية', ur: 'فولا' },
  // Browsers have no Haitian Creole names for languages (they answer in French): the languages most listed, in Kreyòl.
  en: { ht: 'Angle' },
  es: { ht: 'Panyòl' },
  ht: { ht: 'Kreyòl ayisyen' },
  pt: { ht: 'Pòtigè' },
  fr: { ht: 'Franse' },
  ar: { ht: 'Arab' },
  ur: { ht: 'Oudou' },
  asl: {
    en: 'American Sign Language',
    es: 'Lengua de señas americana',
    ht: 'Lang siy ameriken',
    pt: 'Língua de sinais americana',
    fr: 'Langue des signes américaine',
    ar: 'لغة الإشارة الأمريكية',
    ur: 'امریکی اشاراتی زبان',
  },
};

/**
 * `es` → "Español" for a Spanish reader, "Spanish" for an English one. A code the browser cannot name falls back to
 * our own names, then to the language's own name, never to the bare code.
 */
export function serviceLanguageName(code: string, readerLanguage: string): string {
  const own = OWN_NAMES[code]?.[isLanguageCode(readerLanguage) ? readerLanguage : 'en'];
  if (own) return own;
  const name = displayNames(readerLanguage)?.of(code);
  if (name && name.toLowerCase() !== code) {
    return name.charAt(0).toLocaleUpperCase(intlLocale(readerLanguage)) + name.slice(1);
  }
  if (isLanguageCode(code)) return getLanguage(code).nativeName;
  return code;
}
