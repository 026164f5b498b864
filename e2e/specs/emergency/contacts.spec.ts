import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { DESKTOP, launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, languageName, signedInContext, signUpPerson, t } from './emergency-helpers.ts';

// Emergency contacts on /emergency: reorder with the move buttons, remove with a confirmation, the Basic
// plan's limit with its upgrade prompt; and axe on /emergency and /emergency-response.

async function contactNames(page: Page): Promise<string[]> {
  return page
    .locator('ol > li p.font-bold')
    .evaluateAll((nodes) => nodes.map((node) => (node.childNodes[0]?.textContent ?? '').trim()));
}

describe('emergency contacts', () => {
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

  test('reorders with the move buttons, removes after confirming, and stops at the Basic limit', async () => {
    const person = await signUpPerson(server.baseUrl);
    for (const [index, name] of ['Ana', 'Bruno', 'Carla'].entries()) {
      await api(server.baseUrl, person, 'POST', '/emergency/contacts', {
        name,
        relationship: '',
        phone: `+1202555016${index}`,
        email: null,
        language: 'en',
        alert_on_help: true,
      });
    }
    const context = await signedInContext(browser, server.baseUrl, person, 'en');
    const page = await context.newPage();
    await page.goto('/emergency');
    await page.getByText('+12025550162').waitFor();
    assert.deepEqual(await contactNames(page), ['Ana', 'Bruno', 'Carla']);

    // Full at 3 on Basic: no add button, the upgrade prompt instead.
    assert.equal(await page.getByRole('button', { name: t('en', 'contacts.add') }).count(), 0);
    await page.getByText(t('en', 'contacts.limitReachedBasic', { limit: 3 })).waitFor();
    await page.getByRole('link', { name: t('en', 'contacts.upgrade') }).waitFor();

    await page.getByRole('button', { name: t('en', 'contacts.moveUp', { name: 'Carla' }) }).click();
    await page.waitForFunction(() => document.querySelectorAll('ol > li')[1]?.textContent?.includes('Carla'));
    assert.deepEqual(await contactNames(page), ['Ana', 'Carla', 'Bruno']);
    await page.reload();
    await page.getByText('+12025550162').waitFor();
    assert.deepEqual(await contactNames(page), ['Ana', 'Carla', 'Bruno']);

    await page.getByRole('button', { name: t('en', 'contacts.removeLabel', { name: 'Ana' }) }).click();
    await page.getByRole('button', { name: t('en', 'contacts.removeYes') }).click();
    await page.waitForFunction(() => !document.body.textContent?.includes('+12025550160'));
    assert.deepEqual(await contactNames(page), ['Carla', 'Bruno']);
    await page.getByRole('button', { name: t('en', 'contacts.add') }).waitFor();
    await context.close();
  });

  for (const language of ['en', 'ar']) {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      test(`axe finds no serious or critical violation on /emergency and /emergency-response in ${language} (${name})`, async () => {
        const person = await signUpPerson(server.baseUrl);
        await api(server.baseUrl, person, 'POST', '/emergency/contacts', {
          name: 'Ana',
          relationship: 'Sister',
          phone: '+12025550170',
          email: 'ana@example.org',
          language: 'es',
          alert_on_help: true,
        });
        await api(server.baseUrl, person, 'PUT', '/emergency/settings', {
          sender_name: 'Rosa Díaz',
          custom_message: '',
          share_location: true,
        });
        const incident = await api<{ id: string }>(server.baseUrl, person, 'POST', '/emergency/incidents', {
          client_id: crypto.randomUUID(),
          started_at: new Date().toISOString(),
          location: { lat: 40.7128, lng: -74.006 },
        });
        const context = await signedInContext(browser, server.baseUrl, person, language, { viewport });
        const page = await context.newPage();
        for (const path of ['/emergency', '/emergency-response']) {
          await page.goto(path);
          await page
            .getByRole('heading', { level: 1 })
            .waitFor()
            .catch(async (error: unknown) => {
              await page.screenshot({ path: `/tmp/emergency-axe-failure-${language}-${name}.png` });
              throw error;
            });
          if (path === '/emergency') {
            await page.getByText('+12025550170').waitFor();
            // Ana reads Spanish, named in the reader's language and script ("لغة القراءة: الإسبانية", not "لغة القراءة: Español").
            await page
              .getByText(t(language, 'contacts.reads', { language: languageName(language, 'es') }), {
                exact: true,
              })
              .waitFor();
          } else await page.locator('[data-alert-status]').first().waitFor();
          const results = await (await settledAxe(page)).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          assert.deepEqual(
            serious.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
            [],
          );
        }
        assert.ok(incident.id);
        await context.close();
      });
    }
  }
});
