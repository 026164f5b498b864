import { CHECKOUT_STATUSES, PAYMENT_PROVIDERS } from '@amparo/contract/billing/billing-models';
import { PAID_PLAN_IDS } from '@amparo/contract/billing/plans';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// Plans and payment (issue 4). Only the payment webhook writes `payments` and the profile's access fields;
// `payment_events` keeps every verified event, fulfilled or not, so a payment can always be traced.

/** Outcomes the webhook records for an event. */
export const PAYMENT_EVENT_OUTCOMES = [
  /** A paid checkout: the plan was granted and a `payments` row written. */
  'fulfilled',
  /** A paid checkout whose session had already been fulfilled by another event: nothing changed. */
  'already_fulfilled',
  /** Completed but not yet paid (a delayed payment method): wait for `async_payment_succeeded`. */
  'awaiting_payment',
  /** The amount, currency or plan differ from `PLANS`: recorded for a person to look at, not fulfilled. */
  'amount_mismatch',
  /** No Amparo account matches the event's user id. */
  'unknown_user',
  /** Not a checkout this app opened for that account (another product on the same Stripe account, say). */
  'unknown_checkout',
  'payment_failed',
  'expired',
  /** An event type the app does not act on. */
  'ignored',
] as const;

export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** Every checkout the app opened, with either provider: who it is for, what it charges, how it stands. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The provider's session id (Stripe's `cs_…`, or the test provider's `cs_amparo_test_…`). */
    id: text().primaryKey(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    planId: text({ enum: PAID_PLAN_IDS }).notNull(),
    amountCents: integer().notNull(),
    /** ISO 4217, upper case. */
    currency: text().notNull(),
    status: text({ enum: CHECKOUT_STATUSES }).notNull().default('open'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_user_id_idx').on(table.userId, table.createdAt)],
);

/** The ledger: one row per verified webhook event, whatever it did. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The provider's event id (`evt_…`); unique, which makes every event count at most once. */
    eventId: text().notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    type: text().notNull(),
    /** The Amparo account the event names, when one exists. */
    userId: uuid().references(() => authUsers.id, { onDelete: 'cascade' }),
    checkoutSessionId: text(),
    amountCents: integer(),
    currency: text(),
    outcome: text({ enum: PAYMENT_EVENT_OUTCOMES }).notNull(),
    /** The event exactly as received (parsed JSON). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_events_event_id_key').on(table.eventId),
    index('payment_events_user_id_idx').on(table.userId, table.receivedAt),
  ],
);

/** Fulfilled payments: one per paid checkout session. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    planId: text({ enum: PAID_PLAN_IDS }).notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull(),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    /** Unique: a second event about the same paid session (completed, then async succeeded) adds nothing. */
    providerSessionId: text().notNull(),
    /** The ledger event that fulfilled it. */
    eventId: text().notNull(),
    status: text({ enum: ['paid'] })
      .notNull()
      .default('paid'),
    paidAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payments_provider_session_id_key').on(table.providerSessionId),
    index('payments_user_id_idx').on(table.userId, table.paidAt),
    check('payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

/**
 * Secrets the billing module generates for itself: the test provider's webhook signing secret, made at first
 * start and shared by every process on the database. Never sent to a browser.
 */
export const billingSecrets = pgTable('billing_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
