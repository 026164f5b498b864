import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { WebhookSignatureError } from './payment-provider.ts';

// Stripe's webhook signature scheme (https://docs.stripe.com/webhooks#verify-manually):
//   Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint secret>
// The test provider signs with `signStripePayload`; both providers verify with Stripe's own library, so the
// test checkout proves the same verification code that checks real Stripe events.

/** Stripe's default: an event signed more than 5 minutes ago is refused, which bounds replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signStripePayload(
  rawBody: string | Buffer,
  secret: string,
  timestampSeconds: number,
): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.`).update(rawBody).digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

/**
 * Verifies the header over the raw body and returns the parsed JSON. Stripe's check only refuses timestamps
 * too far in the past; one too far in the future is refused here too, so a signature made with a wrong clock
 * cannot be replayed later.
 */
export function verifyStripeSignature(
  rawBody: Buffer,
  signatureHeader: string,
  secret: string,
  now: Date = new Date(),
): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message.split('\n')[0] ?? 'Invalid signature');
    }
    if (error instanceof SyntaxError) throw new WebhookSignatureError('The signed body is not JSON');
    throw error;
  }
  const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signatureHeader)?.[1]);
  if (timestamp - Math.floor(now.getTime() / 1000) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new WebhookSignatureError('The signed body is not an event');
  }
  return parsed as Record<string, unknown>;
}
