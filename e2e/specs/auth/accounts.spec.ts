import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import {
  fillIdentifier,
  signIn,
  signOutFromHeader,
  signUp,
  strongPassword,
  text,
  uniqueEmail,
} from './auth-helpers.ts';

// The embedded default: nothing can be delivered, so a sign-up is confirmed at once and signs the person in.

describe('accounts: sign up, sign out, sign in', () => {
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
    test(`signs up, signs out from the header, and signs in back to the page asked for (${language})`, async () => {
      const context = await newContextWithLanguage(browser, server.baseUrl, language);
      const page = await context.newPage();
      const email = uniqueEmail(`new-${language}`);
      const password = strongPassword();

      await signUp(page, email, password);
      // A new account has no plan yet: it goes towards the plans.
      await page.waitForURL((url) => url.pathname === '/payment');
      assert.equal(
        await page.evaluate(() => document.documentElement.dir),
        language === 'ar' ? 'rtl' : 'ltr',
      );

      await signOutFromHeader(page, language);

      await page.goto('/emergency');
      await page.waitForURL((url) => url.pathname === '/auth');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), '/emergency');
      await page.getByRole('heading', { level: 1, name: text(language, 'auth', 'title.signIn') }).waitFor();
      await signIn(page, email, password);
      await page.waitForURL((url) => url.pathname === '/emergency');

      // The spec's two addresses of the security center show the same screen.
      await page.goto('/advanced-security');
      const heading = await page.getByRole('heading', { level: 1 }).innerText();
      await page.goto('/advanced-security-center');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/advanced-security-center');

      // A signed-in visitor opening /auth goes on instead of seeing the form again.
      await page.goto('/auth');
      await page.waitForURL((url) => url.pathname === '/payment');
      await context.close();
    });

    test(`shows why a password is refused, one line per reason (${language})`, async () => {
      const context = await newContextWithLanguage(browser, server.baseUrl, language);
      const page = await context.newPage();
      const email = uniqueEmail(`weak-${language}`);
      await signUp(page, email, 'password123');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.match(
        await alert.innerText(),
        new RegExp(escapeRegExp(text(language, 'auth', 'errors.weakPassword'))),
      );
      const reasons = await alert.locator('li').allInnerTexts();
      assert.ok(reasons.length >= 1);
      const known = ['length', 'characters', 'pwned', 'other'].map((key) =>
        text(language, 'auth', `weakReasons.${key}`),
      );
      for (const reason of reasons)
        assert.ok(known.includes(reason.trim()), `unexpected reason line: ${reason}`);
      // What was typed is still there to correct.
      assert.equal(await page.locator('input[name="email"]').inputValue(), email);
      assert.equal(new URL(page.url()).pathname, '/auth');
      await context.close();
    });

    test(`refuses a wrong password with a clear message (${language})`, async () => {
      const context = await newContextWithLanguage(browser, server.baseUrl, language);
      const page = await context.newPage();
      await page.goto('/auth');
      await fillIdentifier(page, uniqueEmail('nobody'), strongPassword());
      await page.locator('form button[type="submit"]').click();
      await page
        .getByRole('alert')
        .getByText(text(language, 'auth', 'errors.invalidCredentials'))
        .waitFor();
      await context.close();
    });
  }

  test('"Sign out of all devices" ends the session on the other browser too', async () => {
    const email = uniqueEmail('two-devices');
    const password = strongPassword();
    const phone = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const laptop = await newContextWithLanguage(browser, server.baseUrl, 'en', DESKTOP);
    const onPhone = await phone.newPage();
    const onLaptop = await laptop.newPage();

    await signUp(onPhone, email, password);
    await onPhone.waitForURL((url) => url.pathname === '/payment');
    await onLaptop.goto('/auth?redirect=%2Fsettings');
    await signIn(onLaptop, email, password);
    await onLaptop.waitForURL((url) => url.pathname === '/settings');

    await onPhone.goto('/settings');
    await onPhone.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await onPhone.getByRole('region', { name: 'Your account' }).getByText(email).waitFor();
    await onPhone.getByRole('button', { name: 'Sign out of all devices' }).click();
    await onPhone.waitForURL((url) => url.pathname === '/');
    await onPhone.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();

    // The laptop still holds its tokens; the next time it asks the server it is refused and signed out.
    await onLaptop.reload();
    await onLaptop.waitForURL((url) => url.pathname === '/auth');
    assert.equal(new URL(onLaptop.url()).searchParams.get('redirect'), '/settings');
    await onLaptop.getByText(text('en', 'auth', 'notices.sessionEnded')).waitFor();
    assert.equal(await onLaptop.evaluate(() => window.localStorage.getItem('amparo-auth')), null);

    // And the account itself still works.
    await signIn(onLaptop, email, password);
    await onLaptop.waitForURL((url) => url.pathname === '/settings');
    await phone.close();
    await laptop.close();
  });
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
