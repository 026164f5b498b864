import { describe, expect, it } from 'vitest';
import { checkoutDestination } from './checkout-destination.ts';

const APP = 'http://127.0.0.1:3000';

describe('checkoutDestination', () => {
  it('keeps the test checkout inside the app, whatever host the server thinks it has', () => {
    expect(checkoutDestination('/payment?checkout=cs_amparo_test_1', APP)).toEqual({
      kind: 'app',
      path: '/payment?checkout=cs_amparo_test_1',
    });
    expect(checkoutDestination(`${APP}/payment?checkout=cs_1`, APP)).toEqual({
      kind: 'app',
      path: '/payment?checkout=cs_1',
    });
  });

  it('leaves for Stripe over https only', () => {
    expect(checkoutDestination('https://checkout.stripe.com/c/pay/cs_test_1#frag', APP)).toEqual({
      kind: 'external',
      url: 'https://checkout.stripe.com/c/pay/cs_test_1#frag',
    });
    expect(checkoutDestination('http://checkout.stripe.com/c/pay/cs_test_1', APP)).toBeNull();
    expect(checkoutDestination('javascript:alert(1)', APP)).toBeNull();
  });

  it('refuses any other page of the app', () => {
    expect(checkoutDestination('/dashboard', APP)).toBeNull();
    expect(checkoutDestination('//evil.example/payment', APP)).toBeNull();
  });
});
