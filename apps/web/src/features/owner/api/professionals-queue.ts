import { ZProfessionalDecisionResponse } from '@amparo/contract/legal/decide-professional';
import type { ProfessionalListingState } from '@amparo/contract/legal/legal-limits';
import { ZListProfessionalsQueueResponse } from '@amparo/contract/legal/list-professionals-queue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// The owner's verification queue of legal professionals (issue 13, point 1).

export function professionalsQueueQueryKey(filter: ProfessionalListingState | '') {
  return ['owner', 'professionals', filter] as const;
}

export function useProfessionalsQueue(filter: ProfessionalListingState | '') {
  const { userId, request } = useApiRequest('/owner/legal/professionals');
  return useQuery({
    queryKey: professionalsQueueQueryKey(filter),
    queryFn: ({ signal }) =>
      request(filter ? `?listing_state=${filter}` : '', ZListProfessionalsQueueResponse, { signal }),
    enabled: userId !== null,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
  });
}

export type ProfessionalDecisionInput =
  | { id: string; action: 'verify'; source: string; note: string }
  | { id: string; action: 'reject' | 'suspend'; reason: string }
  | { id: string; action: 'reinstate' };

export function useDecideProfessional() {
  const { request } = useApiRequest('/owner/legal/professionals');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ProfessionalDecisionInput) => {
      const { id, action, ...body } = decision;
      return request(`/${encodeURIComponent(id)}/${action}`, ZProfessionalDecisionResponse, {
        method: 'POST',
        ...(action === 'reinstate' ? {} : { body }),
      });
    },
    // Whatever happened (a conflict means someone else decided first), the queue is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['owner', 'professionals'] }),
  });
}
