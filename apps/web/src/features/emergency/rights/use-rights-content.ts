import { useQuery } from '@tanstack/react-query';
import { CONTENT_QUERY_POLICY } from '../../../lib/content-by-language.ts';
import { loadRightsContent, rightsContentQueryKey } from './load-rights-content.ts';

/** The guide in `language`, from its own lazy chunk (works offline once the service worker has it). */
export function useRightsContent(language: string, enabled = true) {
  return useQuery({
    queryKey: rightsContentQueryKey(language),
    queryFn: () => loadRightsContent(language),
    enabled,
    ...CONTENT_QUERY_POLICY,
  });
}
