import { ACCOUNT_TYPES } from '@amparo/contract/legal/legal-limits';
import { CURRENT_STATUSES, ENTRY_METHODS } from '@amparo/contract/profile/profile';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// Spec §3: one profile per user, keyed by the user id and created in the same transaction as the user.
// `has_access`, `payment_tier` and `payment_amount` are written only by the server (payment webhook, owner,
// demo rule), never from a request body.
export const profiles = pgTable(
  'profiles',
  {
    id: uuid()
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    email: text(),
    entryMethod: text({ enum: ENTRY_METHODS }),
    currentStatus: text({ enum: CURRENT_STATUSES }),
    hasAccess: boolean().notNull().default(false),
    isEligible: boolean().notNull().default(true),
    paymentTier: text().notNull().default('individual'),
    /** Cents. */
    paymentAmount: integer().notNull().default(10000),
    dependentsCount: integer().notNull().default(0),
    legalConsentAccepted: boolean().notNull().default(false),
    legalConsentAcceptedAt: timestamp({ withTimezone: true }),
    /**
     * A person (the app's audience) or a legal professional (issue 13): set once, from the sign-up metadata; a
     * professional is not asked the eligibility questions. Being one lists nobody: the owner verifies each listing.
     */
    accountType: text({ enum: ACCOUNT_TYPES }).notNull().default('person'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profiles_dependents_count_range', sql`${table.dependentsCount} between 0 and 4`),
    check('profiles_payment_amount_not_negative', sql`${table.paymentAmount} >= 0`),
  ],
);
