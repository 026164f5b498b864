import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, type Person, signedInContext, signUpPerson } from './emergency-helpers.ts';

// Know your rights, the show-to-officer card, the family plan and the toolkit offline, in real Chromium, with
// the texts read from the same content and locale files the app ships.

const webSrc = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src');

type Json = Record<string, unknown>;

function readJson(path: string): Json {
  return JSON.parse(readFileSync(join(webSrc, path), 'utf8')) as Json;
}

function pick(source: Json, key: string): string {
  let value: unknown = source;
  for (const part of key.split('.')) value = (value as Json | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text at ${key}`);
  return value;
}

/** A sentence of the rights UI namespace. */
function ui(language: string, key: string): string {
  return pick(readJson(`i18n/locales/${language}/rights.json`), key);
}

/** A sentence of the rights guide itself. */
function guide(language: string, key: string): string {
  return pick(readJson(`content/rights/${language}.json`), key);
}

const STATEMENTS = ['silent', 'noSearch', 'lawyer', 'proof'];

async function openToolkit(page: Page, language: string) {
  await page.goto('/emergency');
  await page.getByRole('heading', { level: 2, name: guide(language, 'title') }).waitFor({ timeout: 20_000 });
}

async function statusHeading(page: Page): Promise<string> {
  return page.getByTestId('rights-status-summary').getByRole('heading', { level: 3 }).innerText();
}

describe('know your rights, the officer card and the family plan', () => {
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

  async function person(status: string): Promise<Person> {
    const someone = await signUpPerson(server.baseUrl);
    await api(server.baseUrl, someone, 'PATCH', '/profile', {
      entry_method: 'family_petition',
      current_status: status,
      legal_consent_accepted: true,
    });
    return someone;
  }

  test('a green card holder and a TPS holder each read their own guidance first', async () => {
    const greenCard = await person('green_card');
    const tps = await person('tps_daca');

    const first = await signedInContext(browser, server.baseUrl, greenCard, 'en');
    const page = await first.newPage();
    await openToolkit(page, 'en');
    assert.equal(await statusHeading(page), guide('en', 'statuses.green_card.label'));
    await page
      .getByText(/Form I-551/)
      .first()
      .waitFor();
    await first.close();

    const second = await signedInContext(browser, server.baseUrl, tps, 'en');
    const other = await second.newPage();
    await openToolkit(other, 'en');
    assert.equal(await statusHeading(other), guide('en', 'statuses.tps_daca.label'));
    assert.equal(
      await other
        .getByTestId('rights-status-summary')
        .getByText(/Form I-551/)
        .count(),
      0,
    );
    // The airport advice differs too: opening the section shows the TPS travel rule.
    await other.getByRole('heading', { level: 3, name: guide('en', 'sections.5.title') }).click();
    await other.getByText(/TPS travel authorization/).waitFor();
    await second.close();
  });

  for (const language of ['ar', 'ur']) {
    test(`in ${language}, the guide and the card are laid out right to left, with English for the officer`, async () => {
      const someone = await person('active_visa');
      const context = await signedInContext(browser, server.baseUrl, someone, language);
      const page = await context.newPage();
      await openToolkit(page, language);
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      assert.equal(await statusHeading(page), guide(language, 'statuses.visa_holder.label'));
      // Each phrase in the reader's language with the English beside it, left to right.
      const english = page.getByText(guide('en', 'phrases.lawyer'), { exact: true });
      assert.equal(await english.getAttribute('dir'), 'ltr');
      await page.getByText(guide(language, 'phrases.lawyer'), { exact: true }).waitFor();

      await page
        .getByRole('button', { name: ui(language, 'card.open') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      assert.ok(
        box && box.width >= PHONE.width - 1 && box.height >= PHONE.height - 1,
        'the card fills the screen',
      );
      // The card says, in the reader's language and in English, that it is not for border inspection.
      await dialog.getByText(ui(language, 'card.scope'), { exact: true }).waitFor();
      await dialog.getByText(ui('en', 'card.scope'), { exact: true }).waitFor();
      for (const id of STATEMENTS) {
        const en = dialog.getByText(ui('en', `card.statements.${id}`), { exact: true });
        await en.waitFor();
        assert.equal(await en.evaluate((element) => getComputedStyle(element).direction), 'ltr');
        const own = dialog.getByText(ui(language, `card.statements.${id}`), { exact: true });
        assert.equal(await own.evaluate((element) => getComputedStyle(element).direction), 'rtl');
      }
      // Arm's length: the English statements are set large.
      const size = await dialog
        .getByText(ui('en', 'card.statements.lawyer'), { exact: true })
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      assert.ok(size >= 27, `card text is ${size}px`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await context.close();
    });
  }

  test('the card prints as a wallet card with both languages and nothing else of the page', async () => {
    const someone = await person('green_card');
    const context = await signedInContext(browser, server.baseUrl, someone, 'es', { viewport: DESKTOP });
    await context.addInitScript(() => {
      window.print = () => undefined;
    });
    const page = await context.newPage();
    await openToolkit(page, 'es');
    await page
      .getByRole('button', { name: ui('es', 'card.open') })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: ui('es', 'card.print') })
      .click();
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() =>
      Array.from(document.body.children)
        .filter((element) => getComputedStyle(element).display !== 'none')
        .map((element) => (element as HTMLElement).innerText)
        .join('\n'),
    );
    assert.match(printed, /I choose to remain silent\./);
    assert.match(printed, /Elijo guardar silencio\./);
    assert.doesNotMatch(printed, new RegExp(guide('es', 'title')));
    await context.close();
  });

  test('the family plan is saved, shown after a reload, and its lawyer is one tap away', async () => {
    const someone = await person('pending_adjustment');
    const context = await signedInContext(browser, server.baseUrl, someone, 'en');
    const page = await context.newPage();
    await openToolkit(page, 'en');
    await page.getByRole('button', { name: ui('en', 'plan.start') }).click();
    const form = page.locator('form').filter({ has: page.locator('input[name="a_number"]') });
    await form.locator('input[name="children_caregiver_name"]').fill('Rosa Díaz');
    await form.locator('input[name="children_caregiver_phone"]').fill('+1 617 555 0142');
    await form.locator('input[name="a_number"]').fill('A12');
    await form.locator('input[name="lawyer_name"]').fill('Ana Lima');
    await form.locator('input[name="lawyer_phone"]').fill('+1 617 555 0123');
    await form.getByRole('button', { name: ui('en', 'plan.save') }).click();
    await page.getByText(ui('en', 'plan.errors.aNumber')).waitFor();
    assert.equal(await form.locator('input[name="lawyer_name"]').inputValue(), 'Ana Lima');
    await form.locator('input[name="a_number"]').fill('a 123-456-789');
    await form.getByRole('button', { name: ui('en', 'plan.save') }).click();
    await page.getByText(ui('en', 'plan.saved')).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: ui('en', 'plan.memorise.heading') }).waitFor({ timeout: 20_000 });
    await page.getByText('A123456789').first().waitFor();
    await page.getByText('Rosa Díaz', { exact: true }).waitFor();
    const call = page.locator('a[href="tel:+16175550123"]');
    assert.equal(await call.count(), 1);
    const stored = await api<{ a_number: string }>(
      server.baseUrl,
      someone,
      'GET',
      '/emergency/preparedness-plan',
    );
    assert.equal(stored.a_number, 'A123456789');
    await context.close();
  });

  test('after one visit, /emergency opens with no network: the rights guide and the card', async () => {
    const someone = await person('green_card');
    const context = await signedInContext(browser, server.baseUrl, someone, 'fr', {
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    await openToolkit(page, 'fr');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await page.reload();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    }

    await context.setOffline(true);
    await page.reload();
    await openToolkit(page, 'fr');
    assert.equal(await statusHeading(page), guide('fr', 'statuses.green_card.label'));
    await page
      .getByRole('button', { name: ui('fr', 'card.open') })
      .first()
      .click();
    await page.getByRole('dialog').getByText(ui('fr', 'card.statements.silent'), { exact: true }).waitFor();
    await page.getByRole('dialog').getByText(ui('en', 'card.statements.silent'), { exact: true }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/emergency');
    await context.setOffline(false);
    await context.close();
  });
});
