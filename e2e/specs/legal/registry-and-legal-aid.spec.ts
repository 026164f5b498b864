import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContextWithLanguage, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, type Person, signedInContext } from '../emergency/emergency-helpers.ts';
import { assertDirection, seriousViolations, signUpAt, t, uniqueEmail } from '../family/family-helpers.ts';
import { grantOwnerAndRestart } from './owner-helpers.ts';

// Free legal aid and the registry of legal services (issue 13, points 5 and 6), signed out, from a first visit: the
// welcome screen's language chooser, then the registry filtered by language and state, where each entry says where
// its facts come from and hotlines have call links; /legal-aid with the national hotlines first; a listing reported
// signed out reaches the owner's queue, where the owner dismisses it. In English and Spanish, one Arabic pass with
// axe, and no sideways scrolling at 320 px.

const SCREENSHOTS =
  process.env.AMPARO_SCREENSHOTS_DIR ?? join(tmpdir(), 'amparo-screenshots', 'legal-registry');
const RAICES = 'RAICES (Refugee and Immigrant Center for Education and Legal Services)';
const NATIVE_NAMES = { en: 'English', es: 'Español' } as const;
const DATE = { en: 'November 26, 2026', es: '26 de noviembre de 2026', ar: '26 نوفمبر 2026' } as const;

/** The words a `<tag>` wraps count as plain text: that is what a reader (and an accessible name) sees. */
function plain(text: string): string {
  return text.replace(/<\/?\w+>/g, '');
}

const OWNER_PASSWORD = 'copper kettle lantern orchard';

async function signIn(baseUrl: string, email: string, password: string): Promise<Person> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string') throw new Error(`Sign-in answered ${response.status}`);
  return { session, token: session.access_token, email };
}

const l = (language: string, key: string, values?: Record<string, string | number>) =>
  plain(t(language, 'legal-aid', key, values));

async function assertNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(scroll <= client, `${where} scrolls sideways: ${scroll} > ${client}`);
}

async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await assertNoSidewaysScroll(page, `${name} at ${width} px`);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

describe('registry and free legal aid, signed out', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'es'] as const) {
    test(`a first visit in ${language}: the registry by language and state, then /legal-aid's hotlines`, async () => {
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: PHONE,
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        await page.goto('/organization/registry');
        // The welcome screen's chooser comes first on a first visit; then the page that was opened.
        await page.getByRole('link', { name: NATIVE_NAMES[language] }).click();
        await page
          .getByRole('heading', { level: 1, name: t(language, 'pages', 'organizationRegistry.title') })
          .waitFor();
        await page.getByRole('complementary', { name: t(language, 'legal', 'notario.title') }).waitFor();

        // The reader's language is chosen for them; Spanish-speaking entries only, in Spanish.
        const languageFilter = page.getByLabel(l(language, 'registry.filters.language'), { exact: true });
        assert.equal(await languageFilter.inputValue(), language);
        await page.getByTestId('organization').first().waitFor();
        const everyone = await page.getByTestId('organization').count();

        await page.getByRole('combobox', { name: t(language, 'us-states', 'label') }).selectOption('TX');
        await page.getByRole('heading', { level: 2, name: RAICES }).waitFor();
        const texas = page.getByTestId('organization');
        const firstName = await texas.first().getByRole('heading').innerText();
        assert.equal(firstName, RAICES, 'Texas’s own entries come before nationwide ones');
        assert.ok((await texas.count()) < everyone, 'the state narrows the list');
        assert.ok(
          (await page
            .getByRole('heading', { level: 2, name: 'Florence Immigrant & Refugee Rights Project' })
            .count()) === 0,
          'an Arizona entry is not listed for Texas',
        );

        const raices = page.getByTestId('organization').filter({ hasText: RAICES });
        // Written down from RAICES's own pages and not checked again since: "added on", not "last checked on".
        assert.equal(
          await raices.getByTestId('provenance').innerText(),
          l(language, 'entry.added', { date: DATE[language] }),
        );
        // A national organisation that does not say which languages it serves in: ask, not "English" only.
        const catholicCharities = page
          .getByTestId('organization')
          .filter({ hasText: 'Catholic Charities USA' });
        assert.equal(
          await catholicCharities.getByTestId('languages').innerText(),
          l(language, 'entry.languagesUnknown'),
        );
        if (language === 'es')
          await raices.getByText('Una organización sin fines de lucro de Texas').waitFor();
        const calls = page.locator('a[href^="tel:"]');
        assert.ok((await calls.count()) >= 1, 'a hotline in Texas has a call link');
        assert.equal(
          await page
            .getByRole('link', { name: l(language, 'entry.call', { phone: '1-888-351-4024' }) })
            .getAttribute('href'),
          'tel:+18883514024',
        );
        await screenshots(page, `registry-${language}`);

        await page.goto('/legal-aid');
        await page.getByRole('heading', { level: 1, name: l(language, 'legalAid.title') }).waitFor();
        const hotlines = page.getByTestId('hotlines');
        await hotlines
          .getByRole('heading', { level: 2, name: l(language, 'legalAid.hotlines.title') })
          .waitFor();
        for (const phone of ['1-888-351-4024', '1-800-898-7180', '1-800-799-7233']) {
          await hotlines.getByRole('link', { name: l(language, 'entry.call', { phone }) }).waitFor();
        }
        await page.getByTestId('free-help').getByRole('heading', { level: 3 }).first().waitFor();
        await page.getByRole('link', { name: l(language, 'legalAid.join.link') }).waitFor();
        await screenshots(page, `legal-aid-${language}`);
      } finally {
        await context.close();
      }
    });
  }

  test('in Arabic, right to left, with no serious accessibility problem', async () => {
    const context = await newContextWithLanguage(browser, server.baseUrl, 'ar');
    try {
      const page = await context.newPage();
      await page.goto('/organization/registry');
      await page
        .getByRole('heading', { level: 1, name: t('ar', 'pages', 'organizationRegistry.title') })
        .waitFor();
      await page.getByTestId('organization').first().waitFor();
      await assertDirection(page, 'ar');
      // The only Arabic-speaking entry is chosen for an Arabic reader; its description is in Arabic.
      await page
        .getByRole('heading', {
          level: 2,
          name: 'ACCESS (Arab Community Center for Economic and Social Services)',
        })
        .waitFor();
      await page.getByText('منظمة مجتمعية عربية أمريكية').waitFor();
      assert.deepEqual(await seriousViolations(page), [], '/organization/registry in Arabic');
      await page
        .getByRole('button', {
          name: l('ar', 'report.buttonLabel', {
            name: 'ACCESS (Arab Community Center for Economic and Social Services)',
          }),
        })
        .click();
      await page.getByRole('dialog', { name: l('ar', 'report.title') }).waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'the report dialog in Arabic');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await screenshots(page, 'registry-ar');

      await page.goto('/legal-aid');
      await page.getByTestId('hotlines').getByRole('link').first().waitFor();
      assert.deepEqual(await seriousViolations(page), [], '/legal-aid in Arabic');
      await screenshots(page, 'legal-aid-ar');
    } finally {
      await context.close();
    }
  });

  test('a listing reported signed out reaches the owner, who dismisses it with a note', async () => {
    const visitor = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const details = 'Someone at this address asked me for $2,000 in cash.';
    try {
      const page = await visitor.newPage();
      await page.goto('/organization/registry?language=any&state=TX');
      const entry = page.getByTestId('organization').filter({ hasText: RAICES });
      await entry.getByRole('button', { name: l('en', 'report.buttonLabel', { name: RAICES }) }).click();
      const dialog = page.getByRole('dialog', { name: l('en', 'report.title') });
      await dialog.getByRole('radio', { name: l('en', 'report.reasons.wrong_information') }).check();
      await dialog.getByLabel(l('en', 'report.details')).fill(details);
      await dialog.getByRole('button', { name: l('en', 'report.send') }).click();
      await dialog.getByText(l('en', 'report.sentTitle')).waitFor();
    } finally {
      await visitor.close();
    }

    // The operator grants the role on the stopped server; the restarted one has a new address, so the owner signs in
    // again there (tokens name the address that issued them).
    const email = uniqueEmail('owner');
    await signUpAt(server.baseUrl, email, 'Olga Owner', 'en', OWNER_PASSWORD);
    server = await grantOwnerAndRestart(server, email, { AUTH_AUTOCONFIRM: 'on' });
    const owner = await signIn(server.baseUrl, email, OWNER_PASSWORD);
    const context = await signedInContext(browser, server.baseUrl, owner, 'en');
    try {
      const page = await context.newPage();
      await page.goto('/owner/dashboard?tab=reports');
      const report = page.getByTestId('listing-report').filter({ hasText: details });
      await report.getByRole('heading', { name: RAICES }).waitFor();
      await report.getByText(l('en', 'ownerReports.signedOut')).waitFor();
      await screenshots(page, 'owner-reports-open-en');
      await report
        .getByLabel(l('en', 'ownerReports.note'))
        .fill('The entry matches the organization’s own site.');
      await report.getByRole('button', { name: l('en', 'ownerReports.dismiss') }).click();
      await report.waitFor({ state: 'detached' });
      const queue = await api<{ reports: { status: string; details: string; resolved_by: string }[] }>(
        server.baseUrl,
        owner,
        'GET',
        '/owner/legal/reports?status=dismissed',
      );
      const dismissed = queue.reports.find((item) => item.details === details);
      assert.equal(dismissed?.status, 'dismissed');
      assert.equal(dismissed?.resolved_by, email);
      await page.goto('/owner/dashboard?tab=registry');
      await page.getByTestId('registry-entry').first().waitFor();
      await screenshots(page, 'owner-registry-en');
    } finally {
      await context.close();
    }
  });
});
