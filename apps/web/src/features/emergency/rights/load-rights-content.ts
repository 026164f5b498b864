import type { RightsContent } from '@amparo/contract/emergency/rights-content';
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@amparo/contract/i18n/languages';

// One lazy chunk per language: a reader downloads only their own language (and English, for the phrases an
// officer reads). The service worker precaches every chunk, so the guide opens offline in any language.
const loaders = import.meta.glob<RightsContent>('../../../content/rights/*.json', { import: 'default' });

function loaderFor(code: LanguageCode) {
  return loaders[`../../../content/rights/${code}.json`];
}

/** The rights guide in `language`, or in English when that language has no guide. */
export async function loadRightsContent(language: string): Promise<RightsContent> {
  const code = isLanguageCode(language) ? language : DEFAULT_LANGUAGE;
  const load = loaderFor(code) ?? loaderFor(DEFAULT_LANGUAGE);
  if (!load) throw new Error('The English rights guide is missing from the build');
  return load();
}

export function rightsContentQueryKey(language: string) {
  return ['rights-content', language] as const;
}
