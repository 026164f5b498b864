import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { DESKTOP, launchBrowser, newContextWithLanguage, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

// The security center's sessions, in English and Arabic: one person signs in on two browsers, sees both
// sessions on /advanced-security, signs the other one out, and the other browser is signed out on its next
// request. Then axe on the page (and its second address, /advanced-security-center) on a phone and a desktop.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

/** `t('ar', 'sessions.thisDevice')`: the sentence the security center shows. */
function t(language: string, key: string, values: Record<string, string> = {}): string {
  let value: unknown = JSON.parse(readFileSync(join(localesDir, language, 'security.json'), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/security:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

type Account = { email: string; password: string };

async function createAccount(baseUrl: string): Promise<Account> {
  const email = `sessions-${randomBytes(5).toString('hex')}@example.org`;
  const password = `copper ${randomBytes(3).toString('hex')} lantern orchard`;
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${randomBytes(1)[0]}.9` },
    body: JSON.stringify({ email, password, data: { full_name: 'Rosa Díaz', legal_consent_accepted: true } }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${await response.text()}`);
  // Sign-up opens a session of its own (the protocol's answer carries tokens): end it, so the list holds only
  // the browsers the test signs in.
  const { access_token: accessToken } = (await response.json()) as { access_token?: string };
  if (accessToken) {
    await fetch(`${baseUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  }
  return { email, password };
}

async function signInThroughTheForm(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  await page.locator('input[name="email"]').fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

describe('security center: sessions', () => {
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

  for (const language of ['en', 'ar']) {
    test(`signs another browser out from the sessions list (${language})`, async () => {
      const account = await createAccount(server.baseUrl);
      const mine = await newContextWithLanguage(browser, server.baseUrl, language, PHONE);
      const other = await newContextWithLanguage(browser, server.baseUrl, language, DESKTOP);
      const page = await mine.newPage();
      const otherPage = await other.newPage();
      await signInThroughTheForm(otherPage, account);
      await signInThroughTheForm(page, account);

      await page.goto('/advanced-security');
      await page.getByRole('heading', { level: 1, name: t(language, 'page.title') }).waitFor();
      const sessions = page.getByTestId('security-session');
      await sessions.nth(1).waitFor();
      assert.equal(await sessions.count(), 2);
      // Exactly one is this device; the other can be signed out from here.
      assert.equal(await page.getByText(t(language, 'sessions.thisDevice'), { exact: true }).count(), 1);
      const otherItem = sessions.filter({ hasNot: page.getByText(t(language, 'sessions.thisDevice')) });
      const device = (await otherItem.locator('span[dir="auto"]').first().textContent()) ?? '';
      // Headless Chromium names no browser ("HeadlessChrome"), so the description is its system alone.
      assert.ok(device.trim().length > 0);

      // Its name says which session (device and last activity), so sessions on the same system differ.
      const signOut = otherItem.getByRole('button');
      assert.ok(((await signOut.getAttribute('aria-label')) ?? '').includes(device));
      await signOut.click();
      await page.getByRole('button', { name: t(language, 'sessions.signOutConfirm') }).click();
      await page.getByText(t(language, 'sessions.outcome.signedOut')).waitFor();
      await page.getByText(t(language, 'sessions.others.none')).waitFor();
      assert.equal(await sessions.count(), 1);

      // The other browser's very next request is refused, and the app there signs out.
      await otherPage.goto('/advanced-security');
      await otherPage.waitForURL((url) => url.pathname === '/auth', { timeout: 15_000 });
      const stored = await otherPage.evaluate(() => window.localStorage.getItem('amparo-auth'));
      assert.equal(stored, null);

      // The log says what happened, in the page's language.
      await page.reload();
      await page
        .getByRole('heading', { name: t(language, 'activity.kinds.session_revoked.title') })
        .waitFor();
      await mine.close();
      await other.close();
    });
  }

  for (const language of ['en', 'ar']) {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`axe finds no serious or critical violation on the security center in ${language} (${name})`, async () => {
        const account = await createAccount(server.baseUrl);
        const context = await newContextWithLanguage(browser, server.baseUrl, language, viewport);
        const page = await context.newPage();
        await signInThroughTheForm(page, account);
        for (const path of ['/advanced-security', '/advanced-security-center']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: t(language, 'page.title') }).waitFor();
          await page.getByTestId('security-session').first().waitFor();
          await page.getByTestId('security-event').first().waitFor();
          assert.equal(
            await page.evaluate(() => document.documentElement.dir),
            language === 'ar' ? 'rtl' : 'ltr',
          );
          // Nothing wider than the screen: read without sideways scrolling.
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          assert.ok(overflow <= 0, `${path} scrolls sideways by ${overflow}px`);
          const results = await (await settledAxe(page)).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          assert.deepEqual(
            serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            [],
          );
        }
        await context.close();
      });
    }
  }
});
