import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { signOutFromHeader } from '../auth/auth-helpers.ts';
import { signedInContext } from '../emergency/emergency-helpers.ts';
import {
  newPassphrase,
  setUpVault,
  signUpFullPlan,
  unlockWithPassphrase,
  t as vaultText,
  waitForOpenVault,
} from '../vault/vault-helpers.ts';

// Passkeys with Chromium's virtual authenticator (CTAP2, built in, resident keys, user verification, PRF): add one
// in the security center, sign out, sign in with it; let it unlock the vault, lock the vault, unlock it with the
// passkey. The section passes axe in English and Arabic. WebAuthn needs a domain name, so the app is served as
// http://localhost:<port> here.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

function t(language: string, key: string, values: Record<string, string> = {}): string {
  const root = JSON.parse(readFileSync(join(localesDir, language, 'security-passkeys.json'), 'utf8'));
  let value: unknown = root;
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/security-passkeys:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Follows an in-app link without reloading, so the open vault (kept in this page's memory) stays open. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

async function sectionViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page))
    .include('section[aria-labelledby="passkeys-title"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('passkeys', () => {
  let server: RunningServer;
  let browser: Browser;
  let apiUrl: string;

  before(async () => {
    server = await startServer({}, { publicHost: 'localhost' });
    apiUrl = server.baseUrl.replace('localhost', '127.0.0.1');
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('add a passkey, sign out, sign in with it; unlock the vault with it', async () => {
    const person = await signUpFullPlan(apiUrl);
    const context = await signedInContext(browser, server.baseUrl, person, 'en');
    const page = await context.newPage();
    await addVirtualAuthenticator(page);

    await page.goto('/advanced-security');
    await page.getByRole('heading', { level: 2, name: t('en', 'section.title') }).waitFor();
    await page.getByText(t('en', 'section.whatIs')).waitFor();
    await page.getByText(t('en', 'section.empty')).waitFor();
    assert.deepEqual(await sectionViolations(page), [], 'axe on the passkeys section (en)');

    // Add one, named.
    await page.getByLabel(t('en', 'add.nameLabel')).fill('Test phone');
    await page.getByRole('button', { name: t('en', 'add.submit') }).click();
    await page.getByText(t('en', 'add.added')).waitFor();
    await page.getByText('Test phone', { exact: true }).waitFor();
    await page.getByText(t('en', 'list.neverUsed')).waitFor();

    // Sign out, then sign in with the passkey: the app holds a normal session again.
    await signOutFromHeader(page, 'en');
    await page.goto('/auth');
    await page.getByRole('button', { name: t('en', 'signIn.button') }).click();
    await page.waitForURL((url) => url.pathname !== '/auth');
    const stored = await page.evaluate(() => window.localStorage.getItem('amparo-auth'));
    assert.ok(stored, 'the auth client stored the session');
    const session = JSON.parse(stored) as { access_token: string; refresh_token: string };
    assert.ok(session.access_token && session.refresh_token);
    const claims = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as {
      amr: { method: string }[];
    };
    assert.equal(claims.amr[0]?.method, 'passkey');

    // The vault: set it up (opened), then let the passkey unlock it.
    const passphrase = newPassphrase();
    await setUpVault(page, 'en', passphrase);
    await goInApp(page, '/advanced-security');
    await page
      .getByText(t('en', 'list.lastUsed', { date: '' }).trim(), { exact: false })
      .first()
      .waitFor();
    await page.getByRole('button', { name: t('en', 'vault.turnOnLabel', { name: 'Test phone' }) }).click();
    await page.getByText(t('en', 'vault.turnedOn')).waitFor();
    await page.getByText(t('en', 'vault.on')).waitFor();

    // Lock it, and open it with the passkey instead of the passphrase.
    await goInApp(page, '/documents');
    await waitForOpenVault(page, 'en');
    await page.getByRole('button', { name: vaultText('en', 'vault', 'header.lock') }).click();
    await page.getByRole('button', { name: t('en', 'unlock.button') }).click();
    await waitForOpenVault(page, 'en');

    // After a reload the vault is locked again, and the passphrase still opens it.
    await page.reload();
    await page.getByRole('button', { name: t('en', 'unlock.button') }).waitFor();
    await unlockWithPassphrase(page, 'en', passphrase);
    await waitForOpenVault(page, 'en');

    await context.close();
  });

  test('the section in Arabic, right to left, passes axe', async () => {
    const person = await signUpFullPlan(apiUrl);
    const context = await signedInContext(browser, server.baseUrl, person, 'ar');
    const page = await context.newPage();
    await addVirtualAuthenticator(page);
    await page.goto('/advanced-security');
    await page.getByRole('heading', { level: 2, name: t('ar', 'section.title') }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.getByLabel(t('ar', 'add.nameLabel')).fill('هاتفي');
    await page.getByRole('button', { name: t('ar', 'add.submit') }).click();
    await page.getByText(t('ar', 'add.added')).waitFor();
    assert.deepEqual(await sectionViolations(page), [], 'axe on the passkeys section (ar)');

    // Remove it, after the question.
    await page.getByRole('button', { name: t('ar', 'list.removeLabel', { name: 'هاتفي' }) }).click();
    await page.getByRole('button', { name: t('ar', 'list.removeConfirm') }).click();
    await page.getByText(t('ar', 'list.removed')).waitFor();
    await page.getByText(t('ar', 'section.empty')).waitFor();
    await context.close();
  });
});
