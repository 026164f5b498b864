import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Emails and text messages that had no provider to go to (the embedded default). The logs announce each one
// without its recipient or content, and the owner dashboard reads them here.
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    recipient: text().notNull(),
    /** Null for text messages. */
    subject: text(),
    body: text().notNull(),
    locale: text().notNull(),
    /** What the message is for, such as `auth.recovery`: lets the dashboard group and filter. */
    purpose: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_created_at_idx').on(table.createdAt),
    index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt),
  ],
);
