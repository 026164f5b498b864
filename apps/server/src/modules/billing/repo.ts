import type { CheckoutStatus, PaymentProviderKind } from '@amparo/contract/billing/billing-models';
import type { PaidPlanId } from '@amparo/contract/billing/plans';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import {
  checkoutSessions,
  type PaymentEventOutcome,
  paymentEvents,
  payments,
} from '../../platform/db/schema/billing.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';

// Every query of the billing module. Functions take `Database`, which a transaction is too, so the webhook can
// run its whole fulfilment in one.

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPlanAccess(
  db: Database,
  userId: string,
): Promise<{ hasAccess: boolean; isEligible: boolean; dependentsCount: number } | null> {
  if (!UUID.test(userId)) return null;
  const [row] = await db
    .select({
      hasAccess: profiles.hasAccess,
      isEligible: profiles.isEligible,
      dependentsCount: profiles.dependentsCount,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export async function insertCheckoutSession(
  db: Database,
  values: {
    id: string;
    provider: PaymentProviderKind;
    userId: string;
    planId: PaidPlanId;
    amountCents: number;
    currency: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  const { now, ...rest } = values;
  await db.insert(checkoutSessions).values({ ...rest, createdAt: now, updatedAt: now });
}

/** A checkout of this user only: anyone else's id finds nothing. */
export async function findOwnCheckoutSession(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
  return row ?? null;
}

export async function findCheckoutSession(
  db: Database,
  sessionId: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return row ?? null;
}

/** Moves an open checkout to `status`; a paid one never changes again. */
export async function closeCheckoutSession(
  db: Database,
  sessionId: string,
  status: Exclude<CheckoutStatus, 'open'>,
  now: Date,
): Promise<void> {
  const stillChangeable =
    status === 'paid' ? sql`${checkoutSessions.status} <> 'paid'` : eq(checkoutSessions.status, 'open');
  await db
    .update(checkoutSessions)
    .set({ status, updatedAt: now })
    .where(and(eq(checkoutSessions.id, sessionId), stillChangeable));
}

/**
 * Records an event in the ledger unless its id is already there. Returns false for a repeat: the caller then
 * changes nothing. Inside a transaction, a concurrent delivery of the same event waits here for the first.
 */
export async function claimPaymentEvent(
  db: Database,
  values: {
    eventId: string;
    provider: PaymentProviderKind;
    type: string;
    userId: string | null;
    checkoutSessionId: string | null;
    amountCents: number | null;
    currency: string | null;
    payload: Record<string, unknown>;
    now: Date;
  },
): Promise<boolean> {
  const { now, ...rest } = values;
  const inserted = await db
    .insert(paymentEvents)
    .values({ ...rest, outcome: 'ignored', receivedAt: now })
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function setPaymentEventOutcome(
  db: Database,
  eventId: string,
  outcome: PaymentEventOutcome,
): Promise<void> {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, eventId));
}

/** Returns false when this checkout session already has its payment. */
export async function insertPayment(
  db: Database,
  values: {
    userId: string;
    planId: PaidPlanId;
    amountCents: number;
    currency: string;
    provider: PaymentProviderKind;
    providerSessionId: string;
    eventId: string;
    paidAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.providerSessionId })
    .returning({ id: payments.id });
  return inserted.length > 0;
}

/** The only place that grants the paid plan from a payment. */
export async function grantPaidPlan(
  db: Database,
  userId: string,
  values: { paymentTier: string; amountCents: number; now: Date },
): Promise<void> {
  await db
    .update(profiles)
    .set({
      hasAccess: true,
      paymentTier: values.paymentTier,
      paymentAmount: values.amountCents,
      updatedAt: values.now,
    })
    .where(eq(profiles.id, userId));
}

export async function findLastPayment(db: Database, userId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return row ?? null;
}
