import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';

// Shared by the onboarding specs: the app's own words (read from its locale files, so a reworded sentence
// changes the test with it), accounts made through the auth API, and screenshots on request.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

type Texts = Record<string, unknown>;

/** `text('ar', 'onboarding', 'consent.submit')`: the sentence the app shows. */
export function text(
  language: string,
  namespace: 'onboarding' | 'dashboard' | 'common' | 'welcome',
  key: string,
): string {
  let value: unknown = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value;
}

/** The session the auth API answers with, as auth-js keeps it in localStorage. */
export type StoredSession = {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string };
};

/**
 * A new, confirmed account made through `POST /auth/v1/signup`, as the sign-up form would, minus the answers
 * unless `answers` gives them (the eligibility answers and the consent, as the get-started flow sends them).
 */
export async function signUpThroughApi(
  baseUrl: string,
  locale: string,
  answers: Record<string, string | boolean> = {},
): Promise<StoredSession> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `onboarding-${randomBytes(5).toString('hex')}@example.org`,
      password: `copper ${randomBytes(3).toString('hex')} lantern orchard`,
      data: { locale, ...answers },
    }),
  });
  const body = (await response.json()) as StoredSession;
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new Error(`Sign-up failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return body;
}

/** Opens the app signed in as `session`: the session goes where auth-js looks for it. */
export async function openSignedIn(
  context: BrowserContext,
  session: StoredSession,
  path: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/organization/registry');
  await page.evaluate((value) => window.localStorage.setItem('amparo-auth', value), JSON.stringify(session));
  await page.goto(path);
  return page;
}

/** Serious and critical axe findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** With SCREENSHOT_DIR set, saves a full-page screenshot there (for reviewing the screens by eye). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}
