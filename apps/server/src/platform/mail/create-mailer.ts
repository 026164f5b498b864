import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export const DEFAULT_MAIL_FROM = 'Amparo <no-reply@localhost>';

export function createMailer(options: {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  db: Database;
  log: Pick<Logger, 'info'>;
}): Mailer {
  if (options.smtpUrl)
    return new SmtpMailer({ smtpUrl: options.smtpUrl, from: options.mailFrom ?? DEFAULT_MAIL_FROM });
  return new OutboxMailer(options.db, options.log);
}
