// The web app's payment page (spec §2: `/payment`, a protected route) is the only page of the payment flow.
// Its query string says which step to show, and the server builds the same addresses for Stripe's return
// URLs and for the test checkout, so the two sides cannot drift apart.

export const PAYMENT_PATH = '/payment';

/** `/payment?checkout=<id>`: the built-in test checkout (TEST MODE) for one checkout session. */
export const TEST_CHECKOUT_PARAM = 'checkout';

/** `/payment?status=<status>&session_id=<id>`: where a checkout returns to. */
export const RETURN_STATUS_PARAM = 'status';
export const RETURN_SESSION_PARAM = 'session_id';

export const PAYMENT_RETURN_STATUSES = ['success', 'cancelled', 'declined'] as const;

export type PaymentReturnStatus = (typeof PAYMENT_RETURN_STATUSES)[number];

export function isPaymentReturnStatus(value: unknown): value is PaymentReturnStatus {
  return typeof value === 'string' && (PAYMENT_RETURN_STATUSES as readonly string[]).includes(value);
}

/** Stripe replaces this in a success URL with the checkout session's id. */
export const STRIPE_SESSION_ID_TEMPLATE = '{CHECKOUT_SESSION_ID}';

/**
 * The path a checkout returns to. `sessionId` may be Stripe's template, which must stay unencoded for Stripe to
 * recognise it.
 */
export function paymentReturnPath(status: PaymentReturnStatus, sessionId?: string): string {
  const base = `${PAYMENT_PATH}?${RETURN_STATUS_PARAM}=${status}`;
  if (sessionId === undefined) return base;
  const id = sessionId === STRIPE_SESSION_ID_TEMPLATE ? sessionId : encodeURIComponent(sessionId);
  return `${base}&${RETURN_SESSION_PARAM}=${id}`;
}

export function testCheckoutPath(sessionId: string): string {
  return `${PAYMENT_PATH}?${TEST_CHECKOUT_PARAM}=${encodeURIComponent(sessionId)}`;
}
