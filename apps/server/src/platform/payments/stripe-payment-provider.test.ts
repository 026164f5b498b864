import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { signStripePayload } from './stripe-signature.ts';

// Only Stripe's HTTP layer is replaced: the real SDK builds and sends the request, and the test reads the
// form body it would have sent to api.stripe.com.

const SECRET_KEY = 'sk_test_51AmparoTestKey000000000000';
const WEBHOOK_SECRET = 'whsec_AmparoTestWebhookSecret0000';
const USER_ID = '7d3f1c2e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const NOW = new Date('2026-03-01T12:00:00Z');

type CapturedRequest = { url: string; method: string; headers: Headers; body: URLSearchParams };

function fakeStripe(answer: { status: number; body: unknown }) {
  const requests: CapturedRequest[] = [];
  const fetchFn = async (url: string | URL, init: RequestInit = {}) => {
    requests.push({
      url: String(url),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: new URLSearchParams(typeof init.body === 'string' ? init.body : ''),
    });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  const provider = new StripePaymentProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    httpClient: Stripe.createFetchHttpClient(fetchFn),
  });
  return { provider, requests };
}

const checkoutInput = {
  userId: USER_ID,
  planId: 'full_protection' as const,
  amountCents: 10000,
  currency: 'USD',
  successUrl: 'https://amparo.example.org/payment?status=success&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://amparo.example.org/payment?status=cancelled',
  locale: 'es' as const,
  now: NOW,
};

describe('StripePaymentProvider', () => {
  it('opens a one-time Checkout payment of the plan price, naming the account in the reference and metadata', async () => {
    const expiresAt = Math.floor(NOW.getTime() / 1000) + 86_400;
    const { provider, requests } = fakeStripe({
      status: 200,
      body: {
        id: 'cs_test_a1b2c3',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
        expires_at: expiresAt,
      },
    });
    const created = await provider.createCheckout(checkoutInput);
    expect(created).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
      sessionId: 'cs_test_a1b2c3',
      expiresAt: new Date(expiresAt * 1000),
    });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(request?.body ?? [])).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '10000',
      'line_items[0][price_data][product_data][name]': 'Amparo Full Protection Plan',
      client_reference_id: USER_ID,
      'metadata[user_id]': USER_ID,
      'metadata[plan_id]': 'full_protection',
      'payment_intent_data[metadata][user_id]': USER_ID,
      'payment_intent_data[metadata][plan_id]': 'full_protection',
      success_url: checkoutInput.successUrl,
      cancel_url: checkoutInput.cancelUrl,
      locale: 'es',
    });
  });

  it('lets Stripe choose the language where Checkout does not offer the person’s own', async () => {
    const { provider, requests } = fakeStripe({
      status: 200,
      body: {
        id: 'cs_test_x',
        object: 'checkout.session',
        url: 'https://checkout.stripe.com/x',
        expires_at: 1,
      },
    });
    await provider.createCheckout({ ...checkoutInput, locale: 'ar' });
    await provider.createCheckout({ ...checkoutInput, locale: 'pt' });
    expect(requests.map((request) => request.body.get('locale'))).toEqual(['auto', 'pt-BR']);
  });

  it('reports a refusal from Stripe as a provider error, without retrying a 4xx', async () => {
    const { provider, requests } = fakeStripe({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    });
    await expect(provider.createCheckout(checkoutInput)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(requests).toHaveLength(1);
  });

  it('verifies webhooks with the endpoint secret and reads the checkout session', () => {
    const { provider } = fakeStripe({ status: 200, body: {} });
    const body = JSON.stringify({
      id: 'evt_123',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_a1b2c3',
          object: 'checkout.session',
          amount_total: 10000,
          currency: 'usd',
          client_reference_id: USER_ID,
          metadata: { user_id: USER_ID, plan_id: 'full_protection' },
          payment_status: 'paid',
        },
      },
    });
    const seconds = Math.floor(NOW.getTime() / 1000);
    const event = provider.parseWebhook(
      Buffer.from(body),
      signStripePayload(body, WEBHOOK_SECRET, seconds),
      NOW,
    );
    expect(event).toMatchObject({
      id: 'evt_123',
      type: 'checkout.session.completed',
      provider: 'stripe',
      checkoutSession: {
        sessionId: 'cs_test_a1b2c3',
        userId: USER_ID,
        planId: 'full_protection',
        amountCents: 10000,
        currency: 'USD',
        paymentStatus: 'paid',
      },
    });
    expect(() =>
      provider.parseWebhook(
        Buffer.from(body),
        signStripePayload(body, 'whsec_wrong_secret_0000000000', seconds),
        NOW,
      ),
    ).toThrow(WebhookSignatureError);
  });

  it('trusts no user id when the reference and the metadata disagree', () => {
    const { provider } = fakeStripe({ status: 200, body: {} });
    const body = JSON.stringify({
      id: 'evt_124',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_z',
          object: 'checkout.session',
          client_reference_id: USER_ID,
          metadata: { user_id: '00000000-0000-4000-8000-000000000000' },
        },
      },
    });
    const seconds = Math.floor(NOW.getTime() / 1000);
    const event = provider.parseWebhook(
      Buffer.from(body),
      signStripePayload(body, WEBHOOK_SECRET, seconds),
      NOW,
    );
    expect(event.checkoutSession?.userId).toBeNull();
  });
});
