import {
  SUPPORT_PRIORITIES,
  SUPPORT_TICKET_STATUSES,
  SUPPORT_TOPICS,
} from '@amparo/contract/support/support-limits';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

// Support tickets (issue 15): a person asks the people who run Amparo for help, and both sides write in one
// thread. `priority` and `status` are written by the server only: priority from the person's plan (Full
// Protection includes priority support), status by the thread's own events. A ticket is its person's: it goes
// when their account goes.

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    topic: text({ enum: SUPPORT_TOPICS }).notNull(),
    /** Set at creation from the plan, and again on each of the person's replies (a plan can start or end). */
    priority: text({ enum: SUPPORT_PRIORITIES }).notNull(),
    status: text({ enum: SUPPORT_TICKET_STATUSES }).notNull().default('open'),
    /** Who wrote last: `support` means the person has an answer to read. */
    lastFromSupport: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    /** The owner who closed it; null when the person's reply reopened it or that owner's account is gone. */
    closedBy: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('support_tickets_queue_idx').on(table.status, table.priority, table.createdAt),
    index('support_tickets_user_idx').on(table.userId, table.updatedAt),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    ticketId: uuid()
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    /** The writer; null once that account is deleted (an owner's reply stays in the person's thread). */
    authorUserId: uuid().references(() => authUsers.id, { onDelete: 'set null' }),
    fromSupport: boolean().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_ticket_idx').on(table.ticketId, table.createdAt)],
);
