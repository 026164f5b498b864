import type { HelpContent } from '@amparo/contract/help/help-content';
import { useQuery } from '@tanstack/react-query';
import { CONTENT_QUERY_POLICY, loadContentByLanguage } from '../../../lib/content-by-language.ts';

// One lazy chunk per language, like the rights guide: the service worker precaches them all, so the answers and
// their search work offline after one visit.
const loaders = import.meta.glob<HelpContent>('../../../content/help/*.json', { import: 'default' });

export function loadHelpContent(language: string): Promise<HelpContent> {
  return loadContentByLanguage(loaders, language);
}

/** The help page's questions and answers in `language` (English when that language has none). */
export function useHelpContent(language: string) {
  return useQuery({
    queryKey: ['help-content', language] as const,
    queryFn: () => loadHelpContent(language),
    ...CONTENT_QUERY_POLICY,
  });
}
