import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// One row per key and fixed window. Counters live in the database so every app process shares them.
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    // Windows differ per key, so the row records when it stops mattering; cleanup deletes by this alone.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limit_buckets_expires_at_idx').on(table.expiresAt),
  ],
);
