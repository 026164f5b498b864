import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The durable job queue (platform/jobs): work that must happen even if this process stops, such as Help Me Now
// alerts. Any process may claim a due job; `locked_until` is the short lease, renewed while the job runs, that
// hands it to another process if the one working it dies, and `locked_by` the worker that holds it.
export const jobs = pgTable(
  'jobs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(6),
    lockedUntil: timestamp({ withTimezone: true }),
    /** The worker (one per process) holding the lease: only it may renew the lease or record the outcome. */
    lockedBy: text(),
    lastError: text(),
    doneAt: timestamp({ withTimezone: true }),
    /** Set when the last attempt failed: the job will not run again unless it is enqueued anew. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The worker's only question: which unfinished job is due first.
    index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
  ],
);
