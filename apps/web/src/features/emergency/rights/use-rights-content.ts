import { useQuery } from '@tanstack/react-query';
import { loadRightsContent, rightsContentQueryKey } from './load-rights-content.ts';

/**
 * The guide in `language`. It is a chunk of the app, not an API answer: it never goes stale, and it is asked
 * for even when the browser says it is offline, because the service worker has it.
 */
export function useRightsContent(language: string, enabled = true) {
  return useQuery({
    queryKey: rightsContentQueryKey(language),
    queryFn: () => loadRightsContent(language),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
    retry: 1,
  });
}
