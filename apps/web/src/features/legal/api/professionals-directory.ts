import { ZGetPublicProfessionalResponse } from '@amparo/contract/legal/get-public-professional';
import type { FeeModel, PracticeArea } from '@amparo/contract/legal/legal-limits';
import { ZSearchProfessionalsResponse } from '@amparo/contract/legal/search-professionals';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { apiRequest } from '../../../lib/api-request.ts';

// "Find a lawyer" and a professional's public profile (issue 13, point 2): public calls, made without a token
// signed in or out, so /legal-aid works on a first visit.

export type LawyerFilters = {
  language: string;
  practiceArea: PracticeArea | '';
  state: string;
  remoteOnly: boolean;
  feeModel: FeeModel | '';
  lowCost: boolean;
};

/** The query string of a search: only the filters in use. */
export function searchQuery(filters: LawyerFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.language) params.set('language', filters.language);
  if (filters.practiceArea) params.set('practice_area', filters.practiceArea);
  if (filters.state) params.set('state', filters.state);
  if (filters.remoteOnly) params.set('remote_only', 'true');
  if (filters.feeModel) params.set('fee_models', filters.feeModel);
  if (filters.lowCost) params.set('low_cost', 'true');
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useLawyerSearch(filters: LawyerFilters) {
  return useInfiniteQuery({
    queryKey: ['legal', 'professionals', filters] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        null,
        `/legal/professionals${searchQuery(filters, pageParam)}`,
        ZSearchProfessionalsResponse,
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    // A new filter keeps the last results on screen until the new ones arrive, instead of a blank list.
    placeholderData: keepPreviousData,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

export function publicProfessionalQueryKey(id: string) {
  return ['legal', 'professional', id] as const;
}

export function usePublicProfessional(id: string) {
  return useQuery({
    queryKey: publicProfessionalQueryKey(id),
    queryFn: ({ signal }) =>
      apiRequest(null, `/legal/professionals/${encodeURIComponent(id)}`, ZGetPublicProfessionalResponse, {
        signal,
      }),
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}
