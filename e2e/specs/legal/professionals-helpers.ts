import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { Person } from '../emergency/emergency-helpers.ts';

// For the professionals spec: the app's own words (lawyers, auth and common namespaces), a professional's
// account made the way the sign-up form makes it, and the page checks every screen gets.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

type Texts = Record<string, unknown>;

/** `say('ar', 'lawyers', 'join.title')`: the sentence the app shows, with its values filled in. */
export function say(
  language: string,
  namespace: 'lawyers' | 'auth' | 'common' | 'owner',
  key: string,
  values: Record<string, string | number> = {},
): string {
  let value: unknown = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** POSTs to /auth/v1 from an address of its own (the limits are per address) and returns the signed-in person. */
async function sessionFrom(baseUrl: string, path: string, body: Record<string, unknown>): Promise<Person> {
  const response = await fetch(`${baseUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.13.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify(body),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string') throw new Error(`No session: ${JSON.stringify(session)}`);
  return { session, token: session.access_token, email: String(body.email) };
}

/** A professional's account (no eligibility questions), with a listing sent for checking: it stays pending. */
export async function pendingProfessional(
  baseUrl: string,
  fullName: string,
  barNumber: string,
): Promise<Person> {
  const person = await sessionFrom(baseUrl, '/signup', {
    email: `pending-${randomBytes(5).toString('hex')}@example.org`,
    password: `copper ${randomBytes(3).toString('hex')} lantern orchard`,
    data: { account_type: 'legal_professional', legal_consent_accepted: true, locale: 'es' },
  });
  const saved = await fetch(`${baseUrl}/api/v1/legal/professional-profile`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'attorney',
      full_name: fullName,
      bar_admissions: [{ state: 'TX', bar_number: barNumber }],
      languages: ['es'],
      practice_areas: ['naturalization'],
      city: 'El Paso',
      state: 'TX',
      offers_remote: true,
      fee_model: 'free',
    }),
  });
  if (!saved.ok) throw new Error(`Listing refused: ${await saved.text()}`);
  return person;
}

/**
 * A new session for an existing account. Needed after a restart: the server starts on a new port, so the access
 * tokens it signed before (whose issuer names the old address) no longer pass.
 */
export function signInAt(baseUrl: string, email: string, password: string): Promise<Person> {
  return sessionFrom(baseUrl, '/token?grant_type=password', { email, password });
}

/** A person's account with a known password, here on a visa, in `language`: signed in. */
export function signUpPersonAt(
  baseUrl: string,
  email: string,
  password: string,
  language: string,
): Promise<Person> {
  return sessionFrom(baseUrl, '/signup', {
    email,
    password,
    data: {
      locale: language,
      legal_consent_accepted: true,
      entry_method: 'visitor_visa',
      current_status: 'active_visa',
    },
  });
}

/** True when the page scrolls sideways (something wider than the screen). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

export const SHOTS_DIR = process.env.SCREENSHOTS_DIR ?? '';

/** A screenshot at 390 px and at 320 px (kept when SCREENSHOTS_DIR is set), and the sideways check at 320 px. */
export async function checkNarrow(page: Page, name: string): Promise<boolean> {
  const previous = page.viewportSize();
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 320, height: 700 });
  await page.waitForTimeout(100);
  const overflow = await overflowsSideways(page);
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${name}-320.png`), fullPage: true });
  if (previous) await page.setViewportSize(previous);
  return overflow;
}
