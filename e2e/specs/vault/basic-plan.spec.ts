import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { signedInContext, signUpPerson } from '../emergency/emergency-helpers.ts';
import { screenshot, t } from './vault-helpers.ts';

// Issue 6 point 7: the vault comes with Full Protection. A Basic person is shown what it is and the way to the
// plans, never the set-up; the server refuses the vault to them too.

describe('the vault on the Basic plan', () => {
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

  test('/documents shows Limited Access with the way to /payment, and no vault set-up', async () => {
    const person = await signUpPerson(server.baseUrl);
    const context = await signedInContext(browser, server.baseUrl, person, 'en');
    const page = await context.newPage();
    await page.goto('/documents');
    await page.getByText(t('en', 'vault', 'plan.explain')).waitFor();
    await page
      .getByRole('heading', { name: t('en', 'onboarding', 'limitedAccess.title') })
      .first()
      .waitFor();
    const unlock = page.getByRole('link', { name: t('en', 'onboarding', 'limitedAccess.action') }).first();
    assert.equal(await unlock.getAttribute('href'), '/payment?plan=full_protection');
    assert.equal(
      await page.getByRole('checkbox', { name: t('en', 'vault', 'setup.understand.checkbox') }).count(),
      0,
    );
    assert.equal(await page.getByLabel(t('en', 'vault', 'unlock.passphraseLabel')).count(), 0);
    await screenshot(page, 'vault-en-11-basic-plan');

    const refused = await fetch(`${server.baseUrl}/api/v1/vault/keyring`, {
      headers: { authorization: `Bearer ${person.token}` },
    });
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { code: string }).code, 'plan_required');

    await unlock.click();
    await page.waitForURL((url) => url.pathname === '/payment');
    await context.close();
  });
});
