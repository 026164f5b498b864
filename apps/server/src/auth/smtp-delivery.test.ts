import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOutboxMessages } from '../platform/mail/outbox-store.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import {
  type AuthTestServer,
  codeIn,
  startAuthTestServer,
  uniqueEmail,
  verifyLinkIn,
} from './auth-test-server.ts';

// With SMTP_URL set, mail leaves through a real SMTP conversation (a local smtp-server here) and confirmation
// by email becomes required, since a code can now reach the person.

type ReceivedMail = { to: string[]; raw: string; text: string };

/** The readable text of a MIME message: quoted-printable and base64 parts decoded. */
function readableText(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/);
  return parts
    .map((part, index) => {
      const headers = parts[index - 1] ?? '';
      if (/content-transfer-encoding:\s*base64/i.test(headers)) {
        return Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return part
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    })
    .join('\n');
}

describeEachDatabase('auth email through SMTP', (getDb) => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let server: AuthTestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            text: readableText(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startAuthTestServer(getDb(), {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Amparo <no-reply@amparo.test>',
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = received.find(
        (candidate) => candidate.to.includes(address) && candidate.text.includes(subject),
      );
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No mail "${subject}" reached ${address}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('requires confirmation by email, sends it by SMTP in the person’s language, and keeps the outbox empty', async () => {
    const settings = await (await fetch(`${server.url}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ mailer_autoconfirm: false, phone_autoconfirm: true });

    const email = uniqueEmail();
    const client = server.client();
    const { data } = await client.signUp({
      email,
      password: 'violet tundra compass',
      options: { data: { locale: 'fr' } },
    });
    expect(data.session).toBeNull();
    const mail = await mailTo(email, 'Saisissez ce code');
    expect(mail.raw).toMatch(/^From: Amparo <no-reply@amparo\.test>/m);
    expect(mail.raw).toMatch(/^Content-Language: fr/m);
    const verified = await client.verifyOtp({ email, token: codeIn({ body: mail.text }), type: 'signup' });
    expect(verified.error).toBeNull();
    expect(await listOutboxMessages(getDb(), { recipient: email })).toEqual([]);
  });

  it('delivers a recovery link that resets the password', async () => {
    const email = uniqueEmail();
    const client = server.client();
    await client.signUp({ email, password: 'violet tundra compass' });
    const confirmation = await mailTo(email, 'confirm your email address');
    await client.verifyOtp({ email, token: codeIn({ body: confirmation.text }), type: 'signup' });

    const browser = server.client();
    expect((await browser.resetPasswordForEmail(email)).error).toBeNull();
    const mail = await mailTo(email, 'reset the password');
    const response = await fetch(verifyLinkIn({ body: mail.text }, server.url), { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    await browser.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await browser.updateUser({ password: 'amber lighthouse meadow' })).error).toBeNull();
    expect(
      (await server.client().signInWithPassword({ email, password: 'amber lighthouse meadow' })).error,
    ).toBeNull();
  });
});
