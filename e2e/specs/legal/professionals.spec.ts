import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContextWithLanguage } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, signedInContext } from '../emergency/emergency-helpers.ts';
import { seriousViolations, signUpAt, uniqueEmail } from '../family/family-helpers.ts';
import { grantOwnerAndRestart } from './owner-helpers.ts';
import { checkNarrow, pendingProfessional, say, signInAt, signUpPersonAt } from './professionals-helpers.ts';

// Issue 13, points 1 and 2, end to end: a lawyer finds "For lawyers and accredited representatives" in the footer,
// creates a professional account (no eligibility questions), fills the listing with Spanish among the languages and
// waits for the check; an owner, made one with `npm run owner -- grant`, verifies it in /owner/dashboard; a person
// reading in Spanish finds the lawyer with the Spanish filter. Pending and suspended listings never show. Every
// screen is checked with axe in English and Arabic and for sideways scrolling at 320 px.

const LAWYER = 'Marisol Ortega';
const BAR_NUMBER = '24012345';
const PASSWORD = 'copper 9f3a lantern orchard';

async function expectClean(page: Page, name: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${name}`);
  assert.equal(await checkNarrow(page, name), false, `${name} scrolls sideways at 320 px`);
}

describe('legal professionals', () => {
  let browser: Browser;
  let server: RunningServer | undefined;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a lawyer joins, the owner verifies, a person finds them in Spanish; pending and suspended never show', async () => {
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
    const en = (key: string, values?: Record<string, string | number>) => say('en', 'lawyers', key, values);

    // 1. The lawyer, signed out, from the footer of the home page.
    const lawyerContext = await newContextWithLanguage(browser, server.baseUrl, 'en');
    const lawyerPage = await lawyerContext.newPage();
    await lawyerPage.goto('/');
    await lawyerPage.getByRole('link', { name: say('en', 'common', 'footer.professionals') }).click();
    await lawyerPage.getByRole('heading', { level: 1, name: en('join.title') }).waitFor();
    await expectClean(lawyerPage, 'join-en');
    await lawyerPage.getByRole('link', { name: en('join.create') }).click();
    await lawyerPage
      .getByRole('heading', { level: 1, name: say('en', 'auth', 'professional.signUpTitle') })
      .waitFor();
    assert.equal(
      await lawyerPage.locator('input[value="visitor_visa"]').count(),
      0,
      'no eligibility questions',
    );
    const lawyerEmail = uniqueEmail('lawyer');
    await lawyerPage.locator('input[name="email"]').fill(lawyerEmail);
    await lawyerPage.locator('input[name="password"]').fill(PASSWORD);
    await lawyerPage.locator('input[name="consent"]').check();
    await lawyerPage.locator('form button[type="submit"]').click();
    await lawyerPage.waitForURL('**/legal-hub/professional');
    await lawyerPage.getByText(en('listing.state.none')).waitFor();

    // 2. The listing, filled as a lawyer would, Spanish among the languages.
    await lawyerPage.getByLabel(en('listing.form.fullName')).fill(LAWYER);
    await lawyerPage.getByLabel(en('listing.form.barState'), { exact: true }).selectOption('TX');
    await lawyerPage.getByLabel(en('listing.form.barNumber')).fill(BAR_NUMBER);
    await lawyerPage.getByRole('checkbox', { name: 'English' }).check();
    await lawyerPage.getByRole('checkbox', { name: 'Spanish' }).check();
    await lawyerPage.getByRole('checkbox', { name: en('areas.naturalization') }).check();
    await lawyerPage.getByRole('checkbox', { name: en('areas.family_petitions') }).check();
    await lawyerPage.getByLabel(en('listing.form.city'), { exact: true }).fill('San Antonio');
    await lawyerPage.getByLabel(en('listing.form.state'), { exact: true }).selectOption('TX');
    await lawyerPage.getByRole('checkbox', { name: en('listing.form.remote') }).check();
    await lawyerPage.getByRole('radio', { name: en('fees.models.sliding_scale') }).check();
    await lawyerPage.getByLabel(en('listing.form.slidingMin')).fill('40');
    await lawyerPage.getByLabel(en('listing.form.slidingMax')).fill('120');
    await lawyerPage.getByRole('button', { name: en('listing.form.save') }).click();
    await lawyerPage.getByText(en('listing.form.savedPending')).waitFor();
    await lawyerPage.getByTestId('listing-state').getByText(en('listing.state.pending')).waitFor();
    await expectClean(lawyerPage, 'listing-pending-en');
    await lawyerContext.close();
    const lawyerId = ((await signInAt(server.baseUrl, lawyerEmail, PASSWORD)).session.user as { id: string })
      .id;

    // Pending: not in the directory, not on a profile page.
    const search = async (query: string) =>
      (await (await fetch(`${server?.baseUrl}/api/v1/legal/professionals?${query}`)).json()) as {
        professionals: { id: string; full_name: string }[];
      };
    assert.deepEqual((await search('language=es')).professionals, []);
    assert.equal((await fetch(`${server.baseUrl}/api/v1/legal/professionals/${lawyerId}`)).status, 404);
    // Another lawyer who will stay pending.
    await pendingProfessional(server.baseUrl, 'Pedro Pendiente', '24099999');

    // 3. The owner: an ordinary account, made an owner from the command line (the server restarts on its data).
    const ownerEmail = uniqueEmail('owner');
    await signUpPersonAt(server.baseUrl, ownerEmail, PASSWORD, 'en');
    server = await grantOwnerAndRestart(server, ownerEmail, { AUTH_AUTOCONFIRM: 'on' });
    // The server came back on a new address: the sessions it signed before no longer pass, so sign in again.
    const owner = await signInAt(server.baseUrl, ownerEmail, PASSWORD);
    const ownerContext = await signedInContext(browser, server.baseUrl, owner, 'en');
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/owner/dashboard?tab=professionals');
    const item = ownerPage.getByTestId('professional-queue-item').filter({ hasText: LAWYER });
    await item.waitFor();
    assert.match(await item.innerText(), new RegExp(BAR_NUMBER));
    await expectClean(ownerPage, 'owner-queue-en');
    await item.getByRole('button', { name: en('queue.verify') }).click();
    await item.getByLabel(en('queue.source')).fill('State Bar of Texas attorney search');
    await item.getByLabel(en('queue.note')).fill('Active, eligible to practise; name matches.');
    await item.getByRole('button', { name: en('queue.confirmVerify') }).click();
    await ownerPage.getByText(en('queue.done.verify', { name: LAWYER })).waitFor();
    await ownerContext.close();

    // 4. A person reading in Spanish finds the lawyer with the Spanish filter (the default for a Spanish reader).
    const es = (key: string, values?: Record<string, string | number>) => say('es', 'lawyers', key, values);
    const person = await signUpAt(server.baseUrl, uniqueEmail('persona'), 'Ana López', 'es');
    const personContext = await signedInContext(browser, server.baseUrl, person, 'es');
    const personPage = await personContext.newPage();
    await personPage.goto('/legal-hub?tab=lawyers');
    const languageFilter = personPage.getByLabel(es('find.filters.language'));
    await languageFilter.waitFor();
    assert.equal(await languageFilter.inputValue(), 'es');
    const profileLink = personPage.getByRole('link', { name: es('find.seeProfile', { name: LAWYER }) });
    await profileLink.waitFor();
    assert.equal(await personPage.getByText('Pedro Pendiente').count(), 0, 'a pending listing never shows');
    await personPage.getByText(es('find.order')).waitFor();
    await expectClean(personPage, 'find-es');
    await profileLink.click();
    await personPage.getByRole('heading', { level: 1, name: LAWYER }).waitFor();
    await personPage.getByText(new RegExp(BAR_NUMBER)).first().waitFor();
    await personPage.getByText(/State Bar of Texas attorney search/).waitFor();
    await expectClean(personPage, 'profile-es');

    // 5. Suspended: gone from the search and the profile at once.
    await api(server.baseUrl, owner, 'POST', `/owner/legal/professionals/${lawyerId}/suspend`, {
      reason: 'The state bar lists this licence as inactive.',
    });
    await personPage.goto('/legal-hub?tab=lawyers');
    // Nobody else is listed in any language: the page says so (not "nothing matches these filters").
    await personPage.getByText(es('find.noneYetTitle')).waitFor();
    await personPage.goto(`/lawyers/${lawyerId}`);
    await personPage.getByRole('heading', { level: 1, name: es('profile.notFound') }).waitFor();
    await api(server.baseUrl, owner, 'POST', `/owner/legal/professionals/${lawyerId}/reinstate`);
    await personContext.close();

    // 6. Arabic, right to left: the same screens, clean and without sideways scrolling.
    const ar = (key: string, values?: Record<string, string | number>) => say('ar', 'lawyers', key, values);
    const visitor = await newContextWithLanguage(browser, server.baseUrl, 'ar');
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/lawyers/join');
    await visitorPage.getByRole('heading', { level: 1, name: ar('join.title') }).waitFor();
    assert.equal(await visitorPage.evaluate(() => document.documentElement.dir), 'rtl');
    await expectClean(visitorPage, 'join-ar');
    await visitorPage.goto(`/lawyers/${lawyerId}`);
    await visitorPage.getByRole('heading', { level: 1, name: LAWYER }).waitFor();
    await visitorPage.getByRole('link', { name: ar('profile.signInToRequest') }).waitFor();
    await expectClean(visitorPage, 'profile-ar');
    await visitor.close();

    const arabicReader = await signUpAt(server.baseUrl, uniqueEmail('qari'), 'Layla', 'ar');
    const arabicContext = await signedInContext(browser, server.baseUrl, arabicReader, 'ar');
    const arabicPage = await arabicContext.newPage();
    await arabicPage.goto('/legal-hub?tab=lawyers');
    await arabicPage.getByLabel(ar('find.filters.language')).selectOption('es');
    await arabicPage.getByRole('link', { name: ar('find.seeProfile', { name: LAWYER }) }).waitFor();
    await expectClean(arabicPage, 'find-ar');
    await arabicContext.close();

    const ownerArabic = await signedInContext(browser, server.baseUrl, owner, 'ar');
    const ownerArabicPage = await ownerArabic.newPage();
    await ownerArabicPage.goto('/owner/dashboard?tab=professionals');
    await ownerArabicPage.getByTestId('professional-queue-item').first().waitFor();
    await expectClean(ownerArabicPage, 'owner-queue-ar');
    await ownerArabic.close();

    const lawyer = await signInAt(server.baseUrl, lawyerEmail, PASSWORD);
    const lawyerArabic = await signedInContext(browser, server.baseUrl, lawyer, 'ar');
    const lawyerArabicPage = await lawyerArabic.newPage();
    await lawyerArabicPage.goto('/legal-hub/professional');
    await lawyerArabicPage.getByTestId('listing-state').waitFor();
    await expectClean(lawyerArabicPage, 'listing-ar');
    await lawyerArabic.close();
  });
});
