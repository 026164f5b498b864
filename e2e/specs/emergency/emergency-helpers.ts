import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../support/browser.ts';

// Shared by the emergency specs: a signed-up person whose session is put where the app keeps it, the app's own
// words in each language, and small API calls for setup and for checking what the server holds.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

type Texts = Record<string, unknown>;

/** `t('ar', 'helpMeNow.button')`: the sentence the emergency screens show. */
export function t(language: string, key: string, values: Record<string, string | number> = {}): string {
  let value: unknown = JSON.parse(
    readFileSync(join(localesDir, language, 'emergency.json'), 'utf8'),
  ) as Texts;
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/emergency:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A language's name as `language`'s readers write it (common.json `languageNames`). */
export function languageName(language: string, code: string): string {
  const common = JSON.parse(readFileSync(join(localesDir, language, 'common.json'), 'utf8')) as {
    languageNames: Record<string, string>;
  };
  const name = common.languageNames[code];
  if (!name) throw new Error(`No name for ${code} in ${language}/common`);
  return name;
}

export type Person = { session: Record<string, unknown>; token: string; email: string };

export async function signUpPerson(baseUrl: string, name = 'Rosa Díaz'): Promise<Person> {
  const email = `help-${randomBytes(5).toString('hex')}@example.org`;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify({
      email,
      password: `copper ${randomBytes(3).toString('hex')} lantern orchard`,
      data: { full_name: name, legal_consent_accepted: true },
    }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string')
    throw new Error(`Sign-up gave no session: ${JSON.stringify(session)}`);
  return { session, token: session.access_token, email };
}

export async function api<T>(
  baseUrl: string,
  person: Person,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${person.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A browser context already signed in as `person`, in `language`, with a location the phone "knows". */
export async function signedInContext(
  browser: Browser,
  baseUrl: string,
  person: Person,
  language: string,
  options: { viewport?: { width: number; height: number }; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? PHONE,
    serviceWorkers: options.serviceWorkers ?? 'block',
    permissions: ['geolocation'],
    geolocation: { latitude: 40.7128, longitude: -74.006, accuracy: 20 },
  });
  await context.addInitScript(
    ([session, code]) => {
      if (!window.localStorage.getItem('amparo-auth')) window.localStorage.setItem('amparo-auth', session);
      if (!window.localStorage.getItem('selectedLanguage'))
        window.localStorage.setItem('selectedLanguage', code);
    },
    [JSON.stringify(person.session), language] as const,
  );
  return context;
}

/** Presses and holds the button as a finger would, for `ms` milliseconds. */
export async function holdButton(page: Page, name: string, ms: number): Promise<void> {
  const button = page.getByRole('button', { name, exact: true }).first();
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`No ${name} button on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}
