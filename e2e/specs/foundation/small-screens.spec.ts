import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { type Person, signedInContext, signUpPerson } from '../emergency/emergency-helpers.ts';

// Issue 24, point 6, on small phones, signed in, in all seven languages:
// - the community's tab bar keeps its five tabs on one row at 320 and 390 px, and no label breaks inside a word
//   ("Novedad/es", "Recherch/er", "المنشورا/ت" did at 390 px; "Profile" dropped to a second row at 320 px);
// - the top bar (logo, language, Quick exit, account) is one row from 360 px; at 390 px the account button sat
//   alone on a second row;
// - the legal hub's three tabs keep every word whole at 320 px and at 195 px (a 390 px phone at 200 % zoom), a tab
//   that cannot fit moving whole onto a second row ("Mis solicitud/es" at 320 px, "الأدل/ة", "البح/ث", "طلبا/تي"
//   at 195 px did break), each still a 44 px target with the current one marked.
// A word broken over two lines is found by measuring it: one word whose Range has two line tops.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

function localeText(language: string, namespace: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/${namespace}:${key}`);
  return value;
}

function communityText(language: string, key: string): string {
  return localeText(language, 'community', key);
}

/** The words drawn on more than one line inside `selector`'s elements. */
function wordsBrokenIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((within) => {
    const broken: string[] = [];
    for (const element of Array.from(document.querySelectorAll(within))) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text that is not drawn (sr-only, display: none) has no line to break.
        const parent = node.parentElement;
        if (!parent || parent.closest('.sr-only') || parent.getClientRects().length === 0) continue;
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/** Whether the boxes all share one row: each starts above where every other ends. */
function oneRow(boxes: { y: number; height: number }[]): boolean {
  return Math.max(...boxes.map((box) => box.y)) < Math.min(...boxes.map((box) => box.y + box.height));
}

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  // One frame for the layout to follow.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

describe('small screens, signed in, in every language', () => {
  let browser: Browser;
  let server: RunningServer;
  let person: Person;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
    person = await signUpPerson(server.baseUrl, 'Rosa Díaz');
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('the community tabs: one row at 320 and 390 px, every word whole, every tab at least 44 px wide', async () => {
    for (const language of LANGUAGE_CODES) {
      const context = await signedInContext(browser, server.baseUrl, person, language);
      try {
        const page = await context.newPage();
        await page.goto('/community?tab=feed');
        const bar = page.getByRole('navigation', { name: communityText(language, 'tabs.label') });
        const tabs = bar.getByRole('link');
        await tabs.nth(4).waitFor();
        for (const width of [320, 390]) {
          await setWidth(page, width);
          const where = `${language} at ${width} px`;
          const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
          assert.equal(boxes.length, 5, `${where}: five tabs`);
          const drawn = boxes.filter((box) => box !== null);
          assert.equal(drawn.length, 5, `${where}: every tab is drawn`);
          assert.ok(oneRow(drawn), `${where}: the tabs share one row`);
          for (const box of drawn) assert.ok(box.width >= 44 && box.height >= 44, `${where}: a 44 px target`);
          assert.deepEqual(await wordsBrokenIn(page, 'nav a[href^="/community?tab="]'), [], where);
          assert.equal(await scrollsSideways(page), false, `${where}: no sideways scroll`);
        }
      } finally {
        await context.close();
      }
    }
  });

  test('the top bar: one row at 360 and 390 px, the account button on it, every word whole', async () => {
    for (const language of LANGUAGE_CODES) {
      const context = await signedInContext(browser, server.baseUrl, person, language);
      try {
        const page = await context.newPage();
        await page.goto('/settings');
        const bar = page.locator('header > div');
        // The account button (the menu's disclosure) has arrived: signed in, the bar is complete.
        await bar.locator('button[aria-controls]').waitFor();
        for (const width of [360, 390]) {
          await setWidth(page, width);
          const where = `${language} at ${width} px`;
          const parts = await bar.locator('> *').all();
          assert.equal(parts.length, 4, `${where}: logo, language, Quick exit and account`);
          const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
          const drawn = boxes.filter((box) => box !== null);
          assert.equal(drawn.length, 4, `${where}: every part is drawn`);
          assert.ok(oneRow(drawn), `${where}: the top bar is one row`);
          for (const box of drawn) assert.ok(box.height >= 44 && box.width >= 44, `${where}: a 44 px target`);
          assert.deepEqual(await wordsBrokenIn(page, 'header'), [], where);
          assert.equal(await scrollsSideways(page), false, `${where}: no sideways scroll`);
        }
      } finally {
        await context.close();
      }
    }
  });

  test('the legal hub’s tabs: every word whole at 320 and 195 px, whole tabs wrapping, 44 px, the current one marked', async () => {
    for (const language of LANGUAGE_CODES) {
      const context = await signedInContext(browser, server.baseUrl, person, language);
      try {
        const page = await context.newPage();
        // "My requests" is the current tab: the label that broke in Spanish ("Mis solicitud/es") and in Arabic.
        await page.goto('/legal-hub?tab=consultations');
        const bar = page.getByRole('navigation', { name: localeText(language, 'legal', 'hub.tabs.label') });
        const tabs = bar.getByRole('link');
        await tabs.nth(2).waitFor();
        const labels = ['guides', 'lawyers', 'consultations'].map((id) =>
          localeText(language, 'legal', `hub.tabs.${id}`),
        );
        assert.deepEqual(
          (await tabs.allTextContents()).map((text) => text.trim()),
          labels,
          `${language}: the three tabs, in order`,
        );
        // 195 px: a 390 px phone at 200 % zoom.
        for (const width of [320, 195]) {
          await setWidth(page, width);
          const where = `${language} at ${width} px`;
          assert.deepEqual(await wordsBrokenIn(page, 'nav a[href^="/legal-hub?tab="]'), [], where);
          const barBox = await bar.boundingBox();
          assert.ok(barBox, `${where}: the tab bar is drawn`);
          const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
          const drawn = boxes.filter((box) => box !== null);
          assert.equal(drawn.length, 3, `${where}: every tab is drawn`);
          for (const box of drawn) {
            assert.ok(box.height >= 44 && box.width >= 44, `${where}: a 44 px target`);
            // A tab wider than the bar would be a word pushed out of it instead of onto the next row.
            assert.ok(
              box.x >= barBox.x - 1 && box.x + box.width <= barBox.x + barBox.width + 1,
              `${where}: every tab inside the bar`,
            );
          }
          assert.ok(
            barBox.x >= -1 && barBox.x + barBox.width <= width + 1,
            `${where}: the bar inside the screen`,
          );
          // The current tab is marked for a screen reader, and for the eye by its own background.
          assert.deepEqual(
            await Promise.all((await tabs.all()).map((tab) => tab.getAttribute('aria-current'))),
            [null, null, 'page'],
            `${where}: the current tab`,
          );
          const backgrounds = await Promise.all(
            (await tabs.all()).map((tab) => tab.evaluate((link) => getComputedStyle(link).backgroundColor)),
          );
          assert.notEqual(backgrounds[2], backgrounds[0], `${where}: the current tab looks current`);
        }
      } finally {
        await context.close();
      }
    }
  });
});
