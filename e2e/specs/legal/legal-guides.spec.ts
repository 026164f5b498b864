import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, signedInContext, signUpPerson } from '../emergency/emergency-helpers.ts';

// The legal hub's guides in real Chromium (issue 13, point 4): the list and its search, a guide with its notice,
// review date and sources, in English and in Arabic, at 320 px, and offline after one visit, in every language.
// The texts are read from the same content and locale files the app ships.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const webSrc = join(repoRoot, 'apps/web/src');
const LANGUAGES = ['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur'];

type Guides = { notice: string; guides: { id: string; title: string }[] };

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(webSrc, path), 'utf8')) as T;
}

/** The guides of one language, as the app shows them. */
function guides(language: string): Guides {
  return readJson<Guides>(`content/legal-guides/${language}.json`);
}

function titleOf(language: string, id: string): string {
  const title = guides(language).guides.find((guide) => guide.id === id)?.title;
  if (!title) throw new Error(`No guide ${id} in ${language}`);
  return title;
}

/** A sentence of the guides' UI namespace. */
function ui(language: string, key: string): string {
  let value: unknown = readJson(`i18n/locales/${language}/legal-guides.json`);
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/legal-guides:${key}`);
  return value;
}

function languageLabel(language: string): string {
  return readJson<{ language: { label: string } }>(`i18n/locales/${language}/common.json`).language.label;
}

/** The built chunk that holds each language's guides, from the build manifest. */
function guideChunks(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(repoRoot, 'apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  return LANGUAGES.map((language) => {
    const chunk = manifest[`src/content/legal-guides/${language}.json`];
    if (!chunk) throw new Error(`The build has no chunk for the ${language} guides: run npm run build`);
    return `/${chunk.file}`;
  });
}

/**
 * Everything axe finds in the page's own content, whatever its impact. The app's frame (header, Help Me Now bar)
 * is checked by the foundation accessibility spec.
 */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await (await settledAxe(page)).include('main').analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function openHub(page: Page, language: string) {
  await page.goto('/legal-hub');
  await page
    .getByRole('heading', { level: 2, name: ui(language, 'list.heading') })
    .waitFor({ timeout: 20_000 });
  await page.getByTestId('legal-guides-list').waitFor();
}

async function search(page: Page, language: string, words: string) {
  await page.getByRole('searchbox', { name: ui(language, 'list.searchLabel') }).fill(words);
}

/** Waits until the list's first guide is `id`: results follow typing a moment later on a slow phone. */
async function waitForFirstGuide(page: Page, id: string) {
  await page.waitForFunction(
    (href) => document.querySelector('[data-testid="legal-guides-list"] a')?.getAttribute('href') === href,
    `/legal-hub/guides/${id}`,
    { timeout: 5_000 },
  );
}

function listLinks(page: Page) {
  return page.getByTestId('legal-guides-list').getByRole('link');
}

async function hasSidewaysOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('the legal hub guides', () => {
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

  async function signedIn(
    language: string,
    options: { viewport?: { width: number; height: number }; serviceWorkers?: 'allow' } = {},
  ): Promise<BrowserContext> {
    const person = await signUpPerson(server.baseUrl);
    await api(server.baseUrl, person, 'PATCH', '/profile', {
      entry_method: 'family_petition',
      current_status: 'green_card',
      legal_consent_accepted: true,
    });
    return signedInContext(browser, server.baseUrl, person, language, options);
  }

  test('in English: the list, a search that marks what matched, a guide with its notice, date and sources', async () => {
    const context = await signedIn('en');
    const page = await context.newPage();
    await openHub(page, 'en');
    assert.equal(await listLinks(page).count(), 7);

    await search(page, 'en', 'notario');
    await waitForFirstGuide(page, 'scams-and-notario-fraud');
    await page
      .getByRole('status')
      .getByText(/guides? ha(s|ve) all of these words/)
      .waitFor();
    assert.ok((await page.locator('mark').count()) > 0, 'the matched words are marked');

    // Nothing matches: the empty state teaches, and its suggestion searches again.
    await search(page, 'en', 'xylophone');
    await page.getByRole('heading', { level: 3, name: ui('en', 'list.empty.title') }).waitFor();
    await page.getByRole('button', { name: ui('en', 'list.empty.suggestion2'), exact: true }).click();
    await waitForFirstGuide(page, 'work-authorization');
    assert.deepEqual(await axeViolations(page), []);

    await search(page, 'en', '');
    await listLinks(page).nth(1).click();
    await page
      .getByRole('heading', { level: 1, name: titleOf('en', 'renewals-and-deadlines') })
      .waitFor({ timeout: 20_000 });
    assert.equal(await page.getByText(guides('en').notice, { exact: true }).count(), 1);
    await page.getByText('Last reviewed December 7, 2026').waitFor();
    assert.ok((await page.getByTestId('legal-guide-sources').getByRole('link').count()) >= 5);
    assert.match(await page.title(), /Renewals and deadlines/);
    assert.deepEqual(await axeViolations(page), []);

    await page
      .getByRole('link', { name: ui('en', 'guide.back') })
      .first()
      .click();
    await page.getByRole('heading', { level: 2, name: ui('en', 'list.heading') }).waitFor();

    await page.goto('/legal-hub/guides/no-such-guide');
    await page.getByRole('heading', { level: 1, name: ui('en', 'guide.notFound.title') }).waitFor();
    await page.getByRole('link', { name: ui('en', 'guide.notFound.link') }).click();
    await page.waitForURL('**/legal-hub');
    await context.close();
  });

  test('in Arabic: right to left, a search with or without harakat, and a guide axe finds nothing wrong with', async () => {
    const context = await signedIn('ar');
    const page = await context.newPage();
    await openHub(page, 'ar');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');

    for (const words of ['التَّجَنُّس', 'التجنس']) {
      await search(page, 'ar', '');
      await waitForFirstGuide(page, 'keeping-status');
      await search(page, 'ar', words);
      await waitForFirstGuide(page, 'naturalization');
    }
    assert.deepEqual(await axeViolations(page), []);

    await listLinks(page).first().click();
    const title = page.getByRole('heading', { level: 1, name: titleOf('ar', 'naturalization') });
    await title.waitFor({ timeout: 20_000 });
    assert.equal(await title.evaluate((element) => getComputedStyle(element).direction), 'rtl');
    assert.equal(await page.getByText(guides('ar').notice, { exact: true }).count(), 1);
    await page.getByText(/^آخر مراجعة: .*ديسمبر/).waitFor();
    // Source titles are the pages' own, in English, and read left to right inside the Arabic page.
    const source = page.getByTestId('legal-guide-sources').getByRole('link').first();
    assert.equal(await source.getAttribute('dir'), 'ltr');
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  test('at 320 px, in English and Arabic, nothing runs off the side of the screen', async () => {
    for (const language of ['en', 'ar']) {
      const context = await signedIn(language, { viewport: { width: 320, height: 640 } });
      const page = await context.newPage();
      await openHub(page, language);
      await search(page, language, ui(language, 'list.empty.suggestion2'));
      await listLinks(page).first().waitFor();
      assert.equal(await hasSidewaysOverflow(page), false, `${language} list at 320 px`);
      for (const id of ['scams-and-notario-fraud', 'after-an-arrest']) {
        await page.goto(`/legal-hub/guides/${id}`);
        await page
          .getByRole('heading', { level: 1, name: titleOf(language, id) })
          .waitFor({ timeout: 20_000 });
        assert.equal(await hasSidewaysOverflow(page), false, `${language} ${id} at 320 px`);
      }
      await context.close();
    }
  });

  test('after one visit, every language’s guides are precached and open with no network', async () => {
    const context = await signedIn('en', { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await openHub(page, 'en');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await page.reload();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    }
    // Every language's chunk is in the service worker's cache, not only the one just read.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    for (const chunk of guideChunks()) assert.ok(cached.includes(chunk), `${chunk} is precached`);

    await context.setOffline(true);
    await page.goto('/legal-hub/guides/after-an-arrest');
    await page.getByRole('heading', { level: 1, name: titleOf('en', 'after-an-arrest') }).waitFor();
    // Languages never opened online come from the precache too.
    for (const language of ['ar', 'ur', 'ht', 'es', 'pt', 'fr']) {
      const picker = page.getByRole('combobox', { name: languageLabel(await currentLanguage(page)) });
      await picker.selectOption(language);
      await page
        .getByRole('heading', { level: 1, name: titleOf(language, 'after-an-arrest') })
        .waitFor({ timeout: 10_000 });
    }
    // The list and its search work offline as well.
    await page
      .getByRole('link', { name: ui('fr', 'guide.back') })
      .first()
      .click();
    await search(page, 'fr', 'arnaques');
    await waitForFirstGuide(page, 'scams-and-notario-fraud');
    await context.setOffline(false);
    await context.close();
  });
});

async function currentLanguage(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}
