import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { StripePaymentProvider } from './stripe-payment-provider.ts';
import { TestPaymentProvider } from './test-payment-provider.ts';
import { loadTestWebhookSecret } from './test-webhook-secret.ts';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; the built-in test checkout otherwise. */
export async function createPaymentProvider(dependencies: {
  config: Pick<Config, 'stripe'>;
  db: Database;
}): Promise<PaymentProvider> {
  const { stripe } = dependencies.config;
  if (stripe) {
    return new StripePaymentProvider({ secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret });
  }
  return new TestPaymentProvider({ webhookSecret: await loadTestWebhookSecret(dependencies.db) });
}
