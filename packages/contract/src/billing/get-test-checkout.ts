import { z } from 'zod';
import { ZCheckoutSessionId, ZCheckoutStatus, ZPaidPlanId } from './billing-models.ts';

/**
 * `GET /api/v1/billing/test-checkout/:id`: what the built-in test checkout page shows. Exists only while the
 * test provider is active (no Stripe keys), and only for the checkout's owner: anyone else gets 404.
 */
export const ZTestCheckoutParams = z.object({ id: ZCheckoutSessionId });

export type TestCheckoutParams = z.infer<typeof ZTestCheckoutParams>;

export const ZGetTestCheckoutResponse = z.object({
  id: z.string(),
  planId: ZPaidPlanId,
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  status: ZCheckoutStatus,
  expiresAt: z.string(),
  testMode: z.literal(true),
});

export type GetTestCheckoutResponse = z.infer<typeof ZGetTestCheckoutResponse>;
