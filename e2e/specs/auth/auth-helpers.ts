import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';

// Shared by the account specs: the app's own words in each language (read from its locale files, so a
// changed sentence changes the test with it), unique accounts, and a local SMTP server that keeps every mail.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

type Texts = Record<string, unknown>;

function readTexts(language: string, namespace: string): Texts {
  return JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Texts;
}

/** `text('ar', 'auth', 'title.signIn')`: the sentence the app shows. */
export function text(language: string, namespace: 'auth' | 'settings' | 'common', key: string): string {
  let value: unknown = readTexts(language, namespace);
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.org`;
}

/** Unguessable by zxcvbn and on no breached list, as a person would pick a passphrase. */
export function strongPassword(): string {
  return `copper ${randomBytes(3).toString('hex')} lantern orchard`;
}

export async function fillIdentifier(page: Page, email: string, password: string): Promise<void> {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
}

/**
 * Signs up by email on /auth?mode=signup: answers the eligibility questions (step 1, by their values, so any
 * language works), then fills the form and ticks the consent box; the caller waits for what follows.
 */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth?mode=signup');
  await page.locator('input[type="radio"][value="visitor_visa"]').check();
  await page.locator('input[type="radio"][value="active_visa"]').check();
  await page.locator('form button[type="submit"]').click();
  await fillIdentifier(page, email, password);
  await page.locator('input[name="consent"]').check();
  await page.locator('form button[type="submit"]').click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await fillIdentifier(page, email, password);
  await page.locator('form button[type="submit"]').click();
}

/** Opens the header's account menu and signs out there; the app then shows the home page. */
export async function signOutFromHeader(page: Page, language: string): Promise<void> {
  await page.getByRole('button', { name: text(language, 'auth', 'accountMenu.button') }).click();
  await page.getByRole('button', { name: text(language, 'auth', 'accountMenu.signOut') }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page
    .getByRole('banner')
    .getByRole('link', { name: text(language, 'common', 'header.signIn') })
    .waitFor();
}

export type CapturedMail = { to: string[]; text: string };

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

export type MailCatcher = {
  url: string;
  /** The newest mail to `to` whose text matches, waiting up to `timeoutMs` (15 s) for it. */
  waitFor: (to: string, matches: (text: string) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  /** Every mail to `to` received so far, oldest first: for counting. */
  mailsTo: (to: string) => CapturedMail[];
  close: () => Promise<void>;
};

/** A local SMTP server (127.0.0.1 only) the app sends its mail to, as a real provider would receive it. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: readableText(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    waitFor: async (to, matches, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = received.filter((mail) => mail.to.includes(to) && matches(mail.text)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`No mail to ${to} arrived`);
    },
    mailsTo: (to) => received.filter((mail) => mail.to.includes(to)),
    close: () => new Promise<void>((done) => smtp.close(() => done())),
  };
}

export function codeIn(mail: CapturedMail): string {
  const code = /(?:^|\s)(\d{6})(?:\s|$)/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in mail:\n${mail.text}`);
  return code;
}

export function verifyLinkIn(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in mail:\n${mail.text}`);
  return link.replace(/&amp;/g, '&');
}
