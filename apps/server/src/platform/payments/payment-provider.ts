import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import type { PaymentProviderKind } from '@amparo/contract/billing/billing-models';
import type { PaidPlanId } from '@amparo/contract/billing/plans';

// One interface, two implementations (ARCHITECTURE §1): Stripe Checkout when its keys are set, the built-in
// test checkout otherwise. Both sign their webhook events with Stripe's scheme, so one webhook route and one
// fulfilment path serve both, and the test mode exercises exactly the code production runs.

export type CreateCheckoutInput = {
  userId: string;
  planId: PaidPlanId;
  /** From `PLANS`, never from a request. */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Absolute URLs; the success URL may hold Stripe's `{CHECKOUT_SESSION_ID}` template. */
  successUrl: string;
  cancelUrl: string;
  locale: MessageLocale;
  now: Date;
};

export type CreatedCheckout = {
  /** Where the person pays: Stripe's https:// page, or a path of this site for the test checkout. */
  url: string;
  sessionId: string;
  expiresAt: Date;
};

/** The part of a `checkout.session.*` event the fulfilment reads. */
export type CheckoutSessionDetails = {
  sessionId: string;
  /** From `metadata.user_id` (and `client_reference_id`, which must agree); null when absent or contradictory. */
  userId: string | null;
  planId: string | null;
  amountCents: number | null;
  /** Upper case. */
  currency: string | null;
  /** Stripe's `payment_status`: `paid`, `unpaid` or `no_payment_required`. */
  paymentStatus: string | null;
};

/** A webhook event whose signature has been verified. */
export type WebhookEvent = {
  id: string;
  type: string;
  provider: PaymentProviderKind;
  /** Present for `checkout.session.*` events. */
  checkoutSession: CheckoutSessionDetails | null;
  /** The whole event as received. */
  payload: Record<string, unknown>;
};

export type PaymentProvider = {
  readonly kind: PaymentProviderKind;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /**
   * Verifies `Stripe-Signature` over the exact bytes received and returns the event.
   * Throws `WebhookSignatureError` when the signature, the secret or the timestamp does not check out.
   */
  parseWebhook(rawBody: Buffer, signatureHeader: string, now?: Date): WebhookEvent;
};

/** The webhook could not be verified: answered 400 `invalid_signature`, and nothing is recorded. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The payment provider could not be reached or refused the request. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
