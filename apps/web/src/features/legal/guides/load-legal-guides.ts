import type { LegalGuidesContent } from '@amparo/contract/legal/legal-guides-content';
import { loadContentByLanguage } from '../../../lib/content-by-language.ts';

// One lazy chunk per language (vite.config.ts precaches them all, so the guides open offline after one visit).
const loaders = import.meta.glob<LegalGuidesContent>('../../../content/legal-guides/*.json', {
  import: 'default',
});

/** The legal guides in `language`, or in English when that language has none. */
export function loadLegalGuides(language: string): Promise<LegalGuidesContent> {
  return loadContentByLanguage(loaders, language);
}
