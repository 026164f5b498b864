import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { writeOutboxMessage } from '../mail/outbox-store.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** Keeps each text message in `outbox_messages` when no SMS provider is configured. */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  readonly #db: Database;
  readonly #log: Pick<Logger, 'info'>;

  constructor(db: Database, log: Pick<Logger, 'info'>) {
    this.#db = db;
    this.#log = log;
  }

  async send(message: SmsMessage): Promise<void> {
    await writeOutboxMessage(this.#db, this.#log, {
      channel: 'sms',
      recipient: message.to,
      subject: null,
      body: message.body,
      locale: message.locale,
      purpose: message.purpose ?? 'other',
    });
  }
}
