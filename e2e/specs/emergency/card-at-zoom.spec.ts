import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, holdButton, signedInContext, signUpPerson, t } from './emergency-helpers.ts';

// The officer card's countdown at 200 % zoom on a 390 px phone (195 CSS px), where a person who sees poorly reads
// it: the sentence keeps its words whole and Cancel stays inside its panel. Found by trying issue 10's fixes:
// "Your conta-cts will be alert-ed" and a Cancel button running out of the red frame, in English and Arabic.

const ZOOMED_PHONE = { width: 195, height: 422 };

/** The words of the element's text that the browser split over two lines. */
async function brokenWords(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.textContent ?? '';
      for (const match of value.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

describe('the officer card at 200 % zoom', () => {
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

  for (const language of ['en', 'ar'] as const) {
    test(`the countdown keeps its words whole and Cancel inside its panel (${language})`, async () => {
      const person = await signUpPerson(server.baseUrl);
      await api(server.baseUrl, person, 'POST', '/emergency/contacts', {
        name: 'Ana',
        relationship: '',
        phone: '+12025550161',
        email: null,
        language: 'es',
        alert_on_help: true,
      });
      await api(server.baseUrl, person, 'PUT', '/emergency/settings', {
        sender_name: 'Rosa Díaz',
        custom_message: '',
        share_location: false,
      });
      const context = await signedInContext(browser, server.baseUrl, person, language, {
        viewport: ZOOMED_PHONE,
      });
      const page = await context.newPage();
      await page.goto('/emergency');
      await page.getByText('+12025550161').waitFor();
      await holdButton(page, t(language, 'helpMeNow.button'), 2300);

      const panel = page.getByRole('dialog').locator('[data-alert-panel="countdown"]');
      await panel.waitFor({ timeout: 2000 });
      const countdown = panel.getByTestId('alert-countdown');
      const cancel = panel.getByRole('button', { name: t(language, 'alertCountdown.cancel') });
      const sentence = countdown.locator('p[aria-hidden="true"]');
      assert.deepEqual(await brokenWords(sentence), [], 'the countdown sentence');
      assert.deepEqual(await brokenWords(cancel), [], 'the Cancel label');
      // The card's own title ("Please read: I am using my rights", in English for the officer) too.
      const title = page.getByRole('dialog').getByRole('heading', { level: 2, name: /Please read/ });
      assert.deepEqual(await brokenWords(title), [], 'the card title');
      const frame = await panel.boundingBox();
      const button = await cancel.boundingBox();
      assert.ok(frame && button, 'the panel and its button are on screen');
      assert.ok(
        button.x >= frame.x && button.x + button.width <= frame.x + frame.width,
        `Cancel (${button.x}–${button.x + button.width}) inside its panel (${frame.x}–${frame.x + frame.width})`,
      );
      // Cancel still works from there: the card stays, the alerts stop.
      await cancel.click();
      await page.getByRole('dialog').locator('[data-alert-panel="cancelled"]').waitFor();
      await context.close();
    });
  }
});
