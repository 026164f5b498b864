import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { DESKTOP, launchBrowser, newContextWithLanguage, PHONE } from '../../support/browser.ts';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from '../../support/routes.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

// Every route of the spec, in English and Arabic, at phone width: axe must find nothing serious or critical, and
// on every screen that shows the floating Help Me Now button, no text or control of the page may be under it or
// beside it (at first view and scrolled to the bottom, at 390 and 320 px).

/** Signed in, the home page too (it shows Help Me Now). */
const SIGNED_IN_ROUTES = ['/', ...PROTECTED_ROUTES];

/** Screens that show Help Me Now themselves, so the floating button stays away. */
const WITHOUT_FLOATING_BUTTON = new Set(['/emergency', '/emergency-response']);

// The shared demo account (on outside production): signed in once through the API, as the app would store it.
const DEMO = { email: 'demo@amparo.app', password: 'AmparoDemo-2026!' };
const AUTH_STORAGE_KEY = 'amparo-auth';

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');
function helpMeNowLabel(language: string): string {
  const texts = JSON.parse(readFileSync(join(localesDir, language, 'emergency.json'), 'utf8')) as {
    helpMeNow: { button: string };
  };
  return texts.helpMeNow.button;
}

async function signInDemo(baseUrl: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const session = (await response.json()) as { access_token?: string };
  assert.ok(session.access_token, `demo sign-in answered ${response.status}`);
  return session;
}

async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Let the page's data arrive before axe looks. Not `networkidle` alone: /community keeps a live stream open
  // (Server-Sent Events), so its network is never idle; a few quiet seconds, or the whole budget, are enough.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page)).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Text and controls of <main> that a person sees under or beside the button: any whose box meets the button's
 * box and shows there (the point is not painted by something else, such as the bar that holds the button), and
 * any part of <main> showing at the button's height from one side of the screen to the other.
 */
async function contentAtTheButton(page: Page, label: string): Promise<string[]> {
  const button = page.getByRole('button', { name: label, exact: true });
  await button.waitFor();
  return button.evaluate((element) => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const box = element.getBoundingClientRect();
    const found: string[] = [];
    const leaves = main.querySelectorAll('a,button,input,select,textarea,h1,h2,h3,p,li,label,dd,dt,td');
    for (const leaf of Array.from(leaves)) {
      if (!(leaf instanceof HTMLElement) || leaf.offsetWidth === 0 || !(leaf.textContent ?? '').trim())
        continue;
      const r = leaf.getBoundingClientRect();
      const left = Math.max(r.left, box.left);
      const right = Math.min(r.right, box.right);
      const top = Math.max(r.top, box.top);
      const bottom = Math.min(r.bottom, box.bottom);
      if (left >= right || top >= bottom) continue;
      const shown = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (shown && leaf.contains(shown))
        found.push(`under: ${leaf.tagName} "${leaf.textContent?.trim().slice(0, 40)}"`);
    }
    for (const y of [box.top + 2, box.top + box.height / 2, box.bottom - 2]) {
      for (let x = 1; x < window.innerWidth; x += 8) {
        const shown = document.elementFromPoint(x, y);
        if (shown && main.contains(shown)) {
          found.push(
            `beside, at ${x},${Math.round(y)}: ${shown.tagName} "${shown.textContent?.trim().slice(0, 40)}"`,
          );
          return found;
        }
      }
    }
    return found;
  });
}

/** Elements of <main> whose box meets the button's box, wherever they are painted. */
async function contentMeetingTheButton(page: Page, label: string): Promise<string[]> {
  return page.getByRole('button', { name: label, exact: true }).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const leaves = document.querySelectorAll(
      'main :is(a,button,input,select,textarea,h1,h2,h3,p,li,label,dd,dt,td)',
    );
    return Array.from(leaves)
      .filter((leaf) => {
        const r = leaf.getBoundingClientRect();
        return (
          r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
        );
      })
      .map((leaf) => `${leaf.tagName} "${leaf.textContent?.trim().slice(0, 40)}"`);
  });
}

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
    test(`axe finds no serious or critical violation on / in ${language} (desktop)`, async () => {
      const context = await newContextWithLanguage(browser, server.baseUrl, language, DESKTOP);
      const page = await context.newPage();
      await openRoute(page, '/');
      assert.deepEqual(await seriousViolations(page), []);
      await context.close();
    });
  }
});

describe('every route, in English and Arabic', () => {
  let server: RunningServer;
  let browser: Browser;
  let session: unknown;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    session = await signInDemo(server.baseUrl);
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'ar']) {
    describe(`signed out, ${language}`, () => {
      let context: BrowserContext;
      let page: Page;
      before(async () => {
        context = await newContextWithLanguage(browser, server.baseUrl, language, PHONE);
        page = await context.newPage();
      });
      after(async () => context?.close());

      for (const path of PUBLIC_ROUTES) {
        test(`axe: ${path}`, async () => {
          await openRoute(page, path);
          assert.deepEqual(await seriousViolations(page), [], `${language} ${path}`);
        });
      }
    });

    describe(`signed in, ${language}`, () => {
      let context: BrowserContext;
      let page: Page;
      const label = helpMeNowLabel(language);
      before(async () => {
        context = await newContextWithLanguage(browser, server.baseUrl, language, PHONE);
        await context.addInitScript(
          ([key, value]) => {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
          },
          [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
        );
        page = await context.newPage();
      });
      after(async () => context?.close());

      for (const path of SIGNED_IN_ROUTES) {
        test(`axe${WITHOUT_FLOATING_BUTTON.has(path) ? '' : ' and room for Help Me Now'}: ${path}`, async () => {
          await page.setViewportSize(PHONE);
          await openRoute(page, path);
          assert.equal(new URL(page.url()).pathname, path, 'the demo account opens the page itself');
          assert.deepEqual(await seriousViolations(page), [], `${language} ${path}`);
          if (WITHOUT_FLOATING_BUTTON.has(path)) return;

          for (const width of [390, 320]) {
            await page.setViewportSize({ width, height: PHONE.height });
            await page.evaluate(() => window.scrollTo(0, 0));
            assert.deepEqual(
              await contentAtTheButton(page, label),
              [],
              `${language} ${path} ${width} px, first view`,
            );
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.waitForTimeout(100);
            assert.deepEqual(
              await contentAtTheButton(page, label),
              [],
              `${language} ${path} ${width} px, bottom`,
            );
            // At the end of the page the room is really there: nothing of the page even reaches the button.
            assert.deepEqual(
              await contentMeetingTheButton(page, label),
              [],
              `${language} ${path} ${width} px`,
            );
          }
        });
      }
    });
  }
});
