import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp-server.ts';
import { SmtpMailer } from './smtp-mailer.ts';

describe('SmtpMailer', () => {
  let smtp: TestSmtpServer;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    mailer = new SmtpMailer({ smtpUrl: smtp.url, from: 'Amparo <no-reply@amparo.test>' });
  });
  afterAll(async () => {
    mailer?.close();
    await smtp?.close();
  });

  const messageId = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

  it('gives every attempt at one message the same Message-ID, so a mail system can drop a repeat', async () => {
    const message = { to: 'ana@example.org', subject: 'Rosa needs help', text: 'Call her.', locale: 'es' };
    await mailer.send({ ...message, idempotencyKey: 'alert.1234' });
    await mailer.send({ ...message, idempotencyKey: 'alert.1234' });
    await mailer.send(message);
    await mailer.send(message);
    const ids = smtp.received.map((mail) => messageId(mail.raw));
    expect(ids.slice(0, 2)).toEqual(['<alert.1234@amparo.test>', '<alert.1234@amparo.test>']);
    // Without a key each message gets nodemailer's own random id.
    expect(ids[2]).not.toBe(ids[3]);
    expect(ids[2]).not.toContain('alert.1234');
  });
});
