import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';

const htmlAttributes = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('languages', () => {
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

  test('the picker lists every language by its native name', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const page = await context.newPage();
    await page.goto('/');
    const options = await page.getByRole('combobox', { name: 'Language' }).locator('option').allInnerTexts();
    assert.deepEqual(options, [
      'English',
      'Español',
      'Kreyòl ayisyen',
      'Português',
      'Français',
      'العربية',
      'اردو',
    ]);
    await context.close();
  });

  for (const { code, label } of [
    { code: 'ar', label: 'اللغة' },
    { code: 'ur', label: 'زبان' },
  ]) {
    test(`choosing ${code} switches to right-to-left and survives a reload`, async () => {
      const context = await newContextWithLanguage(browser, server.baseUrl, 'en');
      const page = await context.newPage();
      await page.goto('/');
      assert.deepEqual(await htmlAttributes(page), { lang: 'en', dir: 'ltr' });
      const englishTitle = await page.getByRole('heading', { level: 1 }).innerText();

      await page.getByRole('combobox', { name: 'Language' }).selectOption(code);
      await page.waitForFunction((c) => document.documentElement.lang === c, code);
      assert.deepEqual(await htmlAttributes(page), { lang: code, dir: 'rtl' });
      assert.equal(await page.evaluate(() => localStorage.getItem('selectedLanguage')), code);
      const translatedTitle = await page.getByRole('heading', { level: 1 }).innerText();
      assert.notEqual(translatedTitle, englishTitle);

      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.deepEqual(await htmlAttributes(page), { lang: code, dir: 'rtl' });
      assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), translatedTitle);
      // The picker is still there, under its translated name.
      assert.equal(await page.getByRole('combobox', { name: label }).inputValue(), code);
      await context.close();
    });
  }

  test('an unknown stored language falls back to English', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'xx');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(await htmlAttributes(page), { lang: 'en', dir: 'ltr' });
    await context.close();
  });

  test('Spanish is left-to-right and translated', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'es');
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(await htmlAttributes(page), { lang: 'es', dir: 'ltr' });
    await page.getByRole('combobox', { name: 'Idioma' }).waitFor();
    await context.close();
  });
});
