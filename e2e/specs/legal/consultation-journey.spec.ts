import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import {
  addDocuments,
  decodedImageWidth,
  newPassphrase,
  pngWithText,
  screenshot,
  setUpVault,
  signUpFullPlan,
  t,
} from '../vault/vault-helpers.ts';
import {
  c,
  contextFor,
  dayAhead,
  signIn,
  signUpLawyer,
  signUpOwner,
  userIdOf,
  verifyListing,
} from './consultation-helpers.ts';
import { grantOwnerAndRestart } from './owner-helpers.ts';

// Issue 13, points 3 and 7: a person with a vault document asks a verified Spanish-speaking lawyer for a
// consultation and shares the document, encrypted for that lawyer's key; the lawyer, in a second browser, finds the
// request in the inbox, accepts it and opens the document; the person sees it accepted. In English, in Spanish,
// and once with the person reading Arabic (right to left). The listing is verified through the owner's own API,
// after `npm run owner -- grant` made the owner, as an operator does.

const LAWYER = 'Lucía Fernández';

/** The vault's inline unlock on a consultation screen: the passphrase, then the vault is open here. */
async function unlockInPlace(page: Page, language: string, passphrase: string) {
  await page.getByLabel(t(language, 'vault', 'unlock.passphraseLabel'), { exact: true }).fill(passphrase, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: t(language, 'vault', 'unlock.submit') }).click();
}

async function screenshotsAt(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 390, height: 844 };
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 320, height: 700 });
  await screenshot(page, `${name}-320`);
  await page.setViewportSize(size);
}

describe('a consultation with a document shared end to end', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: Awaited<ReturnType<typeof signUpOwner>>;

  before(async () => {
    const first = await startServer();
    const signedUp = await signUpOwner(first.baseUrl);
    server = await grantOwnerAndRestart(first, signedUp.email);
    owner = await signIn(server.baseUrl, signedUp.email);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function journey(personLanguage: string, lawyerLanguage: string, shots: string | null) {
    const baseUrl = server.baseUrl;
    const lawyer = await signUpLawyer(baseUrl, LAWYER, lawyerLanguage);
    await verifyListing(baseUrl, owner, lawyer);

    // The lawyer's inbox asks for a vault key pair first, so that people can share documents with them.
    const lawyerContext = await contextFor(browser, baseUrl, lawyer, lawyerLanguage, {
      timezoneId: 'America/Chicago',
    });
    const lawyerPage = await lawyerContext.newPage();
    await lawyerPage.goto('/legal-hub?tab=consultations');
    await lawyerPage.getByText(c(lawyerLanguage, 'list.inboxEmpty')).waitFor();
    await lawyerPage.getByRole('link', { name: c(lawyerLanguage, 'list.setUpVault') }).click();
    await lawyerPage.waitForURL('**/documents');
    const lawyerPassphrase = newPassphrase();
    await setUpVault(lawyerPage, lawyerLanguage, lawyerPassphrase);
    await lawyerPage
      .getByRole('heading', { name: t(lawyerLanguage, 'vault', 'professional.title') })
      .waitFor();

    // The person keeps a document in their vault.
    const person = await signUpFullPlan(baseUrl, 'Rosa Díaz');
    const personContext = await contextFor(browser, baseUrl, person, personLanguage, {
      timezoneId: 'America/New_York',
    });
    const personPage = await personContext.newPage();
    const addresses: string[] = [];
    personPage.on('framenavigated', (frame) => addresses.push(frame.url()));
    const personPassphrase = newPassphrase();
    await setUpVault(personPage, personLanguage, personPassphrase);
    const title = `Green card ${personLanguage}`;
    await addDocuments(personPage, personLanguage, [
      {
        file: {
          name: 'green-card.png',
          mimeType: 'image/png',
          buffer: pngWithText('permanent resident card'),
        },
        type: 'green_card',
        title,
      },
    ]);

    // The person finds the lawyer as anyone would: Find a lawyer, Spanish speakers who help with naturalization,
    // the profile (what Amparo checked), then "Request a consultation".
    await personPage.goto('/legal-hub?tab=lawyers');
    await personPage
      .getByLabel(t(personLanguage, 'lawyers', 'find.filters.language'), { exact: true })
      .selectOption('es');
    await personPage
      .getByLabel(t(personLanguage, 'lawyers', 'find.filters.area'), { exact: true })
      .selectOption('naturalization');
    // Earlier journeys listed lawyers of the same name: this one is told apart by its address.
    await personPage.locator(`a[href="/lawyers/${userIdOf(lawyer)}"]`).click();
    await personPage.waitForURL(`**/lawyers/${userIdOf(lawyer)}`);
    await personPage.getByRole('heading', { level: 1, name: LAWYER }).waitFor();
    await personPage.getByRole('link', { name: t(personLanguage, 'lawyers', 'profile.request') }).click();

    // The request: whom to, the topic, a time in the person's own zone, the message, and the document.
    await personPage.waitForURL(`**/legal-hub/consult/${userIdOf(lawyer)}`);
    await personPage.getByRole('heading', { level: 1, name: c(personLanguage, 'request.title') }).waitFor();
    await personPage.getByText(LAWYER, { exact: true }).waitFor();
    await personPage
      .getByLabel(c(personLanguage, 'request.topic'), { exact: true })
      .selectOption('naturalization');
    await personPage.getByLabel(c(personLanguage, 'request.day'), { exact: true }).fill(dayAhead(5));
    await personPage.getByLabel(c(personLanguage, 'request.time'), { exact: true }).fill('15:30');
    await personPage
      .getByLabel(c(personLanguage, 'request.message'), { exact: true })
      .fill('Tengo mi entrevista de ciudadanía el próximo mes. ¿Puede revisar mi tarjeta verde?');
    await personPage.getByText(c(personLanguage, 'share.explain', { name: LAWYER })).waitFor();
    await unlockInPlace(personPage, personLanguage, personPassphrase);
    await personPage.getByRole('checkbox', { name: title }).check();
    if (shots) await screenshotsAt(personPage, `consultation-${shots}-01-request`);
    await personPage.getByRole('button', { name: c(personLanguage, 'request.submit') }).click();

    await personPage.waitForURL('**/legal-hub/consultations/*');
    const consultationPath = new URL(personPage.url()).pathname;
    await personPage
      .getByTestId('consultation-status')
      .getByText(c(personLanguage, 'status.requested'))
      .waitFor();
    await personPage.getByText(title, { exact: true }).waitFor();
    if (shots) await screenshotsAt(personPage, `consultation-${shots}-02-sent`);

    // The lawyer, in the second browser: the inbox, the request, accept one of the suggested times.
    await lawyerPage.goto('/legal-hub?tab=consultations');
    const inbox = lawyerPage.getByTestId('consultation-list-professional');
    await inbox.getByText(c(lawyerLanguage, 'topics.naturalization')).click();
    await lawyerPage.waitForURL(`**${consultationPath}`);
    await lawyerPage.getByText(c(lawyerLanguage, 'explainProfessional.requested')).waitFor();
    await lawyerPage.getByRole('button', { name: c(lawyerLanguage, 'actions.accept'), exact: true }).click();
    await lawyerPage.getByRole('button', { name: c(lawyerLanguage, 'actions.confirmAccept') }).click();
    await lawyerPage
      .getByTestId('consultation-status')
      .getByText(c(lawyerLanguage, 'status.accepted'))
      .waitFor();
    // Once accepted, how to reach the person.
    await lawyerPage.getByText(person.email, { exact: true }).waitFor();

    // The shared document opens with the lawyer's own private key, here on the request.
    await unlockInPlace(lawyerPage, lawyerLanguage, lawyerPassphrase);
    await lawyerPage.getByText(title, { exact: true }).waitFor();
    await lawyerPage
      .getByRole('button', { name: t(lawyerLanguage, 'vault-sharing', 'incoming.open') })
      .click();
    assert.equal(await decodedImageWidth(lawyerPage, title), 48);
    if (shots) await screenshotsAt(lawyerPage, `consultation-${shots}-03-lawyer-opened`);

    // The person sees it accepted, with the agreed time.
    await personPage.reload();
    await personPage
      .getByTestId('consultation-status')
      .getByText(c(personLanguage, 'status.accepted'))
      .waitFor();
    await personPage.getByTestId('scheduled-time').waitFor();
    await personPage.getByText(c(personLanguage, 'explainClient.accepted', { name: LAWYER })).waitFor();
    await personPage
      .getByText(c(personLanguage, 'documents.opened', { name: LAWYER }))
      .waitFor({ state: 'attached' });
    if (shots) await screenshotsAt(personPage, `consultation-${shots}-04-accepted`);

    // The person's list says the same.
    await personPage.goto('/legal-hub?tab=consultations');
    await personPage
      .getByTestId('consultation-list-client')
      .getByText(c(personLanguage, 'status.accepted'))
      .waitFor();
    if (shots) await screenshotsAt(personPage, `consultation-${shots}-05-list`);

    // The vault's unlock sits beside the request form, never inside it: the passphrase never reaches an address.
    assert.deepEqual(
      addresses.filter((address) => address.includes(personPassphrase.split(' ')[0] ?? '')),
      [],
    );
    await personContext.close();
    await lawyerContext.close();
  }

  test('in English', async () => {
    await journey('en', 'en', 'en');
  });

  test('in Spanish: a Spanish-speaking lawyer and a person who reads Spanish', async () => {
    await journey('es', 'es', null);
  });

  test('right to left: the person reads Arabic', async () => {
    await journey('ar', 'es', 'ar');
  });
});
