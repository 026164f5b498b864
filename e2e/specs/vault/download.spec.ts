import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { signedInContext } from '../emergency/emergency-helpers.ts';
import { addDocuments, newPassphrase, setUpVault, signUpFullPlan, t } from './vault-helpers.ts';

// Issue 6 point 3 in Chromium: a download is decrypted chunk by chunk and streamed to disk through the service
// worker (public/vault-download-sw.js), never held whole in the page. A 12 MB file (two upload parts, twelve
// encrypted chunks) comes back byte for byte; a file changed on its way fails the download and says so.

const SIZE = 12 * 1024 * 1024 + 4321;

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A page controlled by the service worker: on the first visit it installs, and takes over after one reload. */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

describe('streamed downloads through the service worker', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const file = {
    name: `large scan – ${randomBytes(4).toString('hex')}.pdf`,
    mimeType: 'application/pdf',
    buffer: randomBytes(SIZE),
  };
  const title = 'Large scan';
  const docs = (key: string) => t('en', 'vault-documents', key);

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const person = await signUpFullPlan(server.baseUrl);
    context = await signedInContext(browser, server.baseUrl, person, 'en', { serviceWorkers: 'allow' });
    // Desktop Chromium, headless too, has a save dialog, which the app would rather use. Phones and Firefox do not:
    // take it away, so the service worker is the way the bytes go, as it is there.
    await context.addInitScript(() => {
      delete (Window.prototype as { showSaveFilePicker?: unknown }).showSaveFilePicker;
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    assert.equal(await page.evaluate(() => 'showSaveFilePicker' in window), false);
    await setUpVault(page, 'en', newPassphrase());
    await addDocuments(page, 'en', [{ file, type: 'other', title }]);
  });
  after(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  test('a 12 MB document comes back byte for byte, streamed by the service worker', async () => {
    const card = page.getByRole('article', { name: title });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      card.getByRole('button', { name: docs('actions.download') }).click(),
    ]);
    assert.match(new URL(download.url()).pathname, /^\/vault-download\/[0-9a-f]{32}$/);
    assert.equal(download.suggestedFilename(), file.name);
    assert.equal(await download.failure(), null);
    const saved = readFileSync(await download.path());
    assert.equal(saved.length, SIZE);
    assert.equal(sha256(saved), sha256(file.buffer));
    // The URL was for one download only: asked again, the worker has nothing.
    const again = await page.evaluate(
      async (url) => (await fetch(url)).status,
      new URL(download.url()).pathname,
    );
    assert.equal(again, 404);
    assert.equal(await page.getByText(docs('errors.damaged')).count(), 0);
  });

  test('a document changed on its way fails the download, and the page says it could not be decrypted', async () => {
    const contentUrl = '**/api/v1/vault/documents/*/versions/*/content';
    await context.route(contentUrl, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      // A byte in the eighth chunk: seven chunks of plaintext have already gone to the download by then.
      const position = 7 * 1_048_576 + 4096;
      body[position] = (body[position] ?? 0) ^ 0x01;
      await route.fulfill({ response, body });
    });
    const card = page.getByRole('article', { name: title });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      card.getByRole('button', { name: docs('actions.download') }).click(),
    ]);
    assert.match(new URL(download.url()).pathname, /^\/vault-download\//);
    assert.notEqual(await download.failure(), null, 'the browser marks the download as failed');
    await page.getByText(docs('errors.damaged')).waitFor();
    await context.unroute(contentUrl);
  });
});
