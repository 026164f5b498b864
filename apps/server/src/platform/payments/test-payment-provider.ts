import { randomBytes } from 'node:crypto';
import { testCheckoutPath } from '@amparo/contract/billing/payment-paths';
import type { PaidPlanId } from '@amparo/contract/billing/plans';
import type {
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentProvider,
  WebhookEvent,
} from './payment-provider.ts';
import { signStripePayload, verifyStripeSignature } from './stripe-signature.ts';
import { toWebhookEvent } from './webhook-event.ts';

// The built-in test checkout (TEST MODE): no money moves. Its page is part of the web app, and its buttons ask
// the server to send the webhook event Stripe would send, signed with Stripe's scheme and a secret only the
// server knows, to the same webhook route. Nothing here grants access: the webhook does, exactly as for Stripe.

/** Like Stripe's: a checkout left open expires after a day. */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const TEST_SESSION_ID_PREFIX = 'cs_amparo_test_';

/** What the three buttons of the test checkout page send (as Stripe events). */
export type TestCheckoutOutcome = 'paid' | 'declined' | 'cancelled';

export type TestCheckoutSession = {
  id: string;
  userId: string;
  planId: PaidPlanId;
  amountCents: number;
  currency: string;
};

const EVENT_TYPES: Record<TestCheckoutOutcome, string> = {
  paid: 'checkout.session.completed',
  // A declined card in Stripe leaves the session open; the test checkout ends it with the failure event
  // Stripe sends for delayed methods, so the decline is recorded in the ledger like any other event.
  declined: 'checkout.session.async_payment_failed',
  cancelled: 'checkout.session.expired',
};

export class TestPaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  readonly #webhookSecret: string;

  constructor(options: { webhookSecret: string }) {
    this.#webhookSecret = options.webhookSecret;
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const sessionId = `${TEST_SESSION_ID_PREFIX}${randomBytes(16).toString('hex')}`;
    return {
      // A path, not an absolute URL: the test checkout is a page of this very app, whatever host it is reached at.
      url: testCheckoutPath(sessionId),
      sessionId,
      expiresAt: new Date(input.now.getTime() + CHECKOUT_LIFETIME_MS),
    };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string, now?: Date): WebhookEvent {
    return toWebhookEvent(
      verifyStripeSignature(rawBody, signatureHeader, this.#webhookSecret, now),
      this.kind,
    );
  }

  /** The event Stripe would send for this outcome, as the exact bytes to deliver and their signature header. */
  buildSignedEvent(
    session: TestCheckoutSession,
    outcome: TestCheckoutOutcome,
    now: Date,
  ): { rawBody: string; signature: string; eventId: string } {
    const created = Math.floor(now.getTime() / 1000);
    const eventId = `evt_amparo_test_${randomBytes(16).toString('hex')}`;
    const event = {
      id: eventId,
      object: 'event',
      created,
      livemode: false,
      type: EVENT_TYPES[outcome],
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          status: outcome === 'cancelled' ? 'expired' : 'complete',
          payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
          amount_total: session.amountCents,
          currency: session.currency.toLowerCase(),
          client_reference_id: session.userId,
          metadata: { user_id: session.userId, plan_id: session.planId },
        },
      },
    };
    const rawBody = JSON.stringify(event);
    return { rawBody, signature: signStripePayload(rawBody, this.#webhookSecret, created), eventId };
  }
}
