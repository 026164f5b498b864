import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { signIn, signOutFromHeader, signUp, strongPassword, uniqueEmail } from '../auth/auth-helpers.ts';

// Two-step sign-in in real Chromium: turn it on in the security center by computing the authenticator app's
// code from the manual key (RFC 6238, as any app does), save the recovery codes, sign out, and sign in again
// with a fresh code. axe checks the section in English and Arabic.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

function ui(language: string, key: string): string {
  let value: unknown = JSON.parse(
    readFileSync(join(localesDir, language, 'security-two-factor.json'), 'utf8'),
  );
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/security-two-factor:${key}`);
  return value;
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of input.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(character);
    if (value < 0) throw new Error(`Not base32: ${character}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let index = 0; index + 8 <= bits.length; index += 8)
    bytes.push(Number.parseInt(bits.slice(index, index + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238: HMAC-SHA1 over the 30-second step, dynamic truncation, six digits. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const currentStep = () => Math.floor(Date.now() / 30_000);

/** A code of a step later than `usedStep`: a code the server accepted once is refused (replay). */
async function freshCode(secret: string, usedStep: number): Promise<{ code: string; step: number }> {
  while (currentStep() <= usedStep) await new Promise((done) => setTimeout(done, 500));
  const step = currentStep();
  return { code: totp(secret, step), step };
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page)).include('main section').analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** The section's status line (a notice may say the same words). */
async function statusShows(page: Page, words: string): Promise<void> {
  await page.getByTestId('two-factor-status').filter({ hasText: words }).waitFor();
}

async function openSecurityCenter(page: Page, language: string): Promise<void> {
  await page.goto('/advanced-security');
  await page.getByRole('heading', { level: 2, name: ui(language, 'title') }).waitFor({ timeout: 20_000 });
}

describe('two-step sign-in', () => {
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

  test('turn it on with the manual key, save the recovery codes, then sign in with a code (en)', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const page = await context.newPage();
    const email = uniqueEmail('two-step');
    const password = strongPassword();
    await signUp(page, email, password);
    await page.waitForURL((url) => url.pathname === '/payment');

    await openSecurityCenter(page, 'en');
    await statusShows(page, ui('en', 'status.off'));
    assert.deepEqual(await axeViolations(page), []);

    await page.getByRole('button', { name: ui('en', 'actions.turnOn') }).click();
    const key = page.getByTestId('two-factor-manual-key');
    await key.waitFor();
    const grouped = (await key.textContent()) ?? '';
    assert.match(grouped, /^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = grouped.replace(/\s/g, '');
    await page.getByRole('img', { name: ui('en', 'enrol.qrAlt') }).waitFor();
    assert.deepEqual(await axeViolations(page), []);

    const enrolment = await freshCode(secret, 0);
    await page.locator('input[name="one-time-code"]').fill(enrolment.code);
    await page.getByRole('button', { name: ui('en', 'enrol.confirm'), exact: true }).click();
    const codesList = page.getByTestId('two-factor-recovery-codes');
    await codesList.waitFor({ timeout: 20_000 });
    const codes = await codesList.locator('li').allTextContents();
    assert.equal(codes.length, 10);
    for (const code of codes) assert.match(code, /^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('button', { name: ui('en', 'codes.saved') }).click();
    await statusShows(page, ui('en', 'status.on'));

    await signOutFromHeader(page, 'en');
    await page.goto('/auth');
    await signIn(page, email, password);
    await page
      .getByRole('heading', { level: 1, name: ui('en', 'signIn.title') })
      .waitFor({ timeout: 20_000 });
    const codeInput = page.locator('input[name="one-time-code"]');
    assert.equal(await codeInput.getAttribute('autocomplete'), 'one-time-code');
    assert.equal(await codeInput.getAttribute('inputmode'), 'numeric');

    // A wrong code first: the step stays, with the reason.
    await codeInput.fill(totp(secret, currentStep() - 5));
    await page.getByRole('button', { name: ui('en', 'signIn.submit'), exact: true }).click();
    await page.getByText(ui('en', 'problems.wrongCode')).waitFor();

    const signInCode = await freshCode(secret, enrolment.step);
    await codeInput.fill(signInCode.code);
    await page.getByRole('button', { name: ui('en', 'signIn.submit'), exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 20_000 });

    // Signed in fully: the security center shows it on.
    await openSecurityCenter(page, 'en');
    await statusShows(page, ui('en', 'status.on'));

    // Another device signs in with a recovery code instead.
    const laptop = await (await newContextWithLanguage(browser, server.baseUrl, 'en')).newPage();
    await laptop.goto('/auth');
    await signIn(laptop, email, password);
    await laptop
      .getByRole('heading', { level: 1, name: ui('en', 'signIn.title') })
      .waitFor({ timeout: 20_000 });
    await laptop.getByRole('button', { name: ui('en', 'step.useRecovery') }).click();
    await laptop.locator('input[name="recovery-code"]').fill(codes[0] ?? '');
    await laptop.getByRole('button', { name: ui('en', 'signIn.submit'), exact: true }).click();
    await laptop.waitForURL((url) => url.pathname !== '/auth', { timeout: 20_000 });
    await laptop.context().close();
    await context.close();
  });

  test('the section passes axe in Arabic, turned off and while setting up', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'ar');
    const page = await context.newPage();
    await signUp(page, uniqueEmail('two-step-ar'), strongPassword());
    await page.waitForURL((url) => url.pathname === '/payment');
    await openSecurityCenter(page, 'ar');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole('button', { name: ui('ar', 'actions.turnOn') }).click();
    await page.getByTestId('two-factor-manual-key').waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });
});
