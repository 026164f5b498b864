import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import { writeOutboxMessage } from './outbox-store.ts';

/** Keeps each email in `outbox_messages` when no SMTP server is configured. */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly #db: Database;
  readonly #log: Pick<Logger, 'info'>;

  constructor(db: Database, log: Pick<Logger, 'info'>) {
    this.#db = db;
    this.#log = log;
  }

  async send(message: MailMessage): Promise<void> {
    await writeOutboxMessage(this.#db, this.#log, {
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      locale: message.locale,
      purpose: message.purpose ?? 'other',
    });
  }
}
