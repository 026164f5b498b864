import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import {
  codeIn,
  type MailCatcher,
  signUp,
  startMailCatcher,
  strongPassword,
  uniqueEmail,
} from '../auth/auth-helpers.ts';

// Issue 15 in a real browser: Settings downloads a zip of the account (with the expected files inside), then
// schedules the deletion, shows the date, and keeps the account both in the app and from the emailed link.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

function words(language: string, key: string): string {
  let value: unknown = JSON.parse(
    readFileSync(join(localesDir, language, 'settings-account-data.json'), 'utf8'),
  );
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}:${key}`);
  return value;
}

/** The text before the first placeholder: what a partial match can look for. */
function lead(text: string): string {
  return (text.split('{{')[0] ?? text).trim();
}

/** The names in a zip's central directory (the export stores its entries, so a small reader is enough). */
function zipEntryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  assert.ok(end >= 0, 'not a zip');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    assert.equal(zip.readUInt32LE(offset), 0x02014b50);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    names.push(zip.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

async function signUpConfirmed(page: Page, mail: MailCatcher, email: string, password: string) {
  await signUp(page, email, password);
  const confirmation = await mail.waitFor(email, (body) => /\d{6}/.test(body));
  await page.locator('input[name="code"]').fill(codeIn(confirmation));
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/payment');
}

describe('export my data, delete my account', () => {
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;

  before(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, MAIL_FROM: 'Amparo <no-reply@amparo.test>' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  for (const language of ['en', 'ar']) {
    test(`downloads a zip of the account, schedules its deletion and keeps it (${language})`, async () => {
      const context = await newContextWithLanguage(browser, server.baseUrl, language);
      const page = await context.newPage();
      const email = uniqueEmail(`leaving-${language}`);
      const password = strongPassword();
      await signUpConfirmed(page, mail, email, password);
      await page.goto('/settings');

      // Export: the browser saves a zip with the README, the account and the profile inside.
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: words(language, 'export.start') }).click();
      const download = await downloading;
      assert.match(download.suggestedFilename(), /^amparo-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const names = zipEntryNames(readFileSync((await download.path()) as string));
      for (const name of ['README.txt', 'data/auth/auth_users.json', 'data/profiles/profiles.json']) {
        assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
      }
      assert.ok(names.includes('data/security/auth_security_events.json'));
      await page.getByText(lead(words(language, 'export.done')), { exact: false }).waitFor();

      // Delete: the password again, then the date, then "Keep my account" in the app.
      await page.getByRole('button', { name: words(language, 'delete.start') }).click();
      await page.getByRole('button', { name: words(language, 'delete.submit') }).click();
      await page.getByRole('alert').getByText(words(language, 'delete.needsProof')).waitFor();
      await page
        .locator('section[aria-labelledby="settings-delete-title"] input[name="current-password"]')
        .fill(password);
      await page.getByRole('button', { name: words(language, 'delete.submit') }).click();
      const scheduled = page.getByText(lead(words(language, 'delete.scheduledTitle')), { exact: false });
      await scheduled.waitFor();
      const shown = (await scheduled.textContent()) ?? '';
      // The date is the one seven days from now, in the page's language.
      const inSevenDays = await page.evaluate(() =>
        new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'long' }).format(
          new Date(Date.now() + 7 * 86_400_000),
        ),
      );
      assert.ok(shown.includes(inSevenDays), `${shown} names ${inSevenDays}`);
      await page.getByRole('button', { name: words(language, 'delete.keep') }).click();
      await page.getByText(words(language, 'delete.kept')).waitFor();
      await page.getByRole('button', { name: words(language, 'delete.start') }).waitFor();

      // Asked again, and this time kept from the link in the email.
      const withLink = (body: string) => body.includes('/account/keep#token=');
      const lettersBefore = mail.mailsTo(email).filter((letter) => withLink(letter.text)).length;
      await page.getByRole('button', { name: words(language, 'delete.start') }).click();
      await page
        .locator('section[aria-labelledby="settings-delete-title"] input[name="current-password"]')
        .fill(password);
      await page.getByRole('button', { name: words(language, 'delete.submit') }).click();
      await scheduled.waitFor();
      const deadline = Date.now() + 15_000;
      while (mail.mailsTo(email).filter((letter) => withLink(letter.text)).length === lettersBefore) {
        assert.ok(Date.now() < deadline, 'a second email with a keep link');
        await new Promise((wait) => setTimeout(wait, 100));
      }
      const letters = mail.mailsTo(email).filter((letter) => withLink(letter.text));
      const link = /https?:\/\/\S+\/account\/keep#token=[A-Za-z0-9_-]{43}/.exec(
        letters.at(-1)?.text ?? '',
      )?.[0];
      assert.ok(link, 'a keep link in the email');
      const path = link.replace(/^https?:\/\/[^/]+/, '');

      // On a device that never opened Amparo (no language chosen), the link opens its page, not the welcome screen:
      // the server sends the app frame for it and the app draws the page (in English until a language is chosen).
      const elsewhere = await newContextWithLanguage(browser, server.baseUrl, null);
      const firstVisit = await elsewhere.newPage();
      const response = await firstVisit.goto(path);
      assert.doesNotMatch((await response?.text()) ?? '', /data-prerendered="welcome"/);
      await firstVisit.getByRole('heading', { level: 1, name: words('en', 'keepPage.title') }).waitFor();
      await firstVisit.getByRole('button', { name: words('en', 'keepPage.action') }).waitFor();
      await elsewhere.close();

      const linkPage = await context.newPage();
      await linkPage.goto(path);
      await linkPage.getByRole('heading', { level: 1, name: words(language, 'keepPage.title') }).waitFor();
      await linkPage.getByRole('button', { name: words(language, 'keepPage.action') }).click();
      await linkPage.getByText(words(language, 'keepPage.done')).waitFor();
      assert.equal(new URL(linkPage.url()).hash, '');

      await page.reload();
      await page.getByRole('button', { name: words(language, 'delete.start') }).waitFor();
      await context.close();
    });
  }
});
