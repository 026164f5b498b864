import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOutboxMessages } from '../platform/mail/outbox-store.ts';
import { describeEachDatabase } from '../test/test-database.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../test/test-smtp-server.ts';
import {
  type AuthTestServer,
  codeIn,
  startAuthTestServer,
  uniqueEmail,
  verifyLinkIn,
} from './auth-test-server.ts';

// With SMTP_URL set, mail leaves through a real SMTP conversation (a local smtp-server here) and confirmation
// by email becomes required, since a code can now reach the person.

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
  let smtp: TestSmtpServer;
  let server: AuthTestServer;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startAuthTestServer(getDb(), {
      smtpUrl: smtp.url,
      mailFrom: 'Amparo <no-reply@amparo.test>',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  async function mailTo(address: string, subject: string): Promise<{ raw: string; text: string }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = smtp.received
        .map((candidate) => ({ ...candidate, text: readableText(candidate.raw) }))
        .find((candidate) => candidate.to.includes(address) && candidate.text.includes(subject));
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
