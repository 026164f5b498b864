import { z } from 'zod';

/**
 * `POST /api/v1/billing/webhook`: Stripe's events, and the test checkout's, signed with the `Stripe-Signature`
 * scheme (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`). A bad signature or a timestamp more
 * than 5 minutes away answers 400 `invalid_signature`; every verified event is kept in the payment ledger and
 * answered 200, a repeated one included, so the provider stops retrying.
 */
export const ZReceiveWebhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.boolean().describe('True when this event id had already been received; nothing changed'),
});

export type ReceiveWebhookResponse = z.infer<typeof ZReceiveWebhookResponse>;
