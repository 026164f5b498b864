import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// The security center's per-account choices (docs/decisions/033-sessions-and-security-log.md). A missing row
// means every choice is at its default, so nothing is written until the person changes something.

export const securityPreferences = pgTable('security_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  /**
   * "Show the approximate place of sign-ins". Off by default: when off, no network or place is shown for a
   * session or an event. When on, the only "place" we have is the truncated network already stored.
   */
  showSignInPlace: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
