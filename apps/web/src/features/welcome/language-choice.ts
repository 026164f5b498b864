import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/i18n.ts';

/**
 * Whether this browser already holds a language choice. A value the app does not know (an old or edited
 * entry) counts as no choice: asking once more beats guessing.
 */
export function hasChosenLanguage(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return isLanguageCode(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage that throws cannot remember a choice either; ask, and keep the answer for this visit.
    return false;
  }
}

/**
 * The first of the browser's languages Amparo speaks ("es-MX" → "es"): the welcome screen greets in it
 * before anything is chosen, so a person whose phone is in Spanish is not first met in English.
 */
export function preferredLanguage(browserLanguages: readonly string[] | undefined): LanguageCode {
  for (const tag of browserLanguages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
