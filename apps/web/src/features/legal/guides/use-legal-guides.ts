import { useQuery } from '@tanstack/react-query';
import { CONTENT_QUERY_POLICY } from '../../../lib/content-by-language.ts';
import { loadLegalGuides } from './load-legal-guides.ts';

/** The legal guides in `language`, from their own lazy chunk (works offline once the service worker has it). */
export function useLegalGuides(language: string) {
  return useQuery({
    queryKey: ['legal-guides', language] as const,
    queryFn: () => loadLegalGuides(language),
    ...CONTENT_QUERY_POLICY,
  });
}
