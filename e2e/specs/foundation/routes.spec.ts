import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from '../../support/routes.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

describe('routes', () => {
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

  test('every protected route sends a visitor to /auth and remembers where they were going', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const page = await context.newPage();
    for (const path of PROTECTED_ROUTES) {
      await page.goto(`${path}?tab=1`);
      await page.waitForURL((url) => url.pathname === '/auth');
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('redirect'), `${path}?tab=1`, `redirect for ${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await context.close();
  });

  test('public routes open without a session, each with its own heading', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const page = await context.newPage();
    const headings = new Set<string>();
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      assert.equal(new URL(page.url()).pathname, path);
      headings.add((await heading.innerText()).trim());
    }
    assert.equal(headings.size, PUBLIC_ROUTES.length, 'each page has its own title');
    await context.close();
  });

  test('an unknown path goes to the home page', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const page = await context.newPage();
    await page.goto('/this/page/does-not-exist');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  test('an unknown API path answers JSON 404, not the web app', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/no-such-thing`);
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', /application\/json/);
    const body = (await response.json()) as { code: string };
    assert.equal(body.code, 'not_found');
  });

  test('pages are served with a strict Content-Security-Policy', async () => {
    const response = await fetch(`${server.baseUrl}/dashboard`);
    assert.equal(response.status, 200);
    const csp = response.headers.get('content-security-policy') ?? '';
    // 'wasm-unsafe-eval' lets the vault compile Argon2id's WebAssembly; it allows no JavaScript eval.
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'|https?:\/\//);
  });
});
