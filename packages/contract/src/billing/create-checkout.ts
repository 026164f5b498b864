import { z } from 'zod';
import { ZMessageLocale } from '../auth/message-locale.ts';
import { ZPaidPlanId } from './billing-models.ts';

/**
 * `POST /api/v1/billing/checkout`: opens a checkout for a paid plan. The amount, the currency and the person
 * come from the server (`PLANS` and the access token), never from the body, so the object is strict: a body
 * that tries to send an amount is refused as a whole.
 */
export const ZCreateCheckoutRequest = z.strictObject({
  planId: ZPaidPlanId,
  /** The language of the checkout page, where the payment provider offers it. */
  locale: ZMessageLocale.optional(),
});

export type CreateCheckoutRequest = z.infer<typeof ZCreateCheckoutRequest>;

export const ZCreateCheckoutResponse = z.object({
  url: z
    .string()
    .describe(
      "Where to send the person: Stripe Checkout's https:// page, or a path of this site for the built-in test checkout",
    ),
  sessionId: z.string(),
});

export type CreateCheckoutResponse = z.infer<typeof ZCreateCheckoutResponse>;
