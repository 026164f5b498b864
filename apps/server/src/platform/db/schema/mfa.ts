import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// Two-factor authentication (the protocol's /factors endpoints). A TOTP factor is `unverified` from enrolment
// until its first correct code; only verified factors raise a session to aal2. See
// docs/decisions/034-two-factor-totp.md for why the TOTP secret is stored as it is.

export const MFA_FACTOR_STATUSES = ['unverified', 'verified'] as const;

export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** Only `totp` today; the protocol's `phone` and `webauthn` factors are not offered. */
    factorType: text({ enum: ['totp'] })
      .notNull()
      .default('totp'),
    friendlyName: text(),
    status: text({ enum: MFA_FACTOR_STATUSES }).notNull().default('unverified'),
    /** The RFC 6238 shared secret, base32. */
    secret: text().notNull(),
    /**
     * The 30-second time step of the last code accepted: a code is accepted only for a later step, so a code
     * seen over someone's shoulder cannot be used again in its window (RFC 6238 §5.2).
     */
    lastUsedTimeStep: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_mfa_factors_user_id_idx').on(table.userId),
    uniqueIndex('auth_mfa_factors_user_friendly_name_key')
      .on(table.userId, table.friendlyName)
      .where(sql`${table.friendlyName} is not null`),
  ],
);

/** One challenge per verification attempt series: lives five minutes, is used up by its correct code. */
export const authMfaChallenges = pgTable(
  'auth_mfa_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    factorId: uuid()
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('auth_mfa_challenges_factor_id_idx').on(table.factorId)],
);

/** Single-use recovery codes, stored only as SHA-256 hashes of random codes of about 79 bits. */
export const authMfaRecoveryCodes = pgTable(
  'auth_mfa_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_mfa_recovery_codes_user_id_idx').on(table.userId),
    uniqueIndex('auth_mfa_recovery_codes_user_hash_key').on(table.userId, table.codeHash),
  ],
);
