import { isPaidPlanId, PLANS } from '@amparo/contract/billing/plans';
import { DEFAULT_PAYMENT_TIER } from '@amparo/contract/profile/profile';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import type { PaymentEventOutcome } from '../../platform/db/schema/billing.ts';
import type { CheckoutSessionDetails, WebhookEvent } from '../../platform/payments/payment-provider.ts';
import {
  claimPaymentEvent,
  closeCheckoutSession,
  findCheckoutSession,
  findPlanAccess,
  grantPaidPlan,
  insertPayment,
  setPaymentEventOutcome,
} from './repo.ts';

// Fulfilment: the only code that turns a payment into access. It runs for verified webhook events only (real
// Stripe, or the test checkout's, which go through the same route), once per event id: the ledger row is
// claimed first, in the same transaction as every change, so a replayed or concurrent duplicate changes nothing.

export type WebhookResult = { duplicate: boolean; outcome: PaymentEventOutcome | null };

export async function receiveWebhookEvent(
  dependencies: { db: Database; log?: Pick<FastifyBaseLogger, 'info' | 'warn'> },
  event: WebhookEvent,
  now: Date = new Date(),
): Promise<WebhookResult> {
  const { db, log } = dependencies;
  const session = event.checkoutSession;
  const result = await db.transaction(async (tx) => {
    const account = session?.userId ? await findPlanAccess(tx, session.userId) : null;
    const claimed = await claimPaymentEvent(tx, {
      eventId: event.id,
      provider: event.provider,
      type: event.type,
      userId: account && session ? session.userId : null,
      checkoutSessionId: session?.sessionId ?? null,
      amountCents: session?.amountCents ?? null,
      currency: session?.currency ?? null,
      payload: event.payload,
      now,
    });
    if (!claimed) return { duplicate: true, outcome: null };
    const outcome = await applyEvent(tx, event, account !== null, now);
    await setPaymentEventOutcome(tx, event.id, outcome);
    return { duplicate: false, outcome };
  });
  if (result.duplicate) log?.info({ eventId: event.id, type: event.type }, 'Payment event already received');
  else if (
    result.outcome === 'amount_mismatch' ||
    result.outcome === 'unknown_user' ||
    result.outcome === 'unknown_checkout'
  ) {
    log?.warn(
      { eventId: event.id, type: event.type, outcome: result.outcome },
      'Payment event not fulfilled',
    );
  } else
    log?.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'Payment event recorded');
  return result;
}

async function applyEvent(
  db: Database,
  event: WebhookEvent,
  accountExists: boolean,
  now: Date,
): Promise<PaymentEventOutcome> {
  const session = event.checkoutSession;
  if (!session) return 'ignored';
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods (bank debits) complete unpaid and send async_payment_succeeded later.
      if (session.paymentStatus !== 'paid') return 'awaiting_payment';
      return fulfil(db, event, session, accountExists, now);
    case 'checkout.session.async_payment_succeeded':
      return fulfil(db, event, session, accountExists, now);
    case 'checkout.session.async_payment_failed':
      await closeCheckoutSession(db, session.sessionId, 'failed', now);
      return 'payment_failed';
    case 'checkout.session.expired':
      await closeCheckoutSession(db, session.sessionId, 'expired', now);
      return 'expired';
    default:
      return 'ignored';
  }
}

async function fulfil(
  db: Database,
  event: WebhookEvent,
  session: CheckoutSessionDetails,
  accountExists: boolean,
  now: Date,
): Promise<PaymentEventOutcome> {
  if (!session.userId || !accountExists) return 'unknown_user';
  // Only checkouts this app opened, for this person and this plan: an event about any other payment on the
  // same Stripe account grants nothing.
  const opened = await findCheckoutSession(db, session.sessionId);
  if (!opened || opened.userId !== session.userId || opened.provider !== event.provider)
    return 'unknown_checkout';
  const { planId } = session;
  if (!isPaidPlanId(planId) || planId !== opened.planId) return 'amount_mismatch';
  const plan = PLANS[planId];
  if (session.amountCents !== plan.priceCents || session.currency !== plan.currency) return 'amount_mismatch';

  const isNew = await insertPayment(db, {
    userId: session.userId,
    planId,
    amountCents: session.amountCents,
    currency: session.currency,
    provider: event.provider,
    providerSessionId: session.sessionId,
    eventId: event.id,
    paidAt: now,
  });
  if (!isNew) return 'already_fulfilled';
  await grantPaidPlan(db, session.userId, {
    paymentTier: DEFAULT_PAYMENT_TIER,
    amountCents: session.amountCents,
    now,
  });
  await closeCheckoutSession(db, session.sessionId, 'paid', now);
  return 'fulfilled';
}
