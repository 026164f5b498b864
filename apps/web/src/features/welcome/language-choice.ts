import { isLanguageCode } from '@amparo/contract/i18n/languages';
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

// Shared with the server, which picks the first page's language from Accept-Language by the same rule.
export { preferredLanguage } from '@amparo/contract/i18n/preferred-language';
