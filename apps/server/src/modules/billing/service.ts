import type { MessageLocale } from '@amparo/contract/auth/message-locale';
import type { CheckoutStatus } from '@amparo/contract/billing/billing-models';
import type { CreateCheckoutResponse } from '@amparo/contract/billing/create-checkout';
import type {
  FinishTestCheckoutResponse,
  TestCheckoutAction,
} from '@amparo/contract/billing/finish-test-checkout';
import type { GetBillingStatusResponse } from '@amparo/contract/billing/get-billing-status';
import type { GetTestCheckoutResponse } from '@amparo/contract/billing/get-test-checkout';
import {
  type PaymentReturnStatus,
  paymentReturnPath,
  STRIPE_SESSION_ID_TEMPLATE,
} from '@amparo/contract/billing/payment-paths';
import { dependentsIncluded, type PaidPlanId, PLANS } from '@amparo/contract/billing/plans';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { consumeRateLimit } from '../../platform/http/rate-limit.ts';
import { type PaymentProvider, PaymentProviderError } from '../../platform/payments/payment-provider.ts';
import {
  type TestCheckoutOutcome,
  TestPaymentProvider,
} from '../../platform/payments/test-payment-provider.ts';
import {
  type CheckoutSessionRow,
  findLastPayment,
  findOwnCheckoutSession,
  findPlanAccess,
  insertCheckoutSession,
} from './repo.ts';

// The rules of plans and payment (issue 4, points 5-8). The person always comes from the access token and the
// amount always from `PLANS`; nothing here grants access, which only the webhook does (webhook-service.ts).

export type BillingDependencies = {
  db: Database;
  provider: PaymentProvider;
  /** The app's public address: Stripe sends the person back there. */
  publicUrl: string;
};

/** Each opened checkout is a call to Stripe; a person needs a handful at most. */
const CHECKOUT_LIMIT = { limit: 10, windowSeconds: 60 * 60 };

function profileMissing(): HttpError {
  return new HttpError(404, 'not_found', 'No profile exists for this account');
}

export async function createCheckout(
  dependencies: BillingDependencies,
  input: { userId: string; planId: PaidPlanId; locale: MessageLocale; now?: Date },
): Promise<CreateCheckoutResponse> {
  const { db, provider, publicUrl } = dependencies;
  const now = input.now ?? new Date();
  const access = await findPlanAccess(db, input.userId);
  if (!access) throw profileMissing();
  if (access.hasAccess) {
    throw new HttpError(409, 'already_paid', 'This account already has the Full Protection plan');
  }
  if (!access.isEligible) {
    throw new HttpError(
      403,
      'not_eligible',
      'Amparo is for people who entered the United States legally, so it does not take a payment from this account',
    );
  }
  const limit = await consumeRateLimit(db, {
    key: `billing-checkout:user:${input.userId}`,
    ...CHECKOUT_LIMIT,
    now,
  });
  if (!limit.allowed) {
    throw new HttpError(429, 'rate_limited', 'Too many checkouts opened; try again later', {
      retry_after: limit.retryAfterSeconds,
    });
  }

  const plan = PLANS[input.planId];
  let created: Awaited<ReturnType<PaymentProvider['createCheckout']>>;
  try {
    created = await provider.createCheckout({
      userId: input.userId,
      planId: input.planId,
      amountCents: plan.priceCents,
      currency: plan.currency,
      successUrl: `${publicUrl}${paymentReturnPath('success', STRIPE_SESSION_ID_TEMPLATE)}`,
      cancelUrl: `${publicUrl}${paymentReturnPath('cancelled')}`,
      locale: input.locale,
      now,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new HttpError(
        502,
        'payment_provider_unavailable',
        'The payment service could not be reached; try again',
        {},
      );
    }
    throw error;
  }
  await insertCheckoutSession(db, {
    id: created.sessionId,
    provider: provider.kind,
    userId: input.userId,
    planId: input.planId,
    amountCents: plan.priceCents,
    currency: plan.currency,
    expiresAt: created.expiresAt,
    now,
  });
  return { url: created.url, sessionId: created.sessionId };
}

/** An open checkout past its expiry is shown as expired even before the provider says so. */
function effectiveStatus(row: CheckoutSessionRow, now: Date): CheckoutStatus {
  return row.status === 'open' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}

export async function getBillingStatus(
  dependencies: Pick<BillingDependencies, 'db' | 'provider'>,
  input: { userId: string; checkoutId?: string; now?: Date },
): Promise<GetBillingStatusResponse> {
  const { db, provider } = dependencies;
  const now = input.now ?? new Date();
  const access = await findPlanAccess(db, input.userId);
  if (!access) throw profileMissing();
  const planId = access.hasAccess ? 'full_protection' : 'basic';
  const [payment, checkout] = await Promise.all([
    findLastPayment(db, input.userId),
    input.checkoutId ? findOwnCheckoutSession(db, input.userId, input.checkoutId) : null,
  ]);
  return {
    planId,
    hasAccess: access.hasAccess,
    dependentsIncluded: dependentsIncluded(planId),
    dependentsCount: access.dependentsCount,
    lastPayment: payment
      ? {
          planId: payment.planId,
          amountCents: payment.amountCents,
          currency: payment.currency,
          provider: payment.provider,
          paidAt: payment.paidAt.toISOString(),
        }
      : null,
    checkout: checkout ? { id: checkout.id, status: effectiveStatus(checkout, now) } : null,
    testMode: provider.kind === 'test',
  };
}

function testCheckoutNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such test checkout');
}

/** The caller's own test checkout, while the test provider is the active one; anything else is a 404. */
async function findOwnTestCheckout(
  dependencies: Pick<BillingDependencies, 'db' | 'provider'>,
  userId: string,
  sessionId: string,
): Promise<{ provider: TestPaymentProvider; row: CheckoutSessionRow }> {
  const { db, provider } = dependencies;
  if (!(provider instanceof TestPaymentProvider)) throw testCheckoutNotFound();
  const row = await findOwnCheckoutSession(db, userId, sessionId);
  if (row?.provider !== 'test') throw testCheckoutNotFound();
  return { provider, row };
}

export async function getTestCheckout(
  dependencies: Pick<BillingDependencies, 'db' | 'provider'>,
  input: { userId: string; sessionId: string; now?: Date },
): Promise<GetTestCheckoutResponse> {
  const { row } = await findOwnTestCheckout(dependencies, input.userId, input.sessionId);
  return {
    id: row.id,
    planId: row.planId,
    amountCents: row.amountCents,
    currency: row.currency,
    status: effectiveStatus(row, input.now ?? new Date()),
    expiresAt: row.expiresAt.toISOString(),
    testMode: true,
  };
}

const OUTCOMES: Record<TestCheckoutAction, { outcome: TestCheckoutOutcome; returnTo: PaymentReturnStatus }> =
  {
    complete: { outcome: 'paid', returnTo: 'success' },
    decline: { outcome: 'declined', returnTo: 'declined' },
    cancel: { outcome: 'cancelled', returnTo: 'cancelled' },
  };

/** Delivers a signed webhook request to this app's own webhook route and answers its status code. */
export type DeliverWebhook = (rawBody: string, signature: string) => Promise<number>;

/**
 * A button of the test checkout: builds the event Stripe would send, signs it and delivers it to the webhook,
 * which alone changes anything (so a failure there changes nothing here either).
 */
export async function finishTestCheckout(
  dependencies: Pick<BillingDependencies, 'db' | 'provider'> & { deliver: DeliverWebhook },
  input: { userId: string; sessionId: string; action: TestCheckoutAction; now?: Date },
): Promise<FinishTestCheckoutResponse> {
  const now = input.now ?? new Date();
  const { provider, row } = await findOwnTestCheckout(dependencies, input.userId, input.sessionId);
  if (effectiveStatus(row, now) !== 'open') {
    throw new HttpError(
      409,
      'checkout_closed',
      'This checkout is no longer open; start a new one from the plans',
    );
  }
  const { outcome, returnTo } = OUTCOMES[input.action];
  const signed = provider.buildSignedEvent(row, outcome, now);
  const statusCode = await dependencies.deliver(signed.rawBody, signed.signature);
  if (statusCode !== 200) {
    throw new HttpError(
      502,
      'payment_provider_unavailable',
      'The test payment could not be recorded; try again',
    );
  }
  const updated = await findOwnCheckoutSession(dependencies.db, input.userId, input.sessionId);
  return {
    status: updated ? effectiveStatus(updated, now) : 'open',
    returnPath: paymentReturnPath(returnTo, row.id),
  };
}
