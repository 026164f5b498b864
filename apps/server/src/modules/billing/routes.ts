import { ZCreateCheckoutRequest, ZCreateCheckoutResponse } from '@amparo/contract/billing/create-checkout';
import {
  TEST_CHECKOUT_ACTIONS,
  ZFinishTestCheckoutResponse,
} from '@amparo/contract/billing/finish-test-checkout';
import {
  ZGetBillingStatusQuery,
  ZGetBillingStatusResponse,
} from '@amparo/contract/billing/get-billing-status';
import { ZGetTestCheckoutResponse, ZTestCheckoutParams } from '@amparo/contract/billing/get-test-checkout';
import { listPlans, ZListPlansResponse } from '@amparo/contract/billing/list-plans';
import { ZReceiveWebhookResponse } from '@amparo/contract/billing/receive-webhook';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/require-user.ts';
import { API_PREFIX } from '../../platform/http/api-docs.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { createPaymentProvider } from '../../platform/payments/create-payment-provider.ts';
import { type PaymentProvider, WebhookSignatureError } from '../../platform/payments/payment-provider.ts';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { createCheckout, finishTestCheckout, getBillingStatus, getTestCheckout } from './service.ts';
import { receiveWebhookEvent } from './webhook-service.ts';

export const WEBHOOK_PATH = '/billing/webhook';

/** Stripe's events are a few kilobytes; the limit only stops abuse. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export type BillingRoutesOptions = ModuleDependencies & {
  /** Tests pass their own (a Stripe provider with a fake HTTP layer); by default the config decides. */
  paymentProvider?: PaymentProvider;
};

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, options) => {
  const { config, db } = options;
  const provider = options.paymentProvider ?? (await createPaymentProvider({ config, db }));
  if (provider.kind === 'test') {
    const log = config.nodeEnv === 'production' ? app.log.warn.bind(app.log) : app.log.info.bind(app.log);
    log(
      'Payments are in TEST MODE: no money moves and anyone can unlock the Full Protection plan. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments.',
    );
  }
  const preHandler = requireUser({ db, config });
  const billing = { db, provider, publicUrl: config.publicUrl };

  app.get(
    '/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans, their prices and what they include',
        response: { 200: ZListPlansResponse },
      },
    },
    async () => listPlans(),
  );

  app.get(
    '/billing/status',
    {
      preHandler,
      schema: {
        tags: ['billing'],
        summary: "The caller's plan and last payment",
        description:
          'With `checkoutId`, also the status of that checkout when it is one of the caller’s (null otherwise): the web app polls this after a checkout returns until access shows.',
        querystring: ZGetBillingStatusQuery,
        response: { 200: ZGetBillingStatusResponse, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      getBillingStatus(billing, {
        userId: currentUser(request).userId,
        checkoutId: request.query.checkoutId,
      }),
  );

  app.post(
    '/billing/checkout',
    {
      preHandler,
      schema: {
        tags: ['billing'],
        summary: 'Open a checkout for a paid plan',
        description:
          'The amount comes from the plan, never from the body. 409 `already_paid` when the caller has the plan, 403 `not_eligible` when the eligibility answers rule the account out, 502 `payment_provider_unavailable` when Stripe cannot be reached.',
        body: ZCreateCheckoutRequest,
        response: {
          200: ZCreateCheckoutResponse,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
          429: ZApiError,
          502: ZApiError,
        },
      },
    },
    async (request) =>
      createCheckout(billing, {
        userId: currentUser(request).userId,
        planId: request.body.planId,
        locale: request.body.locale ?? 'en',
      }),
  );

  app.get(
    '/billing/test-checkout/:id',
    {
      preHandler,
      schema: {
        tags: ['billing'],
        summary: 'A test checkout (TEST MODE only)',
        description: 'Only while no Stripe keys are set, and only for the checkout’s owner; 404 otherwise.',
        params: ZTestCheckoutParams,
        response: { 200: ZGetTestCheckoutResponse, 400: ZApiError, 401: ZApiError, 404: ZApiError },
      },
    },
    async (request) =>
      getTestCheckout(billing, { userId: currentUser(request).userId, sessionId: request.params.id }),
  );

  for (const action of TEST_CHECKOUT_ACTIONS) {
    app.post(
      `/billing/test-checkout/:id/${action}`,
      {
        preHandler,
        schema: {
          tags: ['billing'],
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} a test checkout (TEST MODE only)`,
          description:
            'Sends the event Stripe would send, signed with Stripe’s scheme, to the webhook; only the webhook changes anything. 404 unless the test checkout is active and the caller owns it; 409 `checkout_closed` when it is no longer open.',
          params: ZTestCheckoutParams,
          response: {
            200: ZFinishTestCheckoutResponse,
            400: ZApiError,
            401: ZApiError,
            404: ZApiError,
            409: ZApiError,
            502: ZApiError,
          },
        },
      },
      async (request) =>
        finishTestCheckout(
          { ...billing, deliver: (rawBody, signature) => deliverToWebhook(app, rawBody, signature) },
          { userId: currentUser(request).userId, sessionId: request.params.id, action },
        ),
    );
  }

  // The signature covers the exact bytes sent, so this route alone reads its body raw: in its own scope,
  // every content type is kept as a Buffer instead of being parsed.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.withTypeProvider().post(
      WEBHOOK_PATH,
      {
        schema: {
          tags: ['billing'],
          summary: 'Payment events from Stripe (and from the test checkout)',
          description:
            'Verified with the `Stripe-Signature` header over the raw body; 400 `invalid_signature` otherwise. Each event id counts once.',
          response: { 200: ZReceiveWebhookResponse, 400: ZApiError },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
          throw new HttpError(
            400,
            'invalid_signature',
            'A signed event body and a Stripe-Signature header are required',
          );
        }
        let event: ReturnType<PaymentProvider['parseWebhook']>;
        try {
          event = provider.parseWebhook(request.body, signature);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            request.log.warn({ reason: error.message }, 'Payment webhook refused');
            throw new HttpError(400, 'invalid_signature', 'The webhook signature could not be verified');
          }
          throw error;
        }
        const result = await receiveWebhookEvent({ db, log: request.log }, event);
        return { received: true as const, duplicate: result.duplicate };
      },
    );
  });
};

/** The test checkout's events reach the webhook through the app itself, the route Stripe's would take. */
async function deliverToWebhook(app: FastifyInstance, rawBody: string, signature: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `${API_PREFIX}${WEBHOOK_PATH}`,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: rawBody,
  });
  return response.statusCode;
}
