import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCapturingLogger } from '../../test/test-app.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { OutboxSmsSender } from '../sms/outbox-sms-sender.ts';
import { createMailer } from './create-mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { listOutboxMessages } from './outbox-store.ts';
import { SmtpMailer } from './smtp-mailer.ts';

describeEachDatabase('the outbox', (getDb) => {
  const capture = createCapturingLogger('info');
  let mailer: OutboxMailer;
  beforeAll(() => {
    mailer = new OutboxMailer(getDb(), capture.logger);
  });
  afterAll(() => {});

  it('keeps the whole email and logs only that it is waiting', async () => {
    await mailer.send({
      to: 'rosa@example.org',
      subject: 'Votre code',
      text: 'Votre code est 482913.',
      locale: 'fr',
      purpose: 'auth.signin',
    });
    const [message] = await listOutboxMessages(getDb(), { recipient: 'rosa@example.org' });
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Votre code',
      body: 'Votre code est 482913.',
      locale: 'fr',
      purpose: 'auth.signin',
    });
    const logged = capture.raw();
    expect(logged).toContain('Email kept in the outbox');
    expect(logged).toContain(message?.id);
    expect(logged).not.toContain('rosa@example.org');
    expect(logged).not.toContain('482913');
  });

  it('keeps text messages the same way, without a subject', async () => {
    await new OutboxSmsSender(getDb(), capture.logger).send({
      to: '+12025550188',
      body: 'Amparo: 551234',
      locale: 'es',
      purpose: 'auth.signup',
    });
    const [message] = await listOutboxMessages(getDb(), { channel: 'sms', recipient: '+12025550188' });
    expect(message).toMatchObject({ subject: null, body: 'Amparo: 551234', purpose: 'auth.signup' });
    expect(capture.raw()).not.toContain('+12025550188');
    expect(capture.raw()).not.toContain('551234');
  });

  it('is chosen when no SMTP server is configured', () => {
    const log = capture.logger;
    expect(createMailer({ smtpUrl: undefined, mailFrom: undefined, db: getDb(), log }).kind).toBe('outbox');
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', mailFrom: undefined, db: getDb(), log });
    expect(smtp).toBeInstanceOf(SmtpMailer);
    (smtp as SmtpMailer).close();
  });
});
