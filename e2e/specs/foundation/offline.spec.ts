import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

const webDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/dist');

/** Waits until the page is controlled by an activated service worker. */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

describe('offline and updates', () => {
  let server: RunningServer;
  let browser: Browser;
  let distCopy: string;

  before(async () => {
    // A private copy of the built web app, so this test can publish a "new version" of it.
    distCopy = mkdtempSync(join(tmpdir(), 'amparo-dist-'));
    cpSync(webDist, distCopy, { recursive: true });
    server = await startServer({ WEB_DIST_DIR: distCopy });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(distCopy, { recursive: true, force: true });
  });

  test('after one visit, / opens with no network', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    // A returning visitor: the language chosen where the app (localStorage) and the server (cookie) look for it.
    await context.addCookies([{ name: 'amparo-lang', value: 'en', url: server.baseUrl }]);
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    const page = await context.newPage();
    await page.goto('/');
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    assert.notEqual(title, 'Welcome to Amparo');
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), title);
    // Another language, never opened online, also comes from the precache.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    assert.notEqual(await page.getByRole('heading', { level: 1 }).innerText(), title);
    await context.setOffline(false);
    await context.close();
  });

  test('a new version asks "New content is available. Refresh to update?" and reloads on yes', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    await context.addInitScript(() => localStorage.setItem('selectedLanguage', 'en'));
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);

    // Publish a new version: a changed service worker script is what browsers compare.
    const swPath = join(distCopy, 'sw.js');
    const newRelease = `${readFileSync(swPath, 'utf8')}\n// new release ${Date.now()}\n`;
    writeFileSync(swPath, newRelease);
    // The server sends the build's compressed copies first, so the release writes them too, as the build does.
    writeFileSync(`${swPath}.br`, brotliCompressSync(newRelease));
    writeFileSync(`${swPath}.gz`, gzipSync(newRelease));

    const dialog = page.waitForEvent('dialog');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = await dialog;
    assert.equal(prompt.type(), 'confirm');
    assert.equal(prompt.message(), 'New content is available. Refresh to update?');
    const reloaded = page.waitForEvent('load');
    await prompt.accept();
    await reloaded;
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
