import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './languages.ts';

/**
 * The first of a visitor's languages, in their order of preference, that Amparo speaks ("es-MX" → "es").
 * The browser asks it of `navigator.languages` and the server of `Accept-Language`, so the first HTML a
 * visitor gets and the welcome screen the app then renders greet in the same language.
 */
export function preferredLanguage(browserLanguages: readonly string[] | undefined): LanguageCode {
  for (const tag of browserLanguages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
