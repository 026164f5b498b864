import type { PaymentProviderKind } from '@amparo/contract/billing/billing-models';
import { z } from 'zod';
import { type CheckoutSessionDetails, type WebhookEvent, WebhookSignatureError } from './payment-provider.ts';

// Reads the fields fulfilment needs from a verified Stripe event. Everything is optional but the event's id
// and type: a field Stripe leaves out (or an event of another kind) must be recorded, not crash the webhook.

const ZStripeEvent = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }).optional(),
});

const ZCheckoutSessionObject = z.object({
  id: z.string().min(1).max(255),
  object: z.literal('checkout.session'),
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  payment_status: z.string().nullish(),
});

function checkoutSessionOf(object: Record<string, unknown> | undefined): CheckoutSessionDetails | null {
  const parsed = ZCheckoutSessionObject.safeParse(object);
  if (!parsed.success) return null;
  const session = parsed.data;
  const metadataUser = session.metadata?.user_id ?? null;
  const referenceUser = session.client_reference_id ?? null;
  // Both are written by Amparo when the checkout is opened; if they disagree, trust neither.
  const userId =
    metadataUser && referenceUser && metadataUser !== referenceUser ? null : (metadataUser ?? referenceUser);
  return {
    sessionId: session.id,
    userId,
    planId: session.metadata?.plan_id ?? null,
    amountCents: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    paymentStatus: session.payment_status ?? null,
  };
}

export function toWebhookEvent(
  payload: Record<string, unknown>,
  provider: PaymentProviderKind,
): WebhookEvent {
  const parsed = ZStripeEvent.safeParse(payload);
  if (!parsed.success) throw new WebhookSignatureError('The signed body is not a Stripe event');
  const { id, type, data } = parsed.data;
  return {
    id,
    type,
    provider,
    checkoutSession: type.startsWith('checkout.session.') ? checkoutSessionOf(data?.object) : null,
    payload,
  };
}
