import type { CreateSupportTicketRequest } from '@amparo/contract/support/create-support-ticket';
import { ZCreateSupportTicketResponse } from '@amparo/contract/support/create-support-ticket';
import { ZGetSupportTicketResponse } from '@amparo/contract/support/get-support-ticket';
import { ZListSupportTicketsResponse } from '@amparo/contract/support/list-support-tickets';
import { ZReplySupportTicketResponse } from '@amparo/contract/support/reply-support-ticket';
import type { SupportTicket } from '@amparo/contract/support/support-models';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/api-request-error.ts';
import { useApiRequest } from '../../../lib/api-request.ts';

// The signed-in person's support tickets (/api/v1/support/tickets).

export function supportTicketsQueryKey(userId: string | null) {
  return ['support', userId, 'tickets'] as const;
}

export function supportTicketQueryKey(userId: string | null, id: string) {
  return ['support', userId, 'ticket', id] as const;
}

const retry = (failures: number, error: unknown) => failures < 3 && isRetryableRequestError(error);

export function useSupportTickets() {
  const { userId, request } = useApiRequest('/support');
  return useQuery({
    queryKey: supportTicketsQueryKey(userId),
    queryFn: ({ signal }) => request('/tickets', ZListSupportTicketsResponse, { signal }),
    enabled: userId !== null,
    retry,
  });
}

export function useSupportTicket(id: string | null) {
  const { userId, request } = useApiRequest('/support');
  return useQuery({
    queryKey: supportTicketQueryKey(userId, id ?? ''),
    queryFn: ({ signal }) =>
      request(`/tickets/${encodeURIComponent(id ?? '')}`, ZGetSupportTicketResponse, { signal }),
    enabled: userId !== null && id !== null,
    retry,
  });
}

function useRememberTicket() {
  const { userId } = useApiRequest('/support');
  const queryClient = useQueryClient();
  return (ticket: SupportTicket) => {
    queryClient.setQueryData(supportTicketQueryKey(userId, ticket.id), ticket);
    void queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey(userId) });
  };
}

export function useCreateSupportTicket() {
  const { request } = useApiRequest('/support');
  const remember = useRememberTicket();
  return useMutation({
    mutationFn: (body: CreateSupportTicketRequest) =>
      request('/tickets', ZCreateSupportTicketResponse, { method: 'POST', body }),
    onSuccess: remember,
  });
}

export function useReplySupportTicket(id: string) {
  const { request } = useApiRequest('/support');
  const remember = useRememberTicket();
  return useMutation({
    mutationFn: (message: string) =>
      request(`/tickets/${encodeURIComponent(id)}/messages`, ZReplySupportTicketResponse, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: remember,
  });
}
