import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContextWithLanguage, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

describe('accessibility of the home page', () => {
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
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`axe finds no serious or critical violation on / in ${language} (${name})`, async () => {
        const context = await newContextWithLanguage(browser, server.baseUrl, language, viewport);
        const page = await context.newPage();
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        assert.deepEqual(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          [],
        );
        await context.close();
      });
    }
  }
});
