import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// Account deletion (issue 15): a request waits out a grace period, during which the person can cancel it from the
// app or from the link emailed to them; then the `account.delete` job removes every row and stored object. The
// row goes with the account (cascade), so nothing of the request outlives the deletion it asked for; the queued
// job carries only this row's id, never the account id.

export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** One pending request per account. */
    userId: uuid()
      .notNull()
      .unique('account_deletion_requests_user_key')
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    /** When the deletion job may run: the end of the grace period. */
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the emailed cancel link's token; the token itself is only in the message. */
    cancelTokenHash: text().notNull().unique('account_deletion_requests_cancel_token_key'),
  },
  (table) => [index('account_deletion_requests_scheduled_idx').on(table.scheduledFor)],
);
