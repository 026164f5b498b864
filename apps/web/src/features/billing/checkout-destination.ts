import { PAYMENT_PATH } from '@amparo/contract/billing/payment-paths';

export type CheckoutDestination = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/**
 * Where a checkout URL from the server leads. The test checkout is a page of this app, reached without a
 * reload; Stripe Checkout is another site, and only over https. Anything else is refused rather than followed.
 */
export function checkoutDestination(url: string, appOrigin: string): CheckoutDestination | null {
  let target: URL;
  try {
    target = new URL(url, appOrigin);
  } catch {
    return null;
  }
  if (target.origin === appOrigin) {
    return target.pathname === PAYMENT_PATH
      ? { kind: 'app', path: `${target.pathname}${target.search}` }
      : null;
  }
  return target.protocol === 'https:' ? { kind: 'external', url: target.toString() } : null;
}
