import { getLanguage, isLanguageCode } from '@amparo/contract/i18n/languages';
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
 * `es` → "español" for a Spanish reader, "Spanish" for an English one. American Sign Language (`asl`, not an ISO
 * 639-1 code) and any code the browser cannot name fall back to a fixed name, never to the bare code.
 */
export function serviceLanguageName(code: string, readerLanguage: string): string {
  const lookup = code === 'asl' ? 'ase' : code;
  const name = displayNames(readerLanguage)?.of(lookup);
  if (name && name.toLowerCase() !== lookup)
    return name.charAt(0).toLocaleUpperCase(intlLocale(readerLanguage)) + name.slice(1);
  if (isLanguageCode(code)) return getLanguage(code).nativeName;
  return code === 'asl' ? 'American Sign Language' : code;
}
