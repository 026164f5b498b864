import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

// Plans and payment in real Chromium, on the server's default TEST MODE: choose Full Protection, pay on the
// built-in test checkout, and see the plan activated, in English and in Arabic; a cancelled checkout changes
// nothing. Each test signs up its own person through /auth/v1 and hands the session to the page as auth-js
// keeps it.

type BillingText = {
  title: string;
  testMode: { badge: string };
  plans: { full_protection: { name: string; action: string } };
  activated: { title: string; dependents_other: string; dependents_few?: string; dashboard: string };
  testCheckout: { title: string; pay: string; cancel: string; decline: string };
  returned: { cancelled: { title: string }; declined: { title: string } };
};

function billingText(language: string): BillingText {
  const url = new URL(`../../../apps/web/src/i18n/locales/${language}/billing.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as BillingText;
}

type EmergencyQuestionText = { emergencyTools: { title: string; later: string } };

function emergencyQuestionText(language: string): EmergencyQuestionText {
  const url = new URL(`../../../apps/web/src/i18n/locales/${language}/onboarding.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as EmergencyQuestionText;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A translated label with `{{price}}` in it, matched whatever the price looks like in that language. */
function withAnyPrice(label: string): RegExp {
  const [before = '', after = ''] = label.split('{{price}}');
  return new RegExp(`^${escapeRegExp(before.trim())}.+${escapeRegExp(after.trim())}$`);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

type Session = { access_token: string; user: { id: string } };

let counter = 0;

async function signUp(baseUrl: string, locale: string): Promise<Session> {
  counter += 1;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `payer.${Date.now().toString(36)}${counter}@example.org`,
      password: 'violet tundra compass harbor',
      data: {
        locale,
        entry_method: 'family_petition',
        current_status: 'green_card',
        legal_consent_accepted: true,
      },
    }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as Session;
}

async function billingStatus(baseUrl: string, session: Session) {
  const response = await fetch(`${baseUrl}/api/v1/billing/status`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return (await response.json()) as { hasAccess: boolean; planId: string };
}

async function signedInContext(
  browser: Browser,
  baseUrl: string,
  language: string,
  session: Session,
): Promise<BrowserContext> {
  const context = await newContextWithLanguage(browser, baseUrl, language);
  // auth-js reads its session from this key at start, exactly as it stored it after signing in.
  await context.addInitScript((stored) => {
    if (!window.localStorage.getItem('amparo-auth')) window.localStorage.setItem('amparo-auth', stored);
  }, JSON.stringify(session));
  return context;
}

async function openTestCheckout(
  page: Page,
  text: BillingText,
  options: { axe?: boolean } = {},
): Promise<void> {
  await page.goto('/payment');
  await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
  if (options.axe) assert.deepEqual(await seriousViolations(page), [], 'the plans');
  const fullPlan = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: text.plans.full_protection.name }) });
  await fullPlan.getByRole('button', { name: withAnyPrice(text.plans.full_protection.action) }).click();
  await page.waitForURL((url) => url.pathname === '/payment' && url.searchParams.has('checkout'));
  await page.getByRole('heading', { level: 1, name: text.testCheckout.title }).waitFor();
  await page.getByText(text.testMode.badge, { exact: true }).waitFor();
  if (options.axe) assert.deepEqual(await seriousViolations(page), [], 'the test checkout');
}

describe('plans and payment', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const { language, dependents } of [
    { language: 'en', dependents: (text: BillingText) => text.activated.dependents_other },
    // Four is Arabic's "few" plural, with Arabic-Indic or Latin digits as the locale writes them.
    { language: 'ar', dependents: (text: BillingText) => text.activated.dependents_few ?? '' },
  ]) {
    test(`choosing Full Protection and paying on the test checkout activates the plan (${language})`, async () => {
      const text = billingText(language);
      const session = await signUp(server.baseUrl, language);
      const context = await signedInContext(browser, server.baseUrl, language, session);
      const page = await context.newPage();

      await openTestCheckout(page, text, { axe: true });
      await page.getByRole('button', { name: withAnyPrice(text.testCheckout.pay) }).click();

      const planName = text.plans.full_protection.name;
      await page
        .getByRole('heading', { level: 1, name: text.activated.title.replace('{{plan}}', planName) })
        .waitFor({ timeout: 15_000 });
      const four = new Intl.NumberFormat(language).format(4);
      await page.getByText(dependents(text).replace('{{count, number}}', four), { exact: true }).waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'the activated plan');
      assert.deepEqual(
        await page.evaluate(() => ({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
        })),
        { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' },
      );
      const status = await billingStatus(server.baseUrl, session);
      assert.equal(status.hasAccess, true);
      assert.equal(status.planId, 'full_protection');

      // A first payment is followed by the first run's question; "Remind me later" goes on to the dashboard.
      const question = emergencyQuestionText(language).emergencyTools;
      await page.getByRole('heading', { level: 2, name: question.title }).waitFor();
      await page.getByRole('button', { name: question.later }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await context.close();
    });
  }

  test('cancelling or declining on the test checkout returns to the plans and changes nothing', async () => {
    const text = billingText('en');
    const session = await signUp(server.baseUrl, 'en');
    const context = await signedInContext(browser, server.baseUrl, 'en', session);
    const page = await context.newPage();

    for (const [button, notice, status] of [
      [text.testCheckout.cancel, text.returned.cancelled.title, 'cancelled'],
      [text.testCheckout.decline, text.returned.declined.title, 'declined'],
    ] as const) {
      await openTestCheckout(page, text);
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === status);
      await page.getByRole('heading', { name: notice }).waitFor();
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      assert.equal((await billingStatus(server.baseUrl, session)).hasAccess, false);
    }

    // The closed checkout was replaced in the history: Back leads to the plans, not to it.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    assert.equal(new URL(page.url()).searchParams.has('checkout'), false);
    assert.equal((await billingStatus(server.baseUrl, session)).hasAccess, false);
    await context.close();
  });
});
