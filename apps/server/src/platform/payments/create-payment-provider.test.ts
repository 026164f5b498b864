import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { loadConfig } from '../config.ts';
import { createPaymentProvider } from './create-payment-provider.ts';
import { WebhookSignatureError } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { TestPaymentProvider } from './test-payment-provider.ts';
import { loadTestWebhookSecret } from './test-webhook-secret.ts';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_live_0123456789abcdef',
  STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdefABCDEF',
};

describe('payment configuration', () => {
  it('takes Stripe only with both of its keys', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig(STRIPE_ENV).stripe).toEqual({
      secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: STRIPE_ENV.STRIPE_SECRET_KEY })).toThrow(/set together/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: STRIPE_ENV.STRIPE_WEBHOOK_SECRET })).toThrow(
      /set together/,
    );
  });

  it('refuses keys of the wrong kind without printing them', () => {
    const attempt = () =>
      loadConfig({
        STRIPE_SECRET_KEY: 'pk_live_publishable0000000',
        STRIPE_WEBHOOK_SECRET: 'sk_live_swapped00000000',
      });
    expect(attempt).toThrow(/STRIPE_SECRET_KEY must be/);
    expect(attempt).toThrow(/STRIPE_WEBHOOK_SECRET must be/);
    try {
      attempt();
    } catch (error) {
      expect(String(error)).not.toContain('publishable0000000');
      expect(String(error)).not.toContain('swapped00000000');
    }
  });
});

describeEachDatabase('payment provider choice', (getDb) => {
  it('uses Stripe when its keys are set', async () => {
    const provider = await createPaymentProvider({ config: loadConfig(STRIPE_ENV), db: getDb() });
    expect(provider).toBeInstanceOf(StripePaymentProvider);
    expect(provider.kind).toBe('stripe');
  });

  it('otherwise uses the test checkout, with a secret made once and shared by every process on the database', async () => {
    const first = await loadTestWebhookSecret(getDb());
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(await loadTestWebhookSecret(getDb())).toBe(first);

    const [a, b] = await Promise.all([
      createPaymentProvider({ config: loadConfig({}), db: getDb() }),
      createPaymentProvider({ config: loadConfig({}), db: getDb() }),
    ]);
    expect(a).toBeInstanceOf(TestPaymentProvider);
    if (!(a instanceof TestPaymentProvider) || !(b instanceof TestPaymentProvider))
      throw new Error('Not test');

    // What one process signs, another verifies.
    const now = new Date();
    const session = {
      id: 'cs_amparo_test_0123',
      userId: '7d3f1c2e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
      planId: 'full_protection' as const,
      amountCents: 10000,
      currency: 'USD',
    };
    const signed = a.buildSignedEvent(session, 'paid', now);
    expect(b.parseWebhook(Buffer.from(signed.rawBody), signed.signature, now)).toMatchObject({
      id: signed.eventId,
      type: 'checkout.session.completed',
      provider: 'test',
      checkoutSession: {
        sessionId: session.id,
        userId: session.userId,
        amountCents: 10000,
        paymentStatus: 'paid',
      },
    });

    // A provider holding any other secret, as a browser would have to guess it, cannot be fooled.
    const outsider = new TestPaymentProvider({ webhookSecret: 'whsec_guessed_by_someone_else_0000' });
    const forged = outsider.buildSignedEvent(session, 'paid', now);
    expect(() => a.parseWebhook(Buffer.from(forged.rawBody), forged.signature, now)).toThrow(
      WebhookSignatureError,
    );
  });

  it('builds the events Stripe would send for a decline and a cancel', async () => {
    const provider = new TestPaymentProvider({ webhookSecret: await loadTestWebhookSecret(getDb()) });
    const now = new Date();
    const session = {
      id: 'cs_amparo_test_4567',
      userId: '7d3f1c2e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
      planId: 'full_protection' as const,
      amountCents: 10000,
      currency: 'USD',
    };
    const parse = (outcome: 'declined' | 'cancelled') => {
      const signed = provider.buildSignedEvent(session, outcome, now);
      return provider.parseWebhook(Buffer.from(signed.rawBody), signed.signature, now);
    };
    expect(parse('declined')).toMatchObject({
      type: 'checkout.session.async_payment_failed',
      checkoutSession: { paymentStatus: 'unpaid' },
    });
    expect(parse('cancelled')).toMatchObject({
      type: 'checkout.session.expired',
      checkoutSession: { paymentStatus: 'unpaid' },
    });
  });
});
