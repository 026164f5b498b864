import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

/** Arms the production build's crash-test hook once per tab (docs/decisions/002-error-screen-test-hook.md). */
async function armCrashOnce(context: BrowserContext) {
  await context.addInitScript(() => {
    if (sessionStorage.getItem('e2e:crash-armed')) return;
    sessionStorage.setItem('e2e:crash-armed', '1');
    sessionStorage.setItem('amparo:crash-test', '1');
  });
}

describe('error screen', () => {
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

  test('a rendering error shows the error screen, is reported, and Try Again recovers', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    await armCrashOnce(context);
    const page = await context.newPage();
    const reports: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/client-errors')) reports.push(request);
    });

    const reported = page.waitForResponse((r) => r.url().endsWith('/api/v1/client-errors'));
    await page.goto('/organization/registry?secret=abc#frag');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page
      .getByText("We're sorry, but something unexpected happened. Our team has been notified.")
      .waitFor();

    assert.equal((await reported).status(), 204);
    assert.ok(reports.length >= 1);
    const body = JSON.parse(reports[0]?.postData() ?? '{}') as { path: string; message: string };
    assert.equal(body.path, '/organization/registry', 'only the pathname is reported');
    assert.match(body.message, /Crash test/);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/organization/registry');
    await context.close();
  });

  test('Go Home leaves the error screen for the home page', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    await armCrashOnce(context);
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  test('the error screen is translated, right-to-left in Arabic, with the language picker', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'ar');
    await armCrashOnce(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'حدث خطأ ما' }).waitFor();
    await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
    await page.getByRole('button', { name: 'العودة إلى الصفحة الرئيسية' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    await page.getByRole('combobox', { name: 'اللغة' }).waitFor();
    await context.close();
  });
});
