import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authOneTimeCodes, authUsers } from './auth.ts';

// The PKCE flow of /auth/v1 (RFC 7636, as GoTrue speaks it; decision 032). A request for an emailed link that
// carries a `code_challenge` leaves one row here, tied to the code the email carries. Opening the link issues an
// auth code instead of a session; POST /token?grant_type=pkce trades that code and the verifier for a session,
// once. Only the SHA-256 of the auth code is kept; the challenge is not a secret (it is a hash of one, or, for
// `plain`, worthless without the link).

export const PKCE_CHALLENGE_METHODS = ['s256', 'plain'] as const;

export type PkceChallengeMethod = (typeof PKCE_CHALLENGE_METHODS)[number];

/** What the link was for; its session is started with the matching authentication method. */
export const PKCE_FLOW_PURPOSES = ['signup', 'signin', 'recovery', 'email_change'] as const;

export type PkceFlowPurpose = (typeof PKCE_FLOW_PURPOSES)[number];

export const authPkceFlows = pgTable(
  'auth_pkce_flows',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The emailed code (and link) this flow waits on; the flow dies with it. */
    oneTimeCodeId: uuid()
      .notNull()
      .references(() => authOneTimeCodes.id, { onDelete: 'cascade' }),
    purpose: text({ enum: PKCE_FLOW_PURPOSES }).notNull(),
    codeChallenge: text().notNull(),
    codeChallengeMethod: text({ enum: PKCE_CHALLENGE_METHODS }).notNull(),
    /** SHA-256 of the auth code, set when the link is opened. */
    authCodeHash: text(),
    authCodeIssuedAt: timestamp({ withTimezone: true }),
    /** Until the link is opened: the code's own expiry. After: a few minutes to exchange the auth code. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_pkce_flows_one_time_code_key').on(table.oneTimeCodeId),
    uniqueIndex('auth_pkce_flows_auth_code_hash_key').on(table.authCodeHash),
    index('auth_pkce_flows_user_idx').on(table.userId),
    index('auth_pkce_flows_expires_at_idx').on(table.expiresAt),
  ],
);
