import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { signedInContext } from '../emergency/emergency-helpers.ts';
import {
  addDocuments,
  decodedImageWidth,
  newPassphrase,
  pngWithText,
  returnToApp,
  screenshot,
  setUpVault,
  signUpFullPlan,
  t,
  textPattern,
  unlockWithPassphrase,
} from './vault-helpers.ts';

// Issue 6 point 6 between two Amparo users: the owner shares a document by email, the recipient sees the request
// with the title decrypted on their side, accepts and opens it; the owner stops sharing and it is gone for them.

const docs = (key: string, values?: Record<string, string | number>) =>
  t('en', 'vault-documents', key, values);
const sharing = (key: string, values?: Record<string, string | number>) =>
  t('en', 'vault-sharing', key, values);

describe('sharing a document with another Amparo user', () => {
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

  test('share by email, accept, open; stop sharing and it is gone', async () => {
    const owner = await signUpFullPlan(server.baseUrl, 'Rosa Díaz');
    const recipient = await signUpFullPlan(server.baseUrl, 'Ana Díaz');
    const ownerContext = await signedInContext(browser, server.baseUrl, owner, 'en');
    const recipientContext = await signedInContext(browser, server.baseUrl, recipient, 'en');
    const ownerPage = await ownerContext.newPage();
    const recipientPage = await recipientContext.newPage();
    const recipientPassphrase = newPassphrase();
    await setUpVault(recipientPage, 'en', recipientPassphrase);
    await setUpVault(ownerPage, 'en', newPassphrase());

    const title = 'Birth certificate of Rosa';
    await addDocuments(ownerPage, 'en', [
      {
        file: { name: 'birth.png', mimeType: 'image/png', buffer: pngWithText('birth certificate') },
        type: 'birth_certificate',
        title,
      },
    ]);

    // The owner finds the recipient by email, reads what sharing means, and shares.
    await ownerPage
      .getByLabel(sharing('share.documentLabel'), { exact: true })
      .selectOption({ label: title });
    await ownerPage.getByLabel(sharing('share.emailLabel'), { exact: true }).fill(recipient.email);
    await ownerPage.getByRole('button', { name: sharing('share.findButton') }).click();
    await ownerPage.getByRole('heading', { name: sharing('share.confirmTitle') }).waitFor();
    await ownerPage
      .getByText(textPattern('en', 'vault-sharing', 'share.confirmQuestion', { title }))
      .waitFor();
    await ownerPage.getByRole('button', { name: sharing('share.confirmButton'), exact: true }).click();
    await ownerPage.getByText(textPattern('en', 'vault-sharing', 'share.sent')).waitFor();
    await ownerPage.getByText(sharing('outgoing.pending'), { exact: true }).waitFor();
    await ownerPage
      .getByRole('article', { name: title })
      .getByText(docs('card.shared', { count: 1 }))
      .waitFor();

    // The recipient's vault shows the request, with the title decrypted by their own key.
    await returnToApp(recipientPage);
    const requests = recipientPage.getByRole('region', { name: sharing('requests.title') });
    await requests.getByText(title, { exact: true }).waitFor();
    await screenshot(recipientPage, 'vault-en-09-share-request');
    await requests.getByRole('button', { name: sharing('requests.accept') }).click();
    const sharedWithMe = recipientPage.getByRole('region', { name: sharing('incoming.title') });
    await sharedWithMe.getByText(title, { exact: true }).waitFor();
    await sharedWithMe.getByRole('button', { name: sharing('incoming.open') }).click();
    assert.equal(await decodedImageWidth(recipientPage, title), 48);
    await screenshot(recipientPage, 'vault-en-10-shared-open');

    // The owner sees it accepted, then stops sharing.
    await returnToApp(ownerPage);
    await ownerPage.getByText(sharing('outgoing.accepted'), { exact: true }).waitFor();
    await ownerPage.getByRole('button', { name: sharing('outgoing.stop'), exact: true }).click();
    await ownerPage.getByRole('button', { name: sharing('outgoing.stopConfirm') }).click();
    await ownerPage.getByText(sharing('outgoing.empty')).waitFor();

    // The recipient, after a reload, no longer has it.
    await recipientPage.reload();
    await unlockWithPassphrase(recipientPage, 'en', recipientPassphrase);
    await recipientPage.getByText(sharing('incoming.empty')).waitFor();
    assert.equal(await recipientPage.getByText(title).count(), 0);

    await ownerContext.close();
    await recipientContext.close();
  });
});
