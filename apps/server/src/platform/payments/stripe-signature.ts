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

/** Far longer than any header Stripe sends (a timestamp and one or two signatures during a secret rotation). */
const MAX_HEADER_LENGTH = 2048;
const TIMESTAMP = /^\d{1,12}$/;
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * Reads `t=<seconds>,v1=<hex>[,v1=<hex>…]` strictly before Stripe's library sees it: its own parser lets through
 * shapes its comparison then throws on (`t=1,v1=` is a plain Error, a 500), and accepts a repeated `t` or a
 * timestamp with trailing junk. Keys other than t and v1 (Stripe's test-mode v0) are ignored, as Stripe advises.
 */
export function parseSignatureHeader(header: string): { timestamp: number; signatures: string[] } {
  if (header.length > MAX_HEADER_LENGTH) throw new WebhookSignatureError('The signature header is too long');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) throw new WebhookSignatureError('The signature header is malformed');
    const key = part.slice(0, separator);
    const value = part.slice(separator + 1);
    if (key === 't') {
      if (timestamp !== undefined || !TIMESTAMP.test(value)) {
        throw new WebhookSignatureError('The signature header needs exactly one timestamp');
      }
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!HEX_SHA256.test(value)) throw new WebhookSignatureError('A v1 signature is not 64 hex digits');
      signatures.push(value);
    }
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookSignatureError('Unable to extract timestamp and signatures from header');
  }
  return { timestamp, signatures };
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
  const { timestamp } = parseSignatureHeader(signatureHeader);
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
  if (timestamp - Math.floor(now.getTime() / 1000) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('Timestamp outside the tolerance zone');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new WebhookSignatureError('The signed body is not an event');
  }
  return parsed as Record<string, unknown>;
}
