import { describe, expect, it } from 'vitest';
import {
  isPaymentReturnStatus,
  paymentReturnPath,
  STRIPE_SESSION_ID_TEMPLATE,
  testCheckoutPath,
} from './payment-paths.ts';

describe('payment paths', () => {
  it("keeps Stripe's session id template unencoded, so Stripe can fill it in", () => {
    expect(paymentReturnPath('success', STRIPE_SESSION_ID_TEMPLATE)).toBe(
      '/payment?status=success&session_id={CHECKOUT_SESSION_ID}',
    );
  });

  it('encodes real ids and omits a missing one', () => {
    expect(paymentReturnPath('declined', 'cs_test_a&b')).toBe(
      '/payment?status=declined&session_id=cs_test_a%26b',
    );
    expect(paymentReturnPath('cancelled')).toBe('/payment?status=cancelled');
    expect(testCheckoutPath('cs_amparo_test_1')).toBe('/payment?checkout=cs_amparo_test_1');
  });

  it('recognises only the three return statuses', () => {
    expect(['success', 'cancelled', 'declined'].every(isPaymentReturnStatus)).toBe(true);
    expect(isPaymentReturnStatus('paid')).toBe(false);
    expect(isPaymentReturnStatus(null)).toBe(false);
  });
});
