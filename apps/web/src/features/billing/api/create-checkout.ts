import type { CreateCheckoutRequest } from '@amparo/contract/billing/create-checkout';
import { ZCreateCheckoutResponse } from '@amparo/contract/billing/create-checkout';
import { useMutation } from '@tanstack/react-query';
import { useBillingApi } from './billing-request.ts';

/** POST /billing/checkout: opens a checkout for a paid plan; the answer's URL is where the person pays. */
export function useCreateCheckout() {
  const { request } = useBillingApi();
  return useMutation({
    mutationFn: (body: CreateCheckoutRequest) =>
      request('/checkout', ZCreateCheckoutResponse, { method: 'POST', body }),
  });
}
