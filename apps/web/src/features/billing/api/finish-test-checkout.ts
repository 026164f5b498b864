import type { TestCheckoutAction } from '@amparo/contract/billing/finish-test-checkout';
import { ZFinishTestCheckoutResponse } from '@amparo/contract/billing/finish-test-checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBillingApi } from './billing-request.ts';

/** The test checkout's three buttons; the server sends the matching signed event to its own webhook. */
export function useFinishTestCheckout(sessionId: string) {
  const { request } = useBillingApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TestCheckoutAction) =>
      request(`/test-checkout/${encodeURIComponent(sessionId)}/${action}`, ZFinishTestCheckoutResponse, {
        method: 'POST',
      }),
    // The plan may have changed; the checkout itself is left alone, as the page leaves it at once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing', 'status'] }),
  });
}
