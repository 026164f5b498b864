import {
  ZOwnerCloseSupportTicketResponse,
  ZOwnerGetSupportTicketResponse,
  ZOwnerListSupportTicketsResponse,
} from '@amparo/contract/support/owner-support-queue';
import { ZOwnerReplySupportTicketResponse } from '@amparo/contract/support/reply-support-ticket';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// The owner's queue of support tickets (/api/v1/owner/support/tickets).

export type SupportQueueView = 'open' | 'closed' | 'all';

const retry = (failures: number, error: unknown) => failures < 3 && isRetryableRequestError(error);

export function useSupportQueue(view: SupportQueueView) {
  const { userId, request } = useApiRequest('/owner/support');
  return useQuery({
    queryKey: ['owner', 'support', userId, 'list', view] as const,
    queryFn: ({ signal }) => request(`/tickets?status=${view}`, ZOwnerListSupportTicketsResponse, { signal }),
    enabled: userId !== null,
    retry,
  });
}

export function useOwnerSupportTicket(id: string) {
  const { userId, request } = useApiRequest('/owner/support');
  return useQuery({
    queryKey: ['owner', 'support', userId, 'ticket', id] as const,
    queryFn: ({ signal }) =>
      request(`/tickets/${encodeURIComponent(id)}`, ZOwnerGetSupportTicketResponse, { signal }),
    enabled: userId !== null,
    retry,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['owner', 'support'] });
}

export function useAnswerSupportTicket(id: string) {
  const { request } = useApiRequest('/owner/support');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (message: string) =>
      request(`/tickets/${encodeURIComponent(id)}/messages`, ZOwnerReplySupportTicketResponse, {
        method: 'POST',
        body: { message },
      }),
    onSettled: refresh,
  });
}

export function useCloseSupportTicket(id: string) {
  const { request } = useApiRequest('/owner/support');
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      request(`/tickets/${encodeURIComponent(id)}/close`, ZOwnerCloseSupportTicketResponse, {
        method: 'POST',
      }),
    onSettled: refresh,
  });
}
