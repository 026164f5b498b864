import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { signedInContext } from '../emergency/emergency-helpers.ts';
import {
  canaryNeedles,
  type DocumentToAdd,
  decodedImageWidth,
  describeUpload,
  escapeRegExp,
  findNeedles,
  newCanary,
  newPassphrase,
  pdfWithText,
  pngWithText,
  readAllFiles,
  recordRequests,
  returnToApp,
  screenshot,
  seriousViolations,
  setUpVault,
  signUpFullPlan,
  t,
  textPattern,
  unlockWithPassphrase,
  unlockWithRecoveryKey,
} from './vault-helpers.ts';

// Issue 6 points 9 and 10 in Chromium, at phone size, in English and in Arabic: set the vault up and keep the
// recovery kit, add an image and a PDF, view them, lock, open with the recovery key, show the carried document
// with no network (also from the officer card), give a proof-of-status link to a stranger's browser and revoke it.
// Every file, title and note carries a canary; nothing the browser sent and nothing the server stored holds it.

/** Waits until the page is controlled by the service worker, which serves the app when the network is gone. */
async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

const TITLES = {
  en: { image: 'Green card', pdf: 'I-797 approval notice' },
  ar: { image: 'البطاقة الخضراء', pdf: 'إشعار الموافقة I-797' },
} as const;

describe('the document vault, end to end', () => {
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

  for (const language of ['en', 'ar'] as const) {
    test(`set up, upload, view, lock, recover, show offline and share by link; the server never reads (${language})`, async () => {
      const vault = (key: string, values?: Record<string, string | number>) =>
        t(language, 'vault', key, values);
      const docs = (key: string, values?: Record<string, string | number>) =>
        t(language, 'vault-documents', key, values);
      const sharing = (key: string, values?: Record<string, string | number>) =>
        t(language, 'vault-sharing', key, values);
      const shot = (page: Page, name: string, fullPage = true) =>
        screenshot(page, `vault-${language}-${name}`, fullPage);

      const canary = newCanary();
      const image: DocumentToAdd = {
        file: { name: `card-${canary}.png`, mimeType: 'image/png', buffer: pngWithText(canary) },
        type: 'green_card',
        title: `${TITLES[language].image} ${canary}`,
        expiresOn: '2031-05-01',
        notes: `IOE0912345678 ${canary}`,
        carryOffline: true,
      };
      const pdf: DocumentToAdd = {
        file: { name: `notice-${canary}.pdf`, mimeType: 'application/pdf', buffer: pdfWithText(canary) },
        type: 'i797',
        title: `${TITLES[language].pdf} ${canary}`,
        notes: `WAC2190012345 ${canary}`,
      };

      const owner = await signUpFullPlan(server.baseUrl);
      const context = await signedInContext(browser, server.baseUrl, owner, language, {
        serviceWorkers: 'allow',
      });
      const sent = recordRequests(context);
      const page = await context.newPage();
      await page.goto('/');
      await waitForServiceWorkerControl(page);

      // Set-up: the warning, a passphrase, the recovery kit downloaded and checked, one group typed back.
      const firstPassphrase = newPassphrase();
      const recoveryKey = await setUpVault(page, language, firstPassphrase);
      assert.equal(
        await page.evaluate(() => document.documentElement.dir),
        language === 'ar' ? 'rtl' : 'ltr',
      );

      // Upload both files at once; the parts wait at the door until the progress bar has been seen.
      let openDoor = () => {};
      const door = new Promise<void>((resolve) => {
        openDoor = resolve;
      });
      const partsUrl = '**/api/v1/vault/uploads/*/parts/*';
      await context.route(partsUrl, async (route) => {
        await door;
        await route.continue();
      });
      await page
        .getByRole('button', { name: docs('actions.add') })
        .first()
        .click();
      await page
        .getByLabel(docs('upload.chooseFiles'), { exact: true })
        .setInputFiles([image.file, pdf.file]);
      await describeUpload(page, language, image);
      await describeUpload(page, language, pdf);
      await page.getByRole('button', { name: docs('upload.send', { count: 2 }) }).click();
      await page
        .getByRole('progressbar', { name: docs('upload.progressLabel', { name: image.file.name }) })
        .waitFor();
      await shot(page, '01-uploading');
      openDoor();
      await page.getByText(docs('upload.done'), { exact: true }).nth(1).waitFor({ timeout: 30_000 });
      await context.unroute(partsUrl);
      await page.getByRole('button', { name: docs('upload.finished') }).click();

      const imageCard = page.getByRole('article', { name: image.title });
      const pdfCard = page.getByRole('article', { name: pdf.title });
      await imageCard.waitFor();
      await pdfCard.waitFor();
      await imageCard.getByText(docs('card.carried'), { exact: true }).waitFor();
      await imageCard.getByText(image.notes ?? '').waitFor();
      await shot(page, '02-list');
      assert.deepEqual(await seriousViolations(page), [], 'the open vault has no serious axe findings');

      // The image opens in the viewer, decrypted to a blob: the browser can draw.
      await imageCard.getByRole('button', { name: docs('actions.view') }).click();
      const imageViewer = page.getByRole('dialog', { name: image.title });
      await imageViewer.waitFor();
      assert.equal(await decodedImageWidth(page, image.title), 48);
      await shot(page, '03-image-viewer', false);
      await page.keyboard.press('Escape');
      await imageViewer.waitFor({ state: 'detached' });

      // The PDF opens in a frame, or, where this Chromium has no PDF viewer, says so and offers Download.
      await pdfCard.getByRole('button', { name: docs('actions.view') }).click();
      const pdfViewer = page.getByRole('dialog', { name: pdf.title });
      const frame = pdfViewer.locator('iframe');
      await frame.or(pdfViewer.getByText(docs('viewer.noPdfViewer'))).waitFor();
      if (await frame.count()) assert.match((await frame.getAttribute('src')) ?? '', /^blob:/);
      else
        await pdfViewer
          .getByRole('button', { name: docs('actions.download') })
          .first()
          .waitFor();
      await page.keyboard.press('Escape');
      await pdfViewer.waitFor({ state: 'detached' });

      // Lock by hand: nothing decrypted stays on the screen.
      await page.getByRole('button', { name: vault('header.lock') }).click();
      await page.getByText(vault('lockedBecause.manual')).waitFor();
      await page.getByLabel(vault('unlock.passphraseLabel'), { exact: true }).waitFor();
      assert.equal((await page.content()).includes(canary), false, 'no title or note left in the page');

      // Open with the recovery key read from the screen at set-up; a new passphrase is required.
      const passphrase = newPassphrase();
      await unlockWithRecoveryKey(page, language, recoveryKey, passphrase);
      await imageCard.waitFor();
      await pdfCard.waitFor();

      // The image is on this phone: the carried view lists it (read back from the device's encrypted store).
      await page.getByRole('button', { name: docs('carried.open') }).click();
      await page.getByRole('button', { name: new RegExp(escapeRegExp(image.title)) }).waitFor();
      assert.equal(await page.getByRole('button', { name: new RegExp(escapeRegExp(pdf.title)) }).count(), 0);

      // No network: the officer card offers the proof of status, which opens with this phone's copies.
      await context.setOffline(true);
      await page.goto('/emergency');
      await page.getByRole('button', { name: t(language, 'rights', 'card.open') }).click();
      const proofButton = page.getByRole('link', { name: t(language, 'rights', 'card.showProof') });
      assert.equal(await proofButton.getAttribute('href'), '/documents?show=carried');
      await shot(page, '04-officer-card-offline', false);
      await proofButton.click();
      await page.waitForURL((url) => url.pathname === '/documents' && url.search === '?show=carried');
      await page.getByText(vault('unlock.fromDevice')).waitFor({ timeout: 30_000 });
      await unlockWithPassphrase(page, language, passphrase);
      await page.getByRole('button', { name: new RegExp(escapeRegExp(image.title)) }).click();
      const carried = page.getByRole('dialog', { name: image.title });
      await carried.waitFor();
      assert.equal(await decodedImageWidth(page, image.title), 48);
      await shot(page, '05-carried-offline', false);
      await page.keyboard.press('Escape');

      // And a reload with no network opens the same way, straight on the carried documents.
      await page.reload();
      await unlockWithPassphrase(page, language, passphrase);
      await page.getByRole('button', { name: new RegExp(escapeRegExp(image.title)) }).waitFor();
      await context.setOffline(false);

      // Back online: a proof-of-status link for the image, for 1 hour.
      await page.goto('/documents');
      await unlockWithPassphrase(page, language, passphrase);
      await page.getByRole('button', { name: sharing('links.new') }).click();
      await page.getByRole('checkbox', { name: image.title }).check();
      await page.getByRole('radio', { name: sharing('links.lifetime.1') }).check();
      await page.getByRole('button', { name: sharing('links.create') }).click();
      await page.getByRole('heading', { name: sharing('links.readyTitle') }).waitFor();
      const proofUrl = await page.getByLabel(sharing('links.urlLabel'), { exact: true }).inputValue();
      assert.match(proofUrl, new RegExp(`^${escapeRegExp(server.baseUrl)}/proof/[\\w-]+#[\\w-]{20,}$`));
      await shot(page, '06-proof-link');

      // A stranger's browser: no account, no storage. The key in the fragment opens the document there.
      const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
      const visitorSent = recordRequests(visitor);
      const proofPage = await visitor.newPage();
      await proofPage.goto(proofUrl);
      if (language !== 'en') {
        await proofPage.getByRole('combobox', { name: 'Language' }).selectOption(language);
        await proofPage.waitForFunction((code) => document.documentElement.lang === code, language);
      }
      await proofPage.getByRole('heading', { level: 1, name: t(language, 'proof', 'heading') }).waitFor();
      await proofPage.getByRole('heading', { level: 2, name: image.title }).waitFor();
      assert.equal(await decodedImageWidth(proofPage, image.title), 48);
      await proofPage
        .getByText(t(language, 'proof', 'types.green_card'), { exact: false })
        .first()
        .waitFor();
      assert.equal(
        (await proofPage.content()).includes(image.notes ?? ''),
        false,
        'the notes stay with the owner',
      );
      await shot(proofPage, '07-proof-page');
      assert.deepEqual(await seriousViolations(proofPage), [], 'the proof page has no serious axe findings');

      // The owner sees the view, then revokes; the stranger's reload is refused.
      await returnToApp(page);
      await page.getByText(textPattern(language, 'vault-sharing', 'links.views', { count: 1 })).waitFor();
      await page.getByRole('button', { name: sharing('links.revoke'), exact: true }).click();
      await page.getByRole('button', { name: sharing('links.revokeConfirm') }).click();
      await page.getByText(sharing('links.revoked'), { exact: true }).waitFor();
      await shot(page, '08-revoked');
      await proofPage.reload();
      await proofPage.getByText(t(language, 'proof', 'problems.revoked')).waitFor();
      assert.equal(await proofPage.getByRole('img', { name: image.title }).count(), 0);

      // Point 9: the canary never left the browser readable, and the server holds it nowhere.
      const needles = canaryNeedles(canary);
      assert.ok(findNeedles(pdf.file.buffer, needles).length > 0, 'the search finds the canary in plaintext');
      const uploads = sent.filter((request) => /\/vault\/uploads\/[^/]+\/parts\//.test(request.url));
      assert.ok(uploads.length >= 2, 'the upload bodies were recorded');
      for (const request of [...sent, ...visitorSent]) {
        const found = [
          ...findNeedles(request.body, needles),
          ...findNeedles(Buffer.from(decodeURIComponent(request.url)), needles),
        ];
        assert.deepEqual(found, [], `${request.method} ${request.url} carried the canary`);
      }
      const stored = readAllFiles(server.dataDir);
      const objects = stored.filter((file) => file.path.includes('/objects/'));
      assert.ok(
        objects.reduce((total, file) => total + file.bytes.length, 0) >
          image.file.buffer.length + pdf.file.buffer.length,
        'the ciphertext objects are on disk',
      );
      // The search reads what the database wrote during this test: the owner's email, stored in clear, is found.
      const email = Buffer.from(owner.email);
      assert.ok(
        stored.some((file) => file.path.includes('/pglite/') && file.bytes.includes(email)),
        "the database files on disk hold this test's rows",
      );
      for (const file of stored) {
        assert.deepEqual(findNeedles(file.bytes, needles), [], `${file.path} holds the canary`);
      }

      await visitor.close();
      await context.close();
    });
  }
});
