import {
  type GetBillingStatusResponse,
  ZGetBillingStatusResponse,
} from '@amparo/contract/billing/get-billing-status';
import { useQuery } from '@tanstack/react-query';
import { isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { useBillingApi } from './billing-request.ts';

export function billingStatusQueryKey(userId: string | null, checkoutId?: string | null) {
  return ['billing', 'status', userId, checkoutId ?? null] as const;
}

/** How often the page asks again while a payment is being confirmed. */
export const CONFIRMATION_POLL_MS = 1500;

/** Whether the checkout being confirmed has reached an answer: the plan shows, or the checkout ended unpaid. */
export function isConfirmationSettled(status: GetBillingStatusResponse | undefined): boolean {
  if (!status) return false;
  return status.hasAccess || status.checkout?.status === 'failed' || status.checkout?.status === 'expired';
}

/**
 * GET /billing/status: the person's plan, and with `checkoutId` how that checkout stands. With `poll`, it asks
 * again every 1.5 s until the payment is confirmed or the checkout ended.
 */
export function useBillingStatus(options: { checkoutId?: string | null; poll?: boolean } = {}) {
  const { userId, request } = useBillingApi();
  const { checkoutId, poll = false } = options;
  return useQuery({
    queryKey: billingStatusQueryKey(userId, checkoutId),
    queryFn: ({ signal }) => {
      const query = checkoutId ? `?${new URLSearchParams({ checkoutId }).toString()}` : '';
      return request(`/status${query}`, ZGetBillingStatusResponse, { signal });
    },
    enabled: userId !== null,
    // Access is granted by the server's webhook at any moment: never show a stale "Basic" after paying.
    staleTime: 0,
    retry: (failures, error) => failures < 3 && isRetryableRequestError(error),
    refetchInterval: poll
      ? (query) => (isConfirmationSettled(query.state.data) ? false : CONFIRMATION_POLL_MS)
      : false,
  });
}
