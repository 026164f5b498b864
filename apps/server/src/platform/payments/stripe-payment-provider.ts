import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import Stripe from 'stripe';
import {
  type CreateCheckoutInput,
  type CreatedCheckout,
  type PaymentProvider,
  PaymentProviderError,
  type WebhookEvent,
} from './payment-provider.ts';
import { verifyStripeSignature } from './stripe-signature.ts';
import { toWebhookEvent } from './webhook-event.ts';

// Stripe Checkout, one-time payment (https://docs.stripe.com/payments/checkout). The price is built inline
// from `PLANS`, so no product has to be set up in the Stripe dashboard and the amount cannot drift from what
// the app shows.

/** Checkout's own languages; Haitian Creole, Arabic and Urdu are not among them, so Stripe picks from the browser. */
const STRIPE_LOCALES: Record<MessageLocale, Stripe.Checkout.SessionCreateParams.Locale> = {
  en: 'en',
  es: 'es',
  pt: 'pt-BR',
  fr: 'fr',
  ht: 'auto',
  ar: 'auto',
  ur: 'auto',
};

const PRODUCT_NAMES: Record<CreateCheckoutInput['planId'], string> = {
  full_protection: 'Amparo Full Protection Plan',
};

export type StripePaymentProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Tests pass `Stripe.createFetchHttpClient(fakeFetch)`; by default Stripe's Node client is used. */
  httpClient?: Stripe.HttpClient;
};

export class StripePaymentProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly #stripe: Stripe;
  readonly #webhookSecret: string;

  constructor(options: StripePaymentProviderOptions) {
    this.#stripe = new Stripe(options.secretKey, {
      httpClient: options.httpClient,
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Amparo' },
    });
    this.#webhookSecret = options.webhookSecret;
  }

  async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const metadata = { user_id: input.userId, plan_id: input.planId };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.#stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountCents,
              product_data: { name: PRODUCT_NAMES[input.planId] },
            },
          },
        ],
        client_reference_id: input.userId,
        metadata,
        // Also on the payment itself, so a payment seen alone in the Stripe dashboard names its account.
        payment_intent_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        locale: STRIPE_LOCALES[input.locale],
      });
    } catch (error) {
      throw new PaymentProviderError('Stripe did not open the checkout', { cause: error });
    }
    if (!session.url) throw new PaymentProviderError('Stripe opened a checkout without a URL');
    return { url: session.url, sessionId: session.id, expiresAt: new Date(session.expires_at * 1000) };
  }

  parseWebhook(rawBody: Buffer, signatureHeader: string, now?: Date): WebhookEvent {
    return toWebhookEvent(
      verifyStripeSignature(rawBody, signatureHeader, this.#webhookSecret, now),
      this.kind,
    );
  }
}
