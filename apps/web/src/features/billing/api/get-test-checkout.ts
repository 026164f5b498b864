import { ZGetTestCheckoutResponse } from '@amparo/contract/billing/get-test-checkout';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, isRetryableRequestError } from '../../../lib/account/profile-api.ts';
import { useBillingApi } from './billing-request.ts';

export function testCheckoutQueryKey(userId: string | null, sessionId: string) {
  return ['billing', 'test-checkout', userId, sessionId] as const;
}

/** GET /billing/test-checkout/:id: the built-in test checkout (TEST MODE) of one of the person's checkouts. */
export function useTestCheckout(sessionId: string) {
  const { userId, request } = useBillingApi();
  return useQuery({
    queryKey: testCheckoutQueryKey(userId, sessionId),
    queryFn: ({ signal }) =>
      request(`/test-checkout/${encodeURIComponent(sessionId)}`, ZGetTestCheckoutResponse, { signal }),
    enabled: userId !== null,
    staleTime: 0,
    retry: (failures, error) =>
      failures < 3 &&
      isRetryableRequestError(error) &&
      !(error instanceof ApiRequestError && error.status === 404),
  });
}
