import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContextWithLanguage, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { openSignedIn, screenshot, seriousViolations, signUpThroughApi, text } from './onboarding-helpers.ts';

const htmlAttributes = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const VIEWPORTS = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

describe('first run and onboarding', () => {
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

  test('a first visit asks for the language before anything else; choosing Arabic turns the app right-to-left', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, null);
    const page = await context.newPage();
    await page.goto('/organization/registry');
    await page.getByRole('heading', { level: 1, name: text('en', 'welcome', 'title') }).waitFor();
    const choices = page.getByRole('list', { name: text('en', 'welcome', 'languagesLabel') });
    assert.deepEqual(await choices.getByRole('link').allInnerTexts(), [
      'English',
      'Español',
      'Kreyòl ayisyen',
      'Português',
      'Français',
      'العربية',
      'اردو',
    ]);
    // Nothing else yet: no header, no page.
    assert.equal(await page.getByRole('combobox').count(), 0);
    assert.deepEqual(await seriousViolations(page), []);

    await choices.getByRole('link', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'ar');
    assert.deepEqual(await htmlAttributes(page), { lang: 'ar', dir: 'rtl' });
    // The page the person opened, now in Arabic.
    assert.equal(new URL(page.url()).pathname, '/organization/registry');
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), 'ar');

    await page.reload();
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
    assert.equal(await page.getByRole('heading', { name: text('ar', 'welcome', 'title') }).count(), 0);
    await context.close();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`the welcome screen greets in the browser's language (${language}) at both sizes`, async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const context = await browser.newContext({
          baseURL: server.baseUrl,
          viewport,
          locale: language,
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: text(language, 'welcome', 'title') }).waitFor();
        await screenshot(page, `welcome-${language}-${name}`);
        await context.close();
      }
    });

    test(`a new account goes dashboard → onboarding → answers → terms → "remind me later" → dashboard (${language})`, async () => {
      const session = await signUpThroughApi(server.baseUrl, language);
      const context = await newContextWithLanguage(browser, server.baseUrl, language, PHONE);
      const page = await openSignedIn(context, session, '/dashboard');
      await page.waitForURL((url) => url.pathname === '/onboarding');
      await page
        .getByRole('heading', { level: 1, name: text(language, 'onboarding', 'page.title') })
        .waitFor();
      assert.equal((await htmlAttributes(page)).dir, language === 'ar' ? 'rtl' : 'ltr');

      const entry = page.getByRole('group', {
        name: text(language, 'onboarding', 'eligibility.entryMethod.legend'),
      });
      assert.equal(await entry.getByRole('radio').count(), 6);
      await entry
        .getByRole('radio', {
          name: text(language, 'onboarding', 'eligibility.entryMethod.options.refugee_asylee'),
        })
        .check();
      await page
        .getByRole('radio', {
          name: text(language, 'onboarding', 'eligibility.currentStatus.options.green_card'),
        })
        .check();
      assert.deepEqual(await seriousViolations(page), []);
      for (const [name, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await screenshot(page, `eligibility-${language}-${name}`);
      }
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: text(language, 'onboarding', 'page.continue') }).click();

      await page
        .getByRole('heading', { level: 1, name: text(language, 'onboarding', 'consent.title') })
        .waitFor();
      await page.getByRole('checkbox', { name: text(language, 'onboarding', 'consent.accept') }).check();
      await page.getByRole('button', { name: text(language, 'onboarding', 'consent.submit') }).click();

      await page
        .getByRole('heading', { level: 1, name: text(language, 'onboarding', 'emergencyTools.title') })
        .waitFor();
      await page.getByRole('button', { name: text(language, 'onboarding', 'emergencyTools.later') }).click();

      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1, name: text(language, 'dashboard', 'title') }).waitFor();
      await page.getByRole('region', { name: text(language, 'dashboard', 'reminder.title') }).waitFor();
      const banner = page.getByRole('region', { name: text(language, 'onboarding', 'limitedAccess.title') });
      assert.equal(
        await banner
          .getByRole('link', { name: text(language, 'onboarding', 'limitedAccess.action') })
          .getAttribute('href'),
        '/payment?plan=full_protection',
      );
      assert.deepEqual(await seriousViolations(page), []);
      for (const [name, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await screenshot(page, `dashboard-${language}-${name}`);
      }

      // The answers are on the server, not only in this tab.
      const profile = (await (
        await fetch(`${server.baseUrl}/api/v1/profile`, {
          headers: { authorization: `Bearer ${session.access_token}` },
        })
      ).json()) as Record<string, unknown>;
      assert.equal(profile.entry_method, 'refugee_asylee');
      assert.equal(profile.current_status, 'green_card');
      assert.equal(profile.is_eligible, true);
      assert.equal(profile.legal_consent_accepted, true);
      assert.equal(typeof profile.legal_consent_accepted_at, 'string');
      await context.close();
    });

    test(`"entered without inspection" shows the notice and its links, and protected pages keep showing it (${language})`, async () => {
      const session = await signUpThroughApi(server.baseUrl, language);
      const context = await newContextWithLanguage(browser, server.baseUrl, language, PHONE);
      const page = await openSignedIn(context, session, '/onboarding');
      await page
        .getByRole('radio', {
          name: text(language, 'onboarding', 'eligibility.entryMethod.options.entered_without_inspection'),
        })
        .check();
      await page.getByRole('button', { name: text(language, 'onboarding', 'page.continue') }).click();

      const title = text(language, 'onboarding', 'notice.title');
      const notice = page.getByRole('region', { name: title });
      await notice.waitFor();
      const hrefs = await notice
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      assert.deepEqual(hrefs, [
        'https://www.immigrationlawhelp.org',
        '/organization/registry',
        'https://www.cbp.gov/about/mobile-apps-directory/cbphome',
        '/onboarding?step=questions',
      ]);
      assert.deepEqual(await seriousViolations(page), []);
      for (const [name, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await screenshot(page, `notice-${language}-${name}`);
      }

      for (const path of ['/dashboard', '/documents', '/payment']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        assert.equal(new URL(page.url()).pathname, path);
      }
      await page.goto('/help');
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByRole('heading', { name: title }).count(), 0);

      const profile = (await (
        await fetch(`${server.baseUrl}/api/v1/profile`, {
          headers: { authorization: `Bearer ${session.access_token}` },
        })
      ).json()) as Record<string, unknown>;
      assert.equal(profile.entry_method, 'entered_without_inspection');
      assert.equal(profile.is_eligible, false);
      await context.close();
    });
  }
});
