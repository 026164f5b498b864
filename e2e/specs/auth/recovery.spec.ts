import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import {
  codeIn,
  type MailCatcher,
  signIn,
  signOutFromHeader,
  signUp,
  startMailCatcher,
  strongPassword,
  text,
  uniqueEmail,
  verifyLinkIn,
} from './auth-helpers.ts';

// With SMTP_URL set, mail really leaves (to a local SMTP server here): a sign-up needs the emailed code, and
// "forgot password" sends a link that opens the new-password form.

describe('accounts with email delivery: confirmation and password recovery', () => {
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;

  before(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, MAIL_FROM: 'Amparo <no-reply@amparo.test>' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  for (const language of ['en', 'ar']) {
    test(`confirms a sign-up by code, then recovers a forgotten password by the emailed link (${language})`, async () => {
      const context = await newContextWithLanguage(browser, server.baseUrl, language);
      const page = await context.newPage();
      const email = uniqueEmail(`forgetful-${language}`);
      const firstPassword = strongPassword();

      await signUp(page, email, firstPassword);
      await page.getByRole('heading', { level: 1, name: text(language, 'auth', 'title.verify') }).waitFor();
      const confirmation = await mail.waitFor(email, (body) => /\d{6}/.test(body));
      await page.locator('input[name="code"]').fill(codeIn(confirmation));
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await signOutFromHeader(page, language);

      // Forgot password: the answer never says whether the address has an account.
      await page.goto('/auth');
      await page.getByRole('link', { name: text(language, 'auth', 'actions.forgot') }).click();
      await page.getByRole('heading', { level: 1, name: text(language, 'auth', 'title.forgot') }).waitFor();
      await page.locator('input[name="email"]').fill(email);
      await page.locator('form button[type="submit"]').click();
      const neutral = text(language, 'auth', 'verify.recoveryEmail').split('{{address}}')[0] ?? '';
      await page.getByText(neutral.trim(), { exact: false }).first().waitFor();

      const recovery = await mail.waitFor(email, (body) => /type=recovery/.test(body));
      await page.goto(verifyLinkIn(recovery));
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('mode') === 'reset');
      await page.getByRole('heading', { level: 1, name: text(language, 'auth', 'title.reset') }).waitFor();
      const newPassword = strongPassword();
      await page.locator('input[name="new-password"]').fill(newPassword);
      await page.locator('input[name="confirm-password"]').fill(newPassword);
      await page.locator('form button[type="submit"]').click();
      await page.getByText(text(language, 'auth', 'reset.done')).waitFor();
      await page.getByRole('link', { name: text(language, 'auth', 'actions.continue') }).click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await signOutFromHeader(page, language);

      // The old password no longer works; the new one does.
      await page.goto('/auth?redirect=%2Fsettings');
      await signIn(page, email, firstPassword);
      await page
        .getByRole('alert')
        .getByText(text(language, 'auth', 'errors.invalidCredentials'))
        .waitFor();
      await page.locator('input[name="password"]').fill(newPassword);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === '/settings');
      await context.close();
    });
  }

  test('answers "forgot password" for an unknown address exactly as for a known one, and sends nothing', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const page = await context.newPage();
    const stranger = uniqueEmail('stranger');
    await page.goto('/auth?mode=forgot');
    await page.locator('input[name="email"]').fill(stranger);
    await page.locator('form button[type="submit"]').click();
    await page.getByText(`If an account exists for \u2068${stranger}\u2069`, { exact: false }).waitFor();
    // Messages leave just after the answer; three seconds is far more than a delivery takes here.
    await assert.rejects(
      mail.waitFor(stranger, () => true, 3000),
      /No mail/,
    );
    await context.close();
  });

  test('an expired or used recovery link says so and offers a new one', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const page = await context.newPage();
    await page.goto(
      `${server.baseUrl}/auth/v1/verify?token=not-a-real-token&type=recovery&redirect_to=${encodeURIComponent(`${server.baseUrl}/auth?mode=reset`)}`,
    );
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText(text('en', 'auth', 'reset.expired')).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    assert.equal(new URL(page.url()).hash, '');
    await context.close();
  });
});
