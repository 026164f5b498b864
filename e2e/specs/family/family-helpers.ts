import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import type { CapturedMail } from '../auth/auth-helpers.ts';
import { api, type Person } from '../emergency/emergency-helpers.ts';

// Shared by the family specs: the app's own words in each language (with the language's plural forms), people
// signed up at a chosen address and language, the invitation link read from the mail, axe's verdict, and the
// text messages the server kept in its outbox (read from its database once it has stopped).

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

type Texts = Record<string, unknown>;
type Namespace = 'family' | 'emergency' | 'dashboard' | 'legal-aid' | 'pages' | 'legal' | 'us-states';

function lookUp(root: unknown, key: string): unknown {
  let value = root;
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  return value;
}

/** `t('ar', 'family', 'places.used', { used: 2, total: 5 })`: the sentence the app shows. */
export function t(
  language: string,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const root = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Texts;
  let value = lookUp(root, key);
  if (typeof values.count === 'number') {
    const plural = lookUp(root, `${key}_${new Intl.PluralRules(language).select(values.count)}`);
    value = typeof plural === 'string' ? plural : (lookUp(root, `${key}_other`) ?? value);
  }
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Like `t`, for a sentence with a part the test cannot know (a time): the values not given match anything. */
export function textPattern(
  language: string,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): RegExp {
  return new RegExp(
    t(language, namespace, key, values)
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('.+'),
  );
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.org`;
}

/**
 * A new account at `email`, its name and language given at sign-up, signed in (the server confirms at once), that
 * has answered the eligibility questions as someone here on a visa.
 */
export async function signUpAt(
  baseUrl: string,
  email: string,
  name: string,
  language: string,
  password = `copper ${randomBytes(3).toString('hex')} lantern orchard`,
): Promise<Person> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.12.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify({
      email,
      password,
      data: { full_name: name, locale: language, legal_consent_accepted: true },
    }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string')
    throw new Error(`Sign-up gave no session: ${JSON.stringify(session)}`);
  const person = { session, token: session.access_token, email };
  await api(baseUrl, person, 'PATCH', '/profile', {
    entry_method: 'visitor_visa',
    current_status: 'active_visa',
  });
  return person;
}

/** The /family/join#token=… link in an invitation mail. */
export function joinLinkIn(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/family\/join#token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No join link in mail:\n${mail.text}`);
  return link;
}

/** axe's serious and critical findings on the page as it is now; [] when there are none. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page)).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function assertDirection(page: Page, language: string): Promise<void> {
  assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
}

export type OutboxRow = { channel: string; recipient: string; purpose: string; body: string };

/**
 * The messages the server kept in its outbox (no SMS provider configured), read from its embedded database in
 * `dataDir` after the server has stopped (one process at a time may open it). Removes the folder afterwards.
 */
export async function readOutboxAndRemove(dataDir: string): Promise<OutboxRow[]> {
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<OutboxRow>(
      'select channel, recipient, purpose, body from outbox_messages order by created_at, id',
    );
    return rows;
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
