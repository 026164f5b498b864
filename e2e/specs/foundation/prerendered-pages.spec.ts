// The first screens come as HTML (issue 11, decision 014): the welcome screen, the home page and the sign-in page
// are prerendered in every language and adopted by React (hydrated), so the largest paint comes from the HTML and is
// never replaced. These tests hold every script back until the HTML has painted, tag what the server sent, then let
// the scripts run and check that the same elements are still there, with no hydration error and no other error.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

type Visit = { page: Page; context: BrowserContext; errors: string[]; release: () => void };

async function openHeldBack(
  browser: Browser,
  url: string,
  { language, acceptLanguage = 'en-US,en;q=0.9' }: { language?: string; acceptLanguage?: string },
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: PHONE,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'accept-language': acceptLanguage },
  });
  if (language) {
    await context.addCookies([{ name: 'amparo-lang', value: language, url }]);
    await context.addInitScript((code) => window.localStorage.setItem('selectedLanguage', code), language);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Playwright's own refusal to register the service worker is not the app's.
    if (message.type() === 'error' && !/service ?worker/i.test(message.text())) errors.push(message.text());
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    // A test may have handed the route to a handler of its own meanwhile.
    await route.continue().catch(() => undefined);
  });
  // Module scripts run before DOMContentLoaded: wait for the painted heading instead.
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector('h1');
  return { page, context, errors, release };
}

/** Tags the painted heading, lets the scripts run, and answers whether React kept that very element. */
async function hydrateAndCheck(visit: Visit, settled: (page: Page) => Promise<unknown>) {
  await visit.page.evaluate(() => {
    (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
  });
  visit.release();
  await settled(visit.page);
  return visit.page.evaluate(
    () => document.querySelector('h1') === (window as unknown as { painted: Element | null }).painted,
  );
}

describe('prerendered first screens', () => {
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

  test('a first visit gets the welcome screen as HTML, greeting in the browser language, and React adopts it', async () => {
    const visit = await openHeldBack(browser, `${server.baseUrl}/`, {
      acceptLanguage: 'ar-EG,ar;q=0.9,en;q=0.5',
    });
    try {
      // Before any script: the greeting, in Arabic and right to left, and every language as a link.
      const heading = visit.page.getByRole('heading', { level: 1 });
      assert.equal(await heading.textContent(), 'مرحبًا بك في Amparo');
      assert.equal(await visit.page.locator('main').getAttribute('dir'), 'rtl');
      assert.equal(await visit.page.getByRole('link', { name: 'Español' }).getAttribute('href'), '?lang=es');
      const kept = await hydrateAndCheck(visit, (page) =>
        page.waitForFunction(() => document.documentElement.lang === 'en'),
      );
      assert.equal(kept, true, 'the heading was replaced instead of hydrated');
      // Hydrated: a tap now chooses in the page, without going through the server.
      await visit.page.getByRole('link', { name: 'Español' }).click();
      await visit.page.getByRole('heading', { level: 1 }).filter({ hasText: 'Amparo' }).waitFor();
      await visit.page.waitForFunction(() => window.localStorage.getItem('selectedLanguage') === 'es');
      assert.equal(visit.page.url(), `${server.baseUrl}/`);
      assert.deepEqual(visit.errors, []);
    } finally {
      await visit.context.close();
    }
  });

  for (const language of ['en', 'ar'] as const) {
    test(`a returning visitor (${language}) gets home and sign-in as HTML in their language, hydrated`, async () => {
      for (const path of ['/', '/auth']) {
        const visit = await openHeldBack(browser, `${server.baseUrl}${path}`, { language });
        try {
          assert.equal(await visit.page.evaluate(() => document.documentElement.lang), language);
          assert.equal(
            await visit.page.evaluate(() => document.documentElement.dir),
            language === 'ar' ? 'rtl' : 'ltr',
          );
          assert.equal(
            await visit.page.evaluate(() => document.getElementById('root')?.dataset.prerendered),
            path === '/' ? 'home' : 'auth',
          );
          const painted = await visit.page.getByRole('heading', { level: 1 }).textContent();
          assert.ok(painted && painted.length > 3, 'no heading before the scripts ran');
          const kept = await hydrateAndCheck(visit, (page) => page.waitForLoadState('networkidle'));
          assert.equal(kept, true, `${path}: the heading was replaced instead of hydrated`);
          assert.equal(await visit.page.getByRole('heading', { level: 1 }).textContent(), painted);
          assert.deepEqual(visit.errors, [], `${path}: ${visit.errors.join('\n')}`);
        } finally {
          await visit.context.close();
        }
      }
    });
  }

  test('sign-in pressed before the app is ready: no password in the address, and the app sends it once ready', async () => {
    const visit = await openHeldBack(browser, `${server.baseUrl}/auth`, { language: 'en' });
    try {
      // The page's own script (start.ts, built as index-*.js) runs; the app's code stays held back.
      let released = false;
      await visit.page.unroute('**/assets/*.js');
      await visit.page.route('**/assets/*.js', async (route) => {
        if (!/\/assets\/index-[^/]+\.js$/.test(route.request().url())) {
          while (!released) await new Promise((resolve) => setTimeout(resolve, 20));
        }
        // The page may be gone by then (the test has ended): nothing to continue.
        await route.continue().catch(() => undefined);
      });
      await visit.page.locator('input[name="email"]').fill('nobody-before-ready@example.com');
      await visit.page.locator('input[name="password"]').fill('Not-The-Password-42');
      await visit.page.getByRole('combobox').selectOption('fr');
      await visit.page.locator('form button[type="submit"]').click();
      await visit.page.waitForTimeout(300);
      assert.equal(new URL(visit.page.url()).search, '', 'the form went to the server as a GET');
      released = true;
      visit.release();
      // The language picked, and then the sign-in, reach the app: in French, the server's refusal.
      await visit.page
        .getByRole('alert')
        .getByText(
          'L’adresse e-mail, le numéro de téléphone ou le mot de passe n’est pas correct. Vérifiez-les et réessayez.',
        )
        .waitFor();
      assert.equal(await visit.page.evaluate(() => document.documentElement.lang), 'fr');
      assert.equal(
        await visit.page.locator('input[name="email"]').inputValue(),
        'nobody-before-ready@example.com',
      );
      assert.equal(new URL(visit.page.url()).search, '');
      await visit.page.unroute('**/assets/*.js');
    } finally {
      await visit.context.close();
    }
  });

  test('the welcome screen works before any script has run: a language link brings home in that language', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/`);
      await page.getByRole('link', { name: 'العربية' }).click();
      await page.waitForURL(`${server.baseUrl}/`);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      assert.equal(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered), 'home');
      // The notice about scripts is in the page's language too.
      assert.match((await page.locator('noscript p').textContent()) ?? '', /JavaScript/);
      assert.match((await page.locator('noscript p').textContent()) ?? '', /يحتاج/);
      const cookies = await context.cookies();
      assert.equal(cookies.find((cookie) => cookie.name === 'amparo-lang')?.value, 'ar');
    } finally {
      await context.close();
    }
  });

  test('a choice made without scripts is adopted by the app once they run', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      await context.addCookies([{ name: 'amparo-lang', value: 'fr', url: server.baseUrl }]);
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/`);
      await page.waitForFunction(() => window.localStorage.getItem('selectedLanguage') === 'fr');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    } finally {
      await context.close();
    }
  });

  test('a device with a stored session gets the app frame in its language, not the signed-out page', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      await context.addCookies([
        { name: 'amparo-lang', value: 'en', url: server.baseUrl },
        { name: 'amparo-signed-in', value: '1', url: server.baseUrl },
      ]);
      const response = await context.request.get(`${server.baseUrl}/`);
      const html = await response.text();
      assert.equal(html.includes('data-prerendered'), false);
      assert.equal(html.includes('<html lang="en" dir="ltr">'), true);
    } finally {
      await context.close();
    }
  });
});
