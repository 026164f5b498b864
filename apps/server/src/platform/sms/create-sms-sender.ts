import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { OutboxSmsSender } from './outbox-sms-sender.ts';
import type { SmsSender } from './sms-sender.ts';
import { TwilioSmsSender } from './twilio-sms-sender.ts';

export type TwilioConfig = { accountSid: string; authToken: string; from: string };

export function createSmsSender(options: {
  twilio: TwilioConfig | undefined;
  db: Database;
  log: Pick<Logger, 'info'>;
}): SmsSender {
  if (options.twilio) return new TwilioSmsSender(options.twilio);
  return new OutboxSmsSender(options.db, options.log);
}
