import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContextWithLanguage, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { type Person, signedInContext } from '../emergency/emergency-helpers.ts';
import { assertDirection, seriousViolations, signUpAt, uniqueEmail } from '../family/family-helpers.ts';
import { grantOwnerAndRestart } from '../legal/owner-helpers.ts';

// Help and support tickets (issue 15) in a real browser on a phone (390 px): a visitor searches the answers in
// English and in Arabic (right to left, words typed without hamza or taa marbuta), axe finds nothing serious on
// either; a signed-in person opens a request; the owner finds it in the dashboard's Support tab, answers; the
// person sees the answer in Help.

const ENV = { AUTH_AUTOCONFIRM: 'on' };
const PASSWORD = 'copper kettle lantern orchard';
const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

function text(language: string, key: string): string {
  const root = JSON.parse(readFileSync(join(localesDir, language, 'help.json'), 'utf8'));
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], root);
  if (typeof value !== 'string') throw new Error(`No help text at ${key}`);
  return value;
}

async function signIn(baseUrl: string, email: string): Promise<Person> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string') throw new Error(`Sign-in answered ${response.status}`);
  return { session, token: session.access_token, email };
}

async function visitorContext(browser: Browser, baseUrl: string, language: string): Promise<BrowserContext> {
  // A returning visitor: a first visit shows the language chooser before any page (the welcome screen).
  return newContextWithLanguage(browser, baseUrl, language, PHONE);
}

async function searchFor(page: Page, language: string, query: string) {
  await page.getByRole('searchbox', { name: text(language, 'search.label') }).fill(query);
  const results = page.getByTestId('help-results');
  await results.waitFor();
  return results;
}

describe('help and support', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer(ENV);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('search the answers in English and Arabic; a request is answered by the owner', async () => {
    const ownerEmail = uniqueEmail('owner');
    const personEmail = uniqueEmail('person');
    await signUpAt(server.baseUrl, ownerEmail, 'Owner', 'en', PASSWORD);
    await signUpAt(server.baseUrl, personEmail, 'Amina', 'en', PASSWORD);
    server = await grantOwnerAndRestart(server, ownerEmail, ENV);
    const owner = await signIn(server.baseUrl, ownerEmail);
    const person = await signIn(server.baseUrl, personEmail);

    // English, signed out.
    const english = await visitorContext(browser, server.baseUrl, 'en');
    try {
      const page = await english.newPage();
      await page.goto('/help');
      await page.getByRole('heading', { level: 1, name: text('en', 'title') }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Your rights' }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      const results = await searchFor(page, 'en', 'recovery key');
      await results
        .locator('mark', { hasText: /recovery/i })
        .first()
        .waitFor();
      await results.locator('details#forgot-passphrase').waitFor();
      await page.getByRole('link', { name: text('en', 'support.signIn') }).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      await english.close();
    }

    // Arabic, right to left: "عباره" is how many keyboards type "عبارة".
    const arabic = await visitorContext(browser, server.baseUrl, 'ar');
    try {
      const page = await arabic.newPage();
      await page.goto('/help');
      await page.getByRole('heading', { level: 1, name: text('ar', 'title') }).waitFor();
      await assertDirection(page, 'ar');
      assert.deepEqual(await seriousViolations(page), []);
      const results = await searchFor(page, 'ar', 'عباره المرور');
      await results.locator('details#forgot-passphrase').waitFor();
      await results.locator('mark', { hasText: 'عبارة' }).first().waitFor();
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      await arabic.close();
    }

    // The person writes to support.
    const message = 'My green card photo will not upload to the vault.';
    const personContext = await signedInContext(browser, server.baseUrl, person, 'en');
    const ownerContext = await signedInContext(browser, server.baseUrl, owner, 'en');
    try {
      const personPage = await personContext.newPage();
      await personPage.goto('/help#support');
      // Exact: the page's "Topics" navigation also holds the word, and is on screen once the answers have loaded.
      await personPage.getByLabel(text('en', 'support.topic'), { exact: true }).selectOption('vault');
      await personPage.getByLabel(text('en', 'support.message'), { exact: true }).fill(message);
      await personPage.getByRole('button', { name: text('en', 'support.send') }).click();
      const thread = personPage.getByTestId('support-thread');
      await thread.getByText(message).waitFor();
      assert.deepEqual(await seriousViolations(personPage), []);

      // The owner answers from the dashboard's Support tab.
      const answer = 'Try a smaller photo, or a PDF. We cannot see your documents.';
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto('/owner/dashboard?tab=support');
      await ownerPage.getByRole('heading', { name: text('en', 'queue.title') }).waitFor();
      const item = ownerPage.getByTestId('support-queue').locator('li').filter({ hasText: message });
      await item.getByRole('button', { name: text('en', 'queue.openTicket') }).click();
      const ownerThread = ownerPage.getByTestId('owner-support-thread');
      await ownerThread.getByLabel(text('en', 'queue.reply')).fill(answer);
      await ownerThread.getByRole('button', { name: text('en', 'queue.sendReply') }).click();
      await ownerThread.getByText(text('en', 'queue.replySent')).waitFor();

      // The person sees the answer in Help.
      await personPage.goto('/help#support');
      await personPage.getByText(text('en', 'support.newAnswer')).waitFor();
      await personPage.getByRole('button', { name: /^Open request/ }).click();
      await personPage.getByTestId('support-thread').getByText(answer).waitFor();
      await personPage.getByTestId('support-thread').getByText(text('en', 'support.fromSupport')).waitFor();
    } finally {
      await personContext.close();
      await ownerContext.close();
    }
  });
});
