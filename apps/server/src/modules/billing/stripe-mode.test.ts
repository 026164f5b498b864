import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from '../../auth/auth-test-server.ts';
import { AUTH_PREFIX, authRoutes } from '../../auth/routes.ts';
import { checkoutSessions } from '../../platform/db/schema/billing.ts';
import { API_PREFIX } from '../../platform/http/api-docs.ts';
import { handleError } from '../../platform/http/error-handler.ts';
import { StripePaymentProvider } from '../../platform/payments/stripe-payment-provider.ts';
import { signStripePayload } from '../../platform/payments/stripe-signature.ts';
import { createLocalObjectStorage } from '../../platform/storage/local-object-storage.ts';
import { createTestConfig } from '../../test/test-app.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { billingRoutes } from './routes.ts';

// With Stripe keys set: checkouts open on Stripe (its HTTP layer faked), the test checkout does not exist, and
// Stripe's signed events go through the same webhook and fulfilment as the test checkout's.

const WEBHOOK_SECRET = 'whsec_StripeModeTestSecret00000000';
const PASSWORD = 'violet tundra compass';

describeEachDatabase('billing API with Stripe', (getDb) => {
  let app: FastifyInstance;
  const stripeRequests: URLSearchParams[] = [];
  let sessionCounter = 0;

  beforeAll(async () => {
    const config = createTestConfig({
      publicUrl: 'https://amparo.example.org',
      stripe: { secretKey: 'sk_test_StripeModeTestKey000', webhookSecret: WEBHOOK_SECRET },
    });
    const fetchFn = async (_url: string, init: RequestInit) => {
      stripeRequests.push(new URLSearchParams(String(init.body)));
      sessionCounter += 1;
      const id = `cs_test_stripe_mode_${sessionCounter}`;
      return new Response(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          expires_at: Math.floor(Date.now() / 1000) + 86_400,
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    };
    const paymentProvider = new StripePaymentProvider({
      secretKey: 'sk_test_StripeModeTestKey000',
      webhookSecret: WEBHOOK_SECRET,
      httpClient: Stripe.createFetchHttpClient(fetchFn),
    });
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    await app.register(authRoutes, { prefix: AUTH_PREFIX, config, db: getDb() });
    await app.register(billingRoutes, {
      prefix: API_PREFIX,
      config,
      db: getDb(),
      storage: createLocalObjectStorage(config.dataDir),
      paymentProvider,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signUp() {
    const response = await app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/signup`,
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    const body = response.json() as { access_token: string; user: { id: string } };
    return { token: body.access_token, id: body.user.id };
  }

  it('opens the checkout on Stripe with the amount from the plan and returns to /payment', async () => {
    const { token, id } = await signUp();
    const response = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/billing/checkout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { planId: 'full_protection', locale: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const { url, sessionId } = response.json() as { url: string; sessionId: string };
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const sent = stripeRequests.at(-1);
    expect(sent?.get('line_items[0][price_data][unit_amount]')).toBe('10000');
    expect(sent?.get('client_reference_id')).toBe(id);
    expect(sent?.get('metadata[user_id]')).toBe(id);
    expect(sent?.get('success_url')).toBe(
      'https://amparo.example.org/payment?status=success&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sent?.get('cancel_url')).toBe('https://amparo.example.org/payment?status=cancelled');
    expect(sent?.get('locale')).toBe('fr');

    // No test checkout while Stripe is configured, not even for the owner of a real session.
    for (const [method, path] of [
      ['GET', `/billing/test-checkout/${sessionId}`],
      ['POST', `/billing/test-checkout/${sessionId}/complete`],
    ] as const) {
      const answer = await app.inject({
        method,
        url: `${API_PREFIX}${path}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.statusCode, path).toBe(404);
    }

    const status = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/billing/status?checkoutId=${sessionId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toMatchObject({ testMode: false, hasAccess: false, checkout: { status: 'open' } });

    const event = JSON.stringify({
      id: `evt_stripe_${id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          amount_total: 10000,
          currency: 'usd',
          client_reference_id: id,
          metadata: { user_id: id, plan_id: 'full_protection' },
          payment_status: 'paid',
        },
      },
    });
    const webhook = (secret: string) =>
      app.inject({
        method: 'POST',
        url: `${API_PREFIX}/billing/webhook`,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signStripePayload(event, secret, Math.floor(Date.now() / 1000)),
        },
        payload: event,
      });
    // The test provider's kind of secret is worthless here: only the endpoint secret from the config counts.
    expect((await webhook('whsec_not_the_configured_one_0000')).statusCode).toBe(400);
    expect((await webhook(WEBHOOK_SECRET)).statusCode).toBe(200);

    const paid = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/billing/status?checkoutId=${sessionId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(paid.json()).toMatchObject({
      hasAccess: true,
      planId: 'full_protection',
      lastPayment: { provider: 'stripe', amountCents: 10000 },
      checkout: { status: 'paid' },
    });
  });

  it('answers 502 when Stripe cannot be reached, and opens nothing', async () => {
    const failing = new StripePaymentProvider({
      secretKey: 'sk_test_StripeModeTestKey000',
      webhookSecret: WEBHOOK_SECRET,
      httpClient: Stripe.createFetchHttpClient(async () => {
        throw new TypeError('fetch failed');
      }),
    });
    const offline = Fastify({ logger: false });
    offline.setValidatorCompiler(validatorCompiler);
    offline.setSerializerCompiler(serializerCompiler);
    offline.setErrorHandler(handleError);
    const config = createTestConfig();
    await offline.register(authRoutes, { prefix: AUTH_PREFIX, config, db: getDb() });
    await offline.register(billingRoutes, {
      prefix: API_PREFIX,
      config,
      db: getDb(),
      storage: createLocalObjectStorage(config.dataDir),
      paymentProvider: failing,
    });
    const signup = await offline.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/signup`,
      payload: { email: uniqueEmail(), password: PASSWORD },
    });
    const { access_token: token, user } = signup.json() as { access_token: string; user: { id: string } };
    const response = await offline.inject({
      method: 'POST',
      url: `${API_PREFIX}/billing/checkout`,
      headers: { authorization: `Bearer ${token}` },
      payload: { planId: 'full_protection' },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    expect(await getDb().select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id))).toEqual(
      [],
    );
    await offline.close();
  });
});
