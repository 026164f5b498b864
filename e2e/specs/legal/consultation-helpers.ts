import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { PHONE } from '../../support/browser.ts';
import { api, type Person } from '../emergency/emergency-helpers.ts';

// For the consultation journey (issue 13, point 3): accounts made through the API as people make them (a
// professional signs up with the professional account type and writes their listing; the owner verifies it), the
// consultations namespace's own words, and browser contexts in a language and a time zone.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');
const loaded = new Map<string, Record<string, unknown>>();

/** `c('es', 'request.submit')`: the sentence the consultation screens show, as i18next would fill it. */
export function c(language: string, key: string, values: Record<string, string | number> = {}): string {
  let root = loaded.get(language);
  if (!root) {
    root = JSON.parse(readFileSync(join(localesDir, language, 'consultations.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    loaded.set(language, root);
  }
  const find = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], root);
  let value = find(key);
  if (typeof values.count === 'number') {
    const plural = find(`${key}_${new Intl.PluralRules(language).select(values.count)}`);
    value = typeof plural === 'string' ? plural : find(`${key}_other`);
  }
  if (typeof value !== 'string') throw new Error(`No text ${language}/consultations:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

const PASSWORD = `copper ${randomBytes(3).toString('hex')} lantern orchard`;

async function signUp(baseUrl: string, data: Record<string, unknown>): Promise<Person> {
  const email = `consult-${randomBytes(5).toString('hex')}@example.org`;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
    body: JSON.stringify({ email, password: PASSWORD, data }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string')
    throw new Error(`Sign-up gave no session: ${JSON.stringify(session)}`);
  return { session, token: session.access_token, email };
}

export function userIdOf(person: Person): string {
  return (person.session.user as { id: string }).id;
}

/**
 * A Spanish-speaking attorney in Texas who joined as a professional (the account type from the sign-up) and wrote
 * their listing, waiting for the owner's check.
 */
export async function signUpLawyer(baseUrl: string, fullName: string, locale: string): Promise<Person> {
  const lawyer = await signUp(baseUrl, {
    account_type: 'legal_professional',
    legal_consent_accepted: true,
    locale,
  });
  await api(baseUrl, lawyer, 'PUT', '/legal/professional-profile', {
    kind: 'attorney',
    full_name: fullName,
    bar_admissions: [
      { state: 'TX', bar_number: String(24_000_000 + (randomBytes(2).readUInt16BE() % 999_999)) },
    ],
    languages: ['es', 'en'],
    practice_areas: ['naturalization', 'family_petitions', 'green_card_renewals'],
    city: 'Houston',
    state: 'TX',
    offers_remote: true,
    fee_model: 'sliding_scale',
    first_consultation_cents: 0,
    bio: '',
    website: null,
  });
  return lawyer;
}

/** The owner's check, through the owner's own API, as the verification queue does it. */
export async function verifyListing(baseUrl: string, owner: Person, lawyer: Person): Promise<void> {
  await api(baseUrl, owner, 'POST', `/owner/legal/professionals/${userIdOf(lawyer)}/verify`, {
    source: 'State Bar of Texas attorney search',
    note: 'Licence active, no discipline, checked by name and bar number.',
  });
}

export async function signUpOwner(baseUrl: string): Promise<Person> {
  return signUp(baseUrl, { legal_consent_accepted: true });
}

/** A new session for someone signed up here (a restarted server answers on another address, for new tokens). */
export async function signIn(baseUrl: string, email: string): Promise<Person> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${randomBytes(1)[0]}.1` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string')
    throw new Error(`Sign-in gave no session: ${JSON.stringify(session)}`);
  return { session, token: session.access_token, email };
}

/** A phone-sized browser context signed in as `person`, in `language` and a time zone of its own. */
export async function contextFor(
  browser: Browser,
  baseUrl: string,
  person: Person,
  language: string,
  options: { timezoneId: string; viewport?: { width: number; height: number } },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? PHONE,
    serviceWorkers: 'block',
    timezoneId: options.timezoneId,
    locale: language,
  });
  await context.addCookies([{ name: 'amparo-lang', value: language, url: baseUrl }]);
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

/** A day `days` ahead as a date input takes it (YYYY-MM-DD). */
export function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
