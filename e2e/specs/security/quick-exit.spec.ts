import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { type Person, signUpPerson } from '../emergency/emergency-helpers.ts';

// Quick exit and "Wipe this device" (decision 036), in English and Arabic, on a 390 px phone. The test machine has
// no internet: the neutral site's address (the product's real default, Wikipedia) is answered by the test itself
// with a plain local page, so the app runs unchanged.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');
const NEUTRAL = /^https:\/\/(en|ar)\.wikipedia\.org\//;
const NEUTRAL_PAGE = '<!doctype html><title>Wikipedia</title><h1>Wikipedia, the free encyclopedia</h1>';
/** A page of the app's origin that runs none of the app: where the test seeds and inspects the browser's storage. */
const BLANK_PATH = '/__quick-exit-test-blank';

function text(language: string, namespace: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value;
}

async function newContext(browser: Browser, baseUrl: string, serviceWorkers: 'allow' | 'block' = 'block') {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, serviceWorkers });
  await context.route(/^https:\/\/[a-z]+\.wikipedia\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: NEUTRAL_PAGE }),
  );
  await context.route(`${baseUrl}${BLANK_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
  );
  return context;
}

/** Signs `person` in on this browser once (no init script: after a wipe nothing may come back by itself). */
async function signIn(page: Page, person: Person, language: string): Promise<void> {
  await page.goto(BLANK_PATH);
  await page.evaluate(
    ([session, code]) => {
      window.localStorage.setItem('amparo-auth', session);
      window.localStorage.setItem('selectedLanguage', code);
    },
    [JSON.stringify(person.session), language] as const,
  );
}

describe('quick exit and wipe this device', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`Escape three times leaves for the neutral site, and Back does not return to the screen (${language})`, async () => {
      const person = await signUpPerson(server.baseUrl);
      const context = await newContext(browser, server.baseUrl);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, person, language);
      await page.goto('/');
      await page.goto('/settings');
      const heading = page.getByRole('heading', { level: 1, name: text(language, 'settings', 'title') });
      await heading.waitFor();
      const button = page.getByRole('button', { name: text(language, 'common', 'quickExit.label') });
      assert.equal(await button.isVisible(), true, 'the Quick exit button is on the screen');
      const box = await button.boundingBox();
      assert.ok(box && box.height >= 44 && box.width >= 44, 'a large enough target');
      // In the top bar, towards the reading end: past the language picker (right of it in English, left of it in
      // Arabic); only the account avatar may sit beyond it.
      assert.ok(box.y < 120, 'in the top bar');
      const picker = await page.getByRole('combobox').first().boundingBox();
      assert.ok(picker, 'the language picker is in the top bar');
      if (language === 'en') assert.ok(box.x >= picker.x + picker.width, 'past the language picker');
      else assert.ok(box.x + box.width <= picker.x, 'past the language picker, mirrored');

      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await page.waitForURL(NEUTRAL, { timeout: 5000 });
      assert.match(page.url(), new RegExp(`^https://${language}\\.wikipedia\\.org/`));

      await page.evaluate(() => window.history.back());
      // Back lands on an earlier page of the app, which leaves again at once: never the settings screen.
      await page.waitForTimeout(1500);
      await page.waitForURL(NEUTRAL, { timeout: 5000 });
      assert.equal(await heading.count(), 0);
      assert.doesNotMatch(page.url(), /\/settings/);
    });
  }

  // A 390 px phone at 200 % zoom is 195 px wide: the account control once spilled over Quick exit there, so a tap
  // on Quick exit opened the account menu instead of leaving.
  for (const language of ['en', 'ar', 'es'] as const) {
    test(`at 195 px nothing covers Quick exit, and a tap on its middle leaves (${language})`, async () => {
      const person = await signUpPerson(server.baseUrl);
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: 195, height: 422 },
      });
      await context.route(/^https:\/\/[a-z]+\.wikipedia\.org\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: NEUTRAL_PAGE }),
      );
      await context.route(`${server.baseUrl}${BLANK_PATH}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }),
      );
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, person, language);
      await page.goto('/settings');
      await page.getByRole('heading', { level: 1, name: text(language, 'settings', 'title') }).waitFor();
      // The account menu's button (lazy: wait for it, it is the control that spilled over).
      await page.locator('header button[aria-expanded]').waitFor();
      const quickExit = page.getByRole('button', { name: text(language, 'common', 'quickExit.label') });
      const exitBox = await quickExit.boundingBox();
      const controls = await page.locator('header a, header button, header select').evaluateAll((elements) =>
        elements
          .filter(
            (element) =>
              !element.hasAttribute('data-quick-exit') && element.getBoundingClientRect().width > 0,
          )
          .map((element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return {
              name: element.getAttribute('aria-label') ?? element.textContent ?? '',
              left,
              right,
              top,
              bottom,
            };
          }),
      );
      assert.ok(exitBox);
      for (const other of controls) {
        const overlaps: boolean =
          other.left < exitBox.x + exitBox.width &&
          exitBox.x < other.right &&
          other.top < exitBox.y + exitBox.height &&
          exitBox.y < other.bottom;
        assert.equal(overlaps, false, `"${other.name.trim()}" covers part of Quick exit`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
      // A real tap at the middle of the button, where a covering control would take it.
      await page.mouse.click(exitBox.x + exitBox.width / 2, exitBox.y + exitBox.height / 2);
      await page.waitForURL(new RegExp(`^https://${language}\\.wikipedia\\.org/`), { timeout: 5000 });
    });
  }

  test('the Quick exit button itself leaves, from a signed-out page too', async () => {
    const context = await newContext(browser, server.baseUrl);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(BLANK_PATH);
    await page.evaluate(() => window.localStorage.setItem('selectedLanguage', 'en'));
    await page.goto('/legal-aid');
    await page.getByRole('button', { name: 'Quick exit' }).click();
    await page.waitForURL(NEUTRAL, { timeout: 5000 });
    await page.goBack().catch(() => {});
    await page.waitForTimeout(1500);
    assert.doesNotMatch(page.url(), /legal-aid/);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`Wipe this device leaves no storage, cache, database or service worker behind (${language})`, async () => {
      const person = await signUpPerson(server.baseUrl);
      const context = await newContext(browser, server.baseUrl, 'allow');
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, person, language);
      await page.goto('/settings');
      await page
        .getByRole('heading', { level: 1, name: text(language, 'settings', 'title') })
        .waitFor({ timeout: 60_000 });
      // The app's own service worker, installed and active (what a returning person's phone holds), and traces of
      // every kind the app (or an older version) could leave. Waited for, not for a fixed time: on a busy machine
      // the first install took over 10 s and the wipe then met it half-way (a wipe during an install is its own
      // case, covered by wipe-device.test.ts).
      await page.waitForFunction(
        () => navigator.serviceWorker.getRegistration().then((registration) => Boolean(registration?.active)),
        null,
        { timeout: 60_000 },
      );
      await page.evaluate(async () => {
        await new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('amparo-vault', 1);
          request.onupgradeneeded = () => request.result.createObjectStore('keyrings', { keyPath: 'userId' });
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve) => {
          const request = indexedDB.open('some-other-database');
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
        });
        const cache = await caches.open('amparo-extra');
        await cache.put('/extra', new Response('x'));
        window.sessionStorage.setItem('amparo-draft', 'typed');
        // biome-ignore lint/suspicious/noDocumentCookie: a cookie the page can see, the way the app writes one.
        document.cookie = 'amparo-lang=ar; Path=/';
      });
      const before = await page.evaluate(async () => ({
        databases: (await indexedDB.databases()).length,
        caches: (await caches.keys()).length,
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      }));
      assert.ok(before.databases >= 2 && before.caches >= 1, JSON.stringify(before));
      assert.ok(before.workers >= 1, `a service worker was registered: ${JSON.stringify(before)}`);

      const wipeTitle = text(language, 'settings', 'wipe.button');
      await page.getByRole('button', { name: wipeTitle }).click();
      await page.getByRole('alertdialog').waitFor();
      await page.getByRole('button', { name: text(language, 'settings', 'wipe.confirm') }).click();
      await page.waitForURL(NEUTRAL, { timeout: 45_000 });

      // Back on the app's origin (a page that runs none of the app, so nothing is written again): all empty.
      await page.goto(BLANK_PATH);
      const left = await page.evaluate(async () => ({
        localStorage: Object.keys(window.localStorage),
        sessionStorage: Object.keys(window.sessionStorage),
        cookies: document.cookie,
        databases: (await indexedDB.databases()).map((database) => database.name),
        caches: await caches.keys(),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      }));
      assert.deepEqual(left, {
        localStorage: [],
        sessionStorage: [],
        cookies: '',
        databases: [],
        caches: [],
        workers: 0,
      });
      // The server ended the session too: the old token no longer works.
      const response = await fetch(`${server.baseUrl}/auth/v1/user`, {
        headers: { authorization: `Bearer ${person.token}` },
      });
      assert.notEqual(response.status, 200);
    });
  }

  for (const language of ['en', 'ar'] as const) {
    test(`axe finds nothing serious on Settings at 390 px (${language})`, async () => {
      const person = await signUpPerson(server.baseUrl);
      const context = await newContext(browser, server.baseUrl);
      contexts.push(context);
      const page = await context.newPage();
      await signIn(page, person, language);
      await page.goto('/settings');
      await page
        .getByRole('heading', { level: 1, name: text(language, 'settings', 'title') })
        .waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      const results = await (await settledAxe(page)).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      assert.deepEqual(serious, []);
      // Nothing wider than the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the screen`);
      // High contrast applies to the whole app at once, and axe still finds nothing.
      await page.getByRole('checkbox', { name: text(language, 'settings', 'display.highContrast') }).click();
      assert.equal(
        await page.evaluate(() => document.documentElement.classList.contains('contrast-high')),
        true,
      );
      const contrast = await (await settledAxe(page)).withRules(['color-contrast']).analyze();
      assert.deepEqual(
        contrast.violations.map((violation) => violation.id),
        [],
      );
    });
  }
});
