import { createHash } from 'node:crypto';
import { and, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { outboxMessages } from '../db/schema/outbox.ts';

// The outbox is where email and SMS go when no provider is configured. Its rows hold the real message (the
// owner dashboard shows them, and in the embedded default it is how a code reaches the person running it);
// the log line only says that a message is waiting, never to whom or what it says.

export type OutboxChannel = 'email' | 'sms';

export type OutboxMessageInput = {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  locale: string;
  purpose: string;
};

export type OutboxMessage = OutboxMessageInput & { id: string; createdAt: Date };

/** A short stable reference to a recipient for log lines: the same person gives the same reference. */
export function recipientReference(recipient: string): string {
  return createHash('sha256').update(`outbox:${recipient.trim().toLowerCase()}`).digest('hex').slice(0, 12);
}

export async function writeOutboxMessage(
  db: Database,
  log: Pick<Logger, 'info'>,
  message: OutboxMessageInput,
): Promise<string> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  if (!row) throw new Error('The outbox insert returned no row');
  log.info(
    {
      outboxMessageId: row.id,
      channel: message.channel,
      purpose: message.purpose,
      locale: message.locale,
      recipientRef: recipientReference(message.recipient),
    },
    message.channel === 'email'
      ? 'Email kept in the outbox (no SMTP server configured)'
      : 'Text message kept in the outbox (no SMS provider configured)',
  );
  return row.id;
}

export type OutboxQuery = {
  channel?: OutboxChannel;
  recipient?: string;
  purpose?: string;
  since?: Date;
  limit?: number;
};

/** Newest first. For the owner dashboard and for tests that read a code the way a person would. */
export async function listOutboxMessages(db: Database, query: OutboxQuery = {}): Promise<OutboxMessage[]> {
  const conditions: SQL[] = [];
  if (query.channel) conditions.push(eq(outboxMessages.channel, query.channel));
  if (query.recipient) conditions.push(eq(outboxMessages.recipient, query.recipient));
  if (query.purpose) conditions.push(eq(outboxMessages.purpose, query.purpose));
  if (query.since) conditions.push(gte(outboxMessages.createdAt, query.since));
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(Math.min(query.limit ?? 100, 500));
  return rows.map((row) => ({ ...row, channel: row.channel as OutboxChannel }));
}
