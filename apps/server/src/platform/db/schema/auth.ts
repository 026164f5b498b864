import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The auth server's own tables (the /auth/v1 protocol). Secrets are never stored in a form that can be
// replayed: passwords as argon2id hashes, refresh tokens, link tokens and codes as SHA-256 hashes.

export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased; null for a phone-only account. */
    email: text(),
    /** E.164 with the +; null for an email-only account. */
    phone: text(),
    /** argon2id PHC string; null for an account created by a one-time code that never set a password. */
    passwordHash: text(),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    phoneConfirmedAt: timestamp({ withTimezone: true }),
    confirmationSentAt: timestamp({ withTimezone: true }),
    recoverySentAt: timestamp({ withTimezone: true }),
    /** A requested email change, waiting for the code sent to the new address. */
    newEmail: text(),
    emailChangeSentAt: timestamp({ withTimezone: true }),
    newPhone: text(),
    phoneChangeSentAt: timestamp({ withTimezone: true }),
    lastSignInAt: timestamp({ withTimezone: true }),
    userMetadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The language of emails and text messages (en, es, ht, pt, fr, ar, ur). */
    locale: text().notNull().default('en'),
    bannedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_users_email_key').on(table.email).where(sql`${table.email} is not null`),
    uniqueIndex('auth_users_phone_key').on(table.phone).where(sql`${table.phone} is not null`),
  ],
);

export type AuthenticationMethodRecord = { method: string; timestamp: number };

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    aal: text({ enum: ['aal1', 'aal2'] })
      .notNull()
      .default('aal1'),
    /** How and when this session proved who it is (the `amr` claim). */
    amr: jsonb().$type<AuthenticationMethodRecord[]>().notNull().default([]),
    /** The last time the person proved who they are in this session: sign-in, code, or reauthentication. */
    authenticatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userAgent: text(),
    /** The /24 (IPv4) or /48 (IPv6) network, never the full address. */
    ipNetwork: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Hard end of the session whatever the refreshes. */
    notAfter: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tokenHash: text().notNull(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    /** The token this one replaced; the parent of the active token may be replayed within the reuse window. */
    parentHash: text(),
    revoked: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it was exchanged for its child (rotation). */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_refresh_tokens_token_hash_key').on(table.tokenHash),
    index('auth_refresh_tokens_session_id_idx').on(table.sessionId),
  ],
);

export const ONE_TIME_CODE_PURPOSES = [
  'signup',
  'signin',
  'recovery',
  'email_change',
  'phone_change',
  'reauthentication',
] as const;

export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];

export const authOneTimeCodes = pgTable(
  'auth_one_time_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    /** The address the code was sent to: for a change, the new one. */
    recipient: text().notNull(),
    /** SHA-256 of the 6-digit code salted with the row id. */
    codeHash: text().notNull(),
    /** SHA-256 of the token in an emailed link, when there is a link. */
    linkTokenHash: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_one_time_codes_user_purpose_idx').on(table.userId, table.purpose),
    index('auth_one_time_codes_recipient_purpose_idx').on(table.recipient, table.purpose),
    uniqueIndex('auth_one_time_codes_link_token_hash_key')
      .on(table.linkTokenHash)
      .where(sql`${table.linkTokenHash} is not null`),
    index('auth_one_time_codes_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * The ES256 key that signs access tokens, generated once and shared by every process through the database.
 * `slot` is `current` for the signing key; a rotated-out key would stay as `previous` until its tokens expire.
 */
export const authSigningKeys = pgTable('auth_signing_keys', {
  slot: text().primaryKey(),
  kid: text().notNull(),
  privateJwk: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
