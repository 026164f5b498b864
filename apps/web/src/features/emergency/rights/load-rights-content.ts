import type { RightsContent } from '@amparo/contract/emergency/rights-content';
import { loadContentByLanguage } from '../../../lib/content-by-language.ts';

// One lazy chunk per language: a reader downloads only their own language (and English, for the phrases an
// officer reads). The service worker precaches every chunk, so the guide opens offline in any language.
const loaders = import.meta.glob<RightsContent>('../../../content/rights/*.json', { import: 'default' });

/** The rights guide in `language`, or in English when that language has no guide. */
export function loadRightsContent(language: string): Promise<RightsContent> {
  return loadContentByLanguage(loaders, language);
}

export function rightsContentQueryKey(language: string) {
  return ['rights-content', language] as const;
}
