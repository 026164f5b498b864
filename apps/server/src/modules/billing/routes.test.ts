import type { Profile } from '@amparo/contract/profile/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer, uniqueEmail } from '../../auth/auth-test-server.ts';
import { paymentEvents, payments } from '../../platform/db/schema/billing.ts';
import { signStripePayload } from '../../platform/payments/stripe-signature.ts';
import { loadTestWebhookSecret } from '../../platform/payments/test-webhook-secret.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

// The billing API on the whole app, in its default TEST MODE: plans, checkout, the test checkout's buttons and
// the webhook they go through. The person always comes from the access token, and access from the webhook only.

const PASSWORD = 'violet tundra compass';

describeEachDatabase('billing API (test checkout)', (getDb) => {
  let server: AuthTestServer;
  let webhookSecret: string;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
    webhookSecret = await loadTestWebhookSecret(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUp(data: Record<string, unknown> = {}) {
    const { data: result, error } = await server
      .client()
      .signUp({ email: uniqueEmail(), password: PASSWORD, options: { data } });
    if (error || !result.session || !result.user) throw error ?? new Error('No session');
    return { token: result.session.access_token, id: result.user.id };
  }

  async function api(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => null)) as Record<string, unknown>,
    };
  }

  async function profileOf(token: string): Promise<Profile> {
    return (await api('GET', '/profile', token)).body as unknown as Profile;
  }

  async function openCheckout(token: string): Promise<string> {
    const { status, body } = await api('POST', '/billing/checkout', token, { planId: 'full_protection' });
    expect(status).toBe(200);
    return (body as { sessionId: string }).sessionId;
  }

  async function paymentsOf(userId: string) {
    return getDb().select().from(payments).where(eq(payments.userId, userId));
  }

  function postWebhook(rawBody: string, signature?: string) {
    return fetch(`${server.url}/api/v1/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      body: rawBody,
    });
  }

  function checkoutCompleted(
    eventId: string,
    session: { id: string; userId: string; amount?: number; currency?: string; planId?: string },
  ): string {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          amount_total: session.amount ?? 10000,
          currency: session.currency ?? 'usd',
          client_reference_id: session.userId,
          metadata: { user_id: session.userId, plan_id: session.planId ?? 'full_protection' },
          payment_status: 'paid',
        },
      },
    });
  }

  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('lists the plans of the contract to anyone', async () => {
    const { status, body } = await api('GET', '/billing/plans');
    expect(status).toBe(200);
    expect(body).toEqual({
      plans: [
        expect.objectContaining({ id: 'basic', priceCents: 0, billing: 'free', dependentsIncluded: 0 }),
        expect.objectContaining({
          id: 'full_protection',
          priceCents: 10000,
          currency: 'USD',
          billing: 'one_time',
          recommended: true,
          maxFamilyMembers: 5,
          dependentsIncluded: 4,
        }),
      ],
    });
  });

  it('needs a signed-in caller for everything but the plans and the webhook', async () => {
    for (const [method, path] of [
      ['GET', '/billing/status'],
      ['POST', '/billing/checkout'],
      ['GET', '/billing/test-checkout/cs_amparo_test_00000000'],
      ['POST', '/billing/test-checkout/cs_amparo_test_00000000/complete'],
    ] as const) {
      const { status } = await api(
        method,
        path,
        undefined,
        method === 'POST' ? { planId: 'full_protection' } : undefined,
      );
      expect(status, `${method} ${path}`).toBe(401);
    }
  });

  it('starts everyone on Basic, in test mode', async () => {
    const { token } = await signUp();
    const { status, body } = await api('GET', '/billing/status', token);
    expect(status).toBe(200);
    expect(body).toEqual({
      planId: 'basic',
      hasAccess: false,
      dependentsIncluded: 0,
      dependentsCount: 0,
      lastPayment: null,
      checkout: null,
      testMode: true,
    });
  });

  it('goes from checkout to the Full Protection plan through the test checkout and the webhook', async () => {
    const { token, id } = await signUp({ entry_method: 'refugee_asylee' });
    const { status, body } = await api('POST', '/billing/checkout', token, {
      planId: 'full_protection',
      locale: 'ar',
    });
    expect(status).toBe(200);
    const { url, sessionId } = body as { url: string; sessionId: string };
    expect(url).toBe(`/payment?checkout=${sessionId}`);

    const page = await api('GET', `/billing/test-checkout/${sessionId}`, token);
    expect(page.body).toMatchObject({
      id: sessionId,
      planId: 'full_protection',
      amountCents: 10000,
      currency: 'USD',
      status: 'open',
      testMode: true,
    });
    const pending = await api('GET', `/billing/status?checkoutId=${sessionId}`, token);
    expect(pending.body).toMatchObject({ hasAccess: false, checkout: { id: sessionId, status: 'open' } });

    const paid = await api('POST', `/billing/test-checkout/${sessionId}/complete`, token);
    expect(paid).toEqual({
      status: 200,
      body: { status: 'paid', returnPath: `/payment?status=success&session_id=${sessionId}` },
    });

    const after = await api('GET', `/billing/status?checkoutId=${sessionId}`, token);
    expect(after.body).toMatchObject({
      planId: 'full_protection',
      hasAccess: true,
      dependentsIncluded: 4,
      lastPayment: { planId: 'full_protection', amountCents: 10000, currency: 'USD', provider: 'test' },
      checkout: { id: sessionId, status: 'paid' },
    });
    expect(await profileOf(token)).toMatchObject({
      has_access: true,
      payment_tier: 'individual',
      payment_amount: 10000,
    });
    const rows = await paymentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerSessionId: sessionId, amountCents: 10000, status: 'paid' });
    const [event] = await getDb()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.checkoutSessionId, sessionId));
    expect(event).toMatchObject({ type: 'checkout.session.completed', outcome: 'fulfilled', userId: id });

    // Paying twice is not possible: the same checkout is closed, and a new one is refused.
    expect((await api('POST', `/billing/test-checkout/${sessionId}/complete`, token)).status).toBe(409);
    const again = await api('POST', '/billing/checkout', token, { planId: 'full_protection' });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_paid' } });
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('changes nothing when the card is declined or the checkout cancelled', async () => {
    const { token, id } = await signUp();
    for (const [action, status, returnStatus] of [
      ['decline', 'failed', 'declined'],
      ['cancel', 'expired', 'cancelled'],
    ] as const) {
      const sessionId = await openCheckout(token);
      const answer = await api('POST', `/billing/test-checkout/${sessionId}/${action}`, token);
      expect(answer).toEqual({
        status: 200,
        body: { status, returnPath: `/payment?status=${returnStatus}&session_id=${sessionId}` },
      });
      expect((await api('POST', `/billing/test-checkout/${sessionId}/complete`, token)).body).toMatchObject({
        code: 'checkout_closed',
      });
      const { body } = await api('GET', `/billing/status?checkoutId=${sessionId}`, token);
      expect(body).toMatchObject({ hasAccess: false, planId: 'basic', checkout: { status } });
    }
    expect(await profileOf(token)).toMatchObject({ has_access: false });
    expect(await paymentsOf(id)).toHaveLength(0);
  });

  it("never lets one person see or finish another person's checkout", async () => {
    const alice = await signUp();
    const mallory = await signUp();
    const sessionId = await openCheckout(alice.token);
    expect((await api('GET', `/billing/test-checkout/${sessionId}`, mallory.token)).status).toBe(404);
    for (const action of ['complete', 'decline', 'cancel']) {
      const answer = await api('POST', `/billing/test-checkout/${sessionId}/${action}`, mallory.token);
      expect(answer.status, action).toBe(404);
    }
    expect((await api('GET', `/billing/status?checkoutId=${sessionId}`, mallory.token)).body).toMatchObject({
      checkout: null,
    });
    expect((await api('GET', `/billing/test-checkout/${sessionId}`, alice.token)).body).toMatchObject({
      status: 'open',
    });
    expect(await profileOf(mallory.token)).toMatchObject({ has_access: false });
    expect(await profileOf(alice.token)).toMatchObject({ has_access: false });
  });

  it('takes no amount, access or person from the client', async () => {
    const { token, id } = await signUp({ has_access: true, payment_amount: 1, payment_tier: 'family' });
    expect(await profileOf(token)).toMatchObject({ has_access: false, payment_amount: 10000 });

    for (const body of [
      { planId: 'full_protection', amountCents: 1 },
      { planId: 'full_protection', amount: 1, currency: 'MXN' },
      { planId: 'full_protection', hasAccess: true },
      { planId: 'full_protection', userId: '00000000-0000-4000-8000-000000000000' },
      { planId: 'basic' },
      { planId: 'family' },
      {},
    ]) {
      const answer = await api('POST', '/billing/checkout', token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api('GET', '/billing/status', token)).body).toMatchObject({ hasAccess: false });
    expect(await paymentsOf(id)).toHaveLength(0);

    const sessionId = await openCheckout(token);
    expect((await api('GET', `/billing/test-checkout/${sessionId}`, token)).body).toMatchObject({
      amountCents: 10000,
    });
  });

  it('takes no payment from an account the eligibility answers rule out', async () => {
    const { token } = await signUp({ entry_method: 'entered_without_inspection' });
    const answer = await api('POST', '/billing/checkout', token, { planId: 'full_protection' });
    expect(answer).toMatchObject({ status: 403, body: { code: 'not_eligible' } });
  });

  describe('webhook', () => {
    it('refuses a request without a valid signature and records nothing', async () => {
      const { token, id } = await signUp();
      const sessionId = await openCheckout(token);
      const body = checkoutCompleted(`evt_forged_${id}`, { id: sessionId, userId: id });
      const t = nowSeconds();
      for (const signature of [
        undefined,
        '',
        `t=${t},v1=${'0'.repeat(64)}`,
        signStripePayload(body, 'whsec_an_attacker_guess_000000000', t),
        signStripePayload(body, webhookSecret, t - 301),
        // Malformed: Stripe's library used to throw a plain Error on these (a 500).
        't=1,v1=',
        `t=${t},v1=`,
        `t=${t},t=${t},v1=${'0'.repeat(64)}`,
        `t=${t},v1=${'g'.repeat(64)}`,
      ]) {
        const response = await postWebhook(body, signature);
        expect(response.status, String(signature)).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'invalid_signature' });
      }
      // Signed, then tampered with: the amount lowered after the fact.
      const signed = signStripePayload(body, webhookSecret, t);
      const tampered = await postWebhook(body.replace('"amount_total":10000', '"amount_total":100'), signed);
      expect(tampered.status).toBe(400);

      expect(
        await getDb()
          .select()
          .from(paymentEvents)
          .where(eq(paymentEvents.eventId, `evt_forged_${id}`)),
      ).toEqual([]);
      expect(await profileOf(token)).toMatchObject({ has_access: false });
    });

    it('fulfils a signed event once: a replay or a second event for the same checkout changes nothing', async () => {
      const { token, id } = await signUp();
      const sessionId = await openCheckout(token);
      const body = checkoutCompleted(`evt_once_${id}`, { id: sessionId, userId: id });
      const signature = signStripePayload(body, webhookSecret, nowSeconds());

      const first = await postWebhook(body, signature);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ received: true, duplicate: false });
      const replay = await postWebhook(body, signature);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ received: true, duplicate: true });

      const secondEvent = checkoutCompleted(`evt_twice_${id}`, { id: sessionId, userId: id });
      const second = await postWebhook(
        secondEvent,
        signStripePayload(secondEvent, webhookSecret, nowSeconds()),
      );
      expect(second.status).toBe(200);

      expect(await paymentsOf(id)).toHaveLength(1);
      const ledger = await getDb().select().from(paymentEvents).where(eq(paymentEvents.userId, id));
      expect(ledger.map((row) => [row.eventId, row.outcome]).sort()).toEqual([
        [`evt_once_${id}`, 'fulfilled'],
        [`evt_twice_${id}`, 'already_fulfilled'],
      ]);
      expect(await profileOf(token)).toMatchObject({ has_access: true, payment_amount: 10000 });
    });

    it('records but does not fulfil an amount, currency or plan that differ from the plan', async () => {
      const { token, id } = await signUp();
      for (const [index, change] of [{ amount: 100 }, { currency: 'mxn' }, { planId: 'basic' }].entries()) {
        const sessionId = await openCheckout(token);
        const body = checkoutCompleted(`evt_mismatch_${index}_${id}`, {
          id: sessionId,
          userId: id,
          ...change,
        });
        const response = await postWebhook(body, signStripePayload(body, webhookSecret, nowSeconds()));
        expect(response.status).toBe(200);
      }
      const ledger = await getDb().select().from(paymentEvents).where(eq(paymentEvents.userId, id));
      expect(ledger.map((row) => row.outcome)).toEqual([
        'amount_mismatch',
        'amount_mismatch',
        'amount_mismatch',
      ]);
      expect(await paymentsOf(id)).toHaveLength(0);
      expect(await profileOf(token)).toMatchObject({ has_access: false });
    });

    it('does not fulfil a checkout it did not open, or one opened for someone else', async () => {
      const alice = await signUp();
      const bob = await signUp();
      const alicesSession = await openCheckout(alice.token);
      const cases = [
        ['evt_stranger', { id: 'cs_test_not_ours_123', userId: bob.id }, 'unknown_checkout'],
        ['evt_swap', { id: alicesSession, userId: bob.id }, 'unknown_checkout'],
        ['evt_nobody', { id: alicesSession, userId: '00000000-0000-4000-8000-00000000dead' }, 'unknown_user'],
      ] as const;
      for (const [prefix, session, outcome] of cases) {
        const eventId = `${prefix}_${bob.id}`;
        const body = checkoutCompleted(eventId, session);
        expect((await postWebhook(body, signStripePayload(body, webhookSecret, nowSeconds()))).status).toBe(
          200,
        );
        const [row] = await getDb().select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
        expect(row?.outcome, prefix).toBe(outcome);
      }
      expect(await profileOf(bob.token)).toMatchObject({ has_access: false });
      expect(await profileOf(alice.token)).toMatchObject({ has_access: false });
    });

    it('records event types it does not act on', async () => {
      const body = JSON.stringify({
        id: 'evt_other_type',
        type: 'customer.created',
        data: { object: { id: 'cus_1' } },
      });
      const response = await postWebhook(body, signStripePayload(body, webhookSecret, nowSeconds()));
      expect(response.status).toBe(200);
      const [row] = await getDb()
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, 'evt_other_type'));
      expect(row).toMatchObject({ outcome: 'ignored', type: 'customer.created', provider: 'test' });
    });
  });
});
