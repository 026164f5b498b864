import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp-mailer.ts';

describe('SmtpMailer', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let mailer: SmtpMailer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    mailer = new SmtpMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Amparo <no-reply@amparo.test>' });
  });
  afterAll(async () => {
    mailer?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const messageId = (raw: string) => /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim();

  it('gives every attempt at one message the same Message-ID, so a mail system can drop a repeat', async () => {
    const message = { to: 'ana@example.org', subject: 'Rosa needs help', text: 'Call her.', locale: 'es' };
    await mailer.send({ ...message, idempotencyKey: 'alert.1234' });
    await mailer.send({ ...message, idempotencyKey: 'alert.1234' });
    await mailer.send(message);
    await mailer.send(message);
    const ids = received.map(messageId);
    expect(ids.slice(0, 2)).toEqual(['<alert.1234@amparo.test>', '<alert.1234@amparo.test>']);
    // Without a key each message gets nodemailer's own random id.
    expect(ids[2]).not.toBe(ids[3]);
    expect(ids[2]).not.toContain('alert.1234');
  });
});
