import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// Passkeys (WebAuthn credentials) and the challenges of their ceremonies (docs/decisions/035-passkeys.md).
// Nothing here is secret on its own: a public key, a signature counter, and, when the person turned on
// "unlock the vault with this passkey", a random salt and the vault key wrapped in the browser by a key derived
// from the authenticator's PRF output. The PRF output and every key derived from it stay in the browser.

export const authPasskeys = pgTable(
  'auth_passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The WebAuthn credential id, base64url. Unique across accounts: it is how a sign-in finds its account. */
    credentialId: text().notNull(),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter; 0 for authenticators that do not count (most passkeys). */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    /** `multiDevice` when the provider syncs it (a backup eligible credential). */
    deviceType: text({ enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean().notNull().default(false),
    friendlyName: text().notNull(),
    /** The browser reported the PRF extension as enabled when the passkey was created: a hint for the UI. */
    prfCapable: boolean().notNull().default(false),
    /** 32 random bytes (base64url) evaluated by the PRF; set together with the wrapped vault key. */
    prfSalt: text(),
    /** The vault key wrapped by HKDF(PRF(salt)) in the browser (base64url); never the key itself. */
    wrappedVaultKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('auth_passkeys_credential_id_key').on(table.credentialId),
    index('auth_passkeys_user_id_idx').on(table.userId),
    check(
      'auth_passkeys_vault_unlock_together',
      sql`(${table.prfSalt} is null) = (${table.wrappedVaultKey} is null)`,
    ),
  ],
);

export const PASSKEY_CHALLENGE_PURPOSES = ['registration', 'authentication'] as const;

/**
 * A challenge handed to the browser for one ceremony. It works once (the verification deletes the row it uses)
 * and only until it expires; registration challenges belong to the signed-in account that asked.
 */
export const authPasskeyChallenges = pgTable(
  'auth_passkey_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** base64url of 32 random bytes, as it comes back in the client data. */
    challenge: text().notNull(),
    purpose: text({ enum: PASSKEY_CHALLENGE_PURPOSES }).notNull(),
    /** The account registering; null for a sign-in, where the credential names the account. */
    userId: uuid().references(() => authUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_passkey_challenges_challenge_key').on(table.challenge),
    index('auth_passkey_challenges_expires_at_idx').on(table.expiresAt),
  ],
);
