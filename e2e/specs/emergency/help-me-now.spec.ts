import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import type { Browser } from 'playwright-core';
import { settledAxe } from '../../support/axe.ts';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { type MailCatcher, startMailCatcher } from '../auth/auth-helpers.ts';
import { api, holdButton, type Person, signedInContext, signUpPerson, t } from './emergency-helpers.ts';

// Help Me Now end to end: the name contacts know the person by is asked before the first contact; a hold shows
// the officer card at once with the alerts' countdown on it; Cancel keeps the card and sends nothing; a hold
// that goes through alerts the contact (the email reaches a real SMTP server, the text message the outbox) and
// "I'm safe" ends it. A person with no name is asked for it, and nothing goes out before they give it. A second
// hold while the alert is active alerts nobody by itself: it opens that alert's card, whose "alert everyone
// again" sends a new round on the same incident (decision 043).

describe('Help Me Now', () => {
  let server: RunningServer;
  let browser: Browser;
  let mail: MailCatcher;

  before(async () => {
    mail = await startMailCatcher();
    server = await startServer({ SMTP_URL: mail.url, AUTH_AUTOCONFIRM: 'on' });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  const incidentsOf = async (person: Person) =>
    (await api<{ incidents: IncidentSummary[] }>(server.baseUrl, person, 'GET', '/emergency/incidents'))
      .incidents;

  for (const language of ['en', 'ar'] as const) {
    test(`holding Help Me Now alerts the contact, and "I'm safe" ends it (${language})`, async () => {
      const person = await signUpPerson(server.baseUrl);
      const context = await signedInContext(browser, server.baseUrl, person, language);
      const page = await context.newPage();
      await page.goto('/emergency');
      await page.getByRole('heading', { level: 1, name: t(language, 'page.title') }).waitFor();
      assert.equal(
        await page.evaluate(() => document.documentElement.dir),
        language === 'ar' ? 'rtl' : 'ltr',
      );
      await page.getByText(t(language, 'contacts.noAlertsWarning')).waitFor();

      // Add a contact who reads Spanish: the name for alerts comes first, offered from the account.
      const contactEmail = `ana-${Date.now()}-${language}@example.org`;
      await page.getByRole('button', { name: t(language, 'contacts.add') }).click();
      const nameStep = page.getByRole('form', { name: t(language, 'alertName.contactsTitle') });
      const nameField = nameStep.getByLabel(t(language, 'alertMessage.senderName'), { exact: true });
      assert.equal(await nameField.inputValue(), 'Rosa Díaz');
      await nameStep.getByRole('button', { name: t(language, 'alertName.continue') }).click();
      await page.getByLabel(t(language, 'contacts.form.name'), { exact: true }).fill('Ana');
      await page.getByLabel(t(language, 'contacts.form.phone'), { exact: true }).fill('(202) 555-0147');
      await page.getByLabel(t(language, 'contacts.form.email'), { exact: true }).fill(contactEmail);
      await page.getByLabel(t(language, 'contacts.form.language'), { exact: true }).selectOption('es');
      await page.getByRole('button', { name: t(language, 'contacts.form.save') }).click();
      await page.getByText('+12025550147').waitFor();
      assert.equal(await page.getByText(t(language, 'contacts.noAlertsWarning')).count(), 0);
      // The preview of the alert message carries the name.
      assert.match(await page.getByTestId('alert-preview').innerText(), /Rosa Díaz/);

      // A hold: the card is on screen while the alerts' countdown still runs, with Cancel on it. Cancel keeps
      // the card and sends nothing.
      await holdButton(page, t(language, 'helpMeNow.button'), 2300);
      const card = page.getByRole('dialog');
      const countdown = card.locator('[data-alert-panel="countdown"]');
      await countdown.waitFor({ timeout: 2000 });
      assert.match(await card.innerText(), /remain silent/i);
      assert.equal(new URL(page.url()).pathname, '/emergency-response');
      await card.getByRole('button', { name: t(language, 'alertCountdown.cancel') }).click();
      await card.locator('[data-alert-panel="cancelled"]').waitFor();
      await page.waitForTimeout(6000);
      assert.ok(await card.isVisible(), 'the card stays on screen after Cancel');
      assert.match(await card.innerText(), /remain silent/i);
      assert.deepEqual(await incidentsOf(person), []);
      await assert.rejects(
        mail.waitFor(contactEmail, () => true, 500),
        'no alert reached the contact',
      );
      await card.press('Escape');

      // A hold that goes through: the countdown ends and the alerts go.
      await page.goto('/emergency');
      await holdButton(page, t(language, 'helpMeNow.button'), 2300);
      await page.waitForURL((url) => url.pathname === '/emergency-response', { timeout: 10_000 });
      await page.getByRole('dialog').locator('[data-alert-panel="countdown"]').waitFor({ timeout: 2000 });
      await page.getByRole('dialog').locator('[data-alert-panel="sent"]').waitFor({ timeout: 15_000 });
      await page.getByRole('dialog').press('Escape');

      const email = await mail.waitFor(contactEmail, (text) => text.includes('Intente llamarle'));
      // Mail bodies are read byte by byte by the catcher: only ASCII parts are compared.
      assert.match(email.text, /Rosa D/);
      assert.match(email.text, /openstreetmap\.org\/\?mlat=40\.71280&mlon=-74\.00600/);
      const sent = page.locator('[data-alert-status="sent"]');
      await page.waitForFunction(
        () => document.querySelectorAll('[data-alert-status="sent"]').length === 2,
        null,
        {
          timeout: 15_000,
        },
      );
      assert.equal(await sent.count(), 2);
      assert.equal(await sent.first().innerText(), t(language, 'incident.status.sent'));

      // "I'm safe" ends it and tells the same contact.
      await page.getByRole('button', { name: t(language, 'response.imSafe') }).click();
      await page.getByRole('button', { name: t(language, 'response.imSafeYes') }).click();
      await page.getByText(t(language, 'response.ended')).waitFor();
      await mail.waitFor(contactEmail, (text) => text.includes('ya est') && text.includes('Rosa D'));
      const [incident] = await incidentsOf(person);
      assert.equal(incident?.status, 'ended');
      const detail = await api<Incident>(
        server.baseUrl,
        person,
        'GET',
        `/emergency/incidents/${incident?.id}`,
      );
      assert.deepEqual(
        detail.alerts.map((alert) => [alert.kind, alert.channel]),
        [
          ['help', 'sms'],
          ['help', 'email'],
          ['safe', 'sms'],
          ['safe', 'email'],
        ],
      );
      await context.close();
    });
  }

  test('a second hold opens the active alert with "alert everyone again", which sends a second round', async () => {
    const person = await signUpPerson(server.baseUrl, 'Rosa Díaz');
    const contactEmail = `eva-${Date.now()}@example.org`;
    await api(server.baseUrl, person, 'POST', '/emergency/contacts', {
      name: 'Eva',
      relationship: 'Sister',
      phone: '+12025550151',
      email: contactEmail,
      language: 'es',
      alert_on_help: true,
    });
    await api(server.baseUrl, person, 'PUT', '/emergency/settings', {
      sender_name: 'Rosa Díaz',
      custom_message: '',
      share_location: true,
    });
    const context = await signedInContext(browser, server.baseUrl, person, 'en');
    const page = await context.newPage();
    await page.goto('/emergency');
    await page.getByText('+12025550151').waitFor();

    // The first hold: the countdown ends and Eva is alerted.
    await holdButton(page, t('en', 'helpMeNow.button'), 2300);
    const card = page.getByRole('dialog');
    await card.locator('[data-alert-panel="sent"]').waitFor({ timeout: 15_000 });
    await mail.waitFor(contactEmail, (text) => text.includes('Intente llamarle'));
    await card.press('Escape');

    // The second hold: the same card, on the active alert, with the choice; nothing is sent by the hold.
    await page.goto('/emergency');
    await page.getByText('+12025550151').waitFor();
    await holdButton(page, t('en', 'helpMeNow.button'), 2300);
    const again = card.locator('[data-alert-panel="again"]');
    await again.waitFor({ timeout: 2000 });
    assert.match(await card.innerText(), /remain silent/i);
    assert.match(await again.innerText(), new RegExp(t('en', 'again.title')));
    // Said plainly: the hold sent nothing new (decision 043; a tap's confirmation says so before anything is pressed).
    assert.ok((await again.innerText()).includes(t('en', 'again.notSent')));
    assert.equal(await again.locator('[data-alert-rounds]').getAttribute('data-alert-rounds'), '1');
    await page.waitForTimeout(6000);
    const [incident, ...others] = await incidentsOf(person);
    assert.equal(others.length, 0, 'one incident');
    assert.equal(incident?.rounds_total, 1);
    assert.equal(incident?.alerts_total, 2);

    // "Alert everyone again": its countdown, then a second round on the same incident.
    await again.getByRole('button', { name: t('en', 'again.button') }).click();
    await again.getByTestId('alert-countdown').waitFor();
    await again.getByText(t('en', 'again.sent')).waitFor({ timeout: 15_000 });
    await again.locator('[data-alert-rounds="2"]').waitFor({ timeout: 15_000 });
    // Mail bodies are read byte by byte by the catcher: only ASCII parts are compared.
    const second = await mail.waitFor(
      contactEmail,
      (text) => text.includes('volvi') && text.includes('Rosa D'),
    );
    assert.match(second.text, /openstreetmap\.org\/\?mlat=40\.71280&mlon=-74\.00600/);
    let detail = await api<Incident>(server.baseUrl, person, 'GET', `/emergency/incidents/${incident?.id}`);
    for (let tries = 0; tries < 50 && detail.alerts.some((alert) => alert.status !== 'sent'); tries++) {
      await page.waitForTimeout(200);
      detail = await api<Incident>(server.baseUrl, person, 'GET', `/emergency/incidents/${incident?.id}`);
    }
    assert.deepEqual(
      detail.alerts.map((alert) => [alert.round, alert.channel, alert.status]),
      [
        [1, 'sms', 'sent'],
        [1, 'email', 'sent'],
        [2, 'sms', 'sent'],
        [2, 'email', 'sent'],
      ],
    );
    assert.equal((await incidentsOf(person)).length, 1);

    // The page behind the card counts the rounds and shows each one's messages.
    await card.press('Escape');
    await page.getByText(t('en', 'again.roundsTotal_other', { count: 2 }), { exact: true }).waitFor();
    await page.getByText(t('en', 'again.roundStep'), { exact: true }).waitFor();
    await context.close();
  });

  test('a person with no alert name is asked for it on the card, and nothing goes out before they give it', async () => {
    const person = await signUpPerson(server.baseUrl, '');
    const contactEmail = `lea-${Date.now()}@example.org`;
    await api(server.baseUrl, person, 'POST', '/emergency/contacts', {
      name: 'Léa',
      relationship: 'Friend',
      phone: '+12025550149',
      email: contactEmail,
      language: 'en',
      alert_on_help: true,
    });
    const context = await signedInContext(browser, server.baseUrl, person, 'en');
    const page = await context.newPage();
    await page.goto('/emergency');
    await page.getByText('+12025550149').waitFor();
    await page.getByRole('form', { name: t('en', 'alertName.setupTitle') }).waitFor();

    await holdButton(page, t('en', 'helpMeNow.button'), 2300);
    const card = page.getByRole('dialog');
    // The card first, with a calm note; the name form opens only when asked for, so no keyboard covers the card.
    await card.getByText(t('en', 'alertName.cardNotice')).waitFor({ timeout: 2000 });
    assert.match(await card.innerText(), /remain silent/i);
    assert.equal(await card.getByRole('form', { name: t('en', 'alertName.responseTitle') }).count(), 0);
    await card.getByRole('button', { name: t('en', 'alertName.cardAdd') }).click();
    const ask = card.getByRole('form', { name: t('en', 'alertName.responseTitle') });
    await ask.waitFor();
    const field = ask.getByLabel(t('en', 'alertMessage.senderName'), { exact: true });
    // Never the email: nothing the account holds is a name here.
    assert.equal(await field.inputValue(), '');
    const results = await (await settledAxe(page)).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      [],
    );
    await page.waitForTimeout(6000);
    assert.deepEqual(await incidentsOf(person), []);

    await ask.getByRole('button', { name: t('en', 'alertName.responseSave') }).click();
    await card.getByText(t('en', 'alertName.required')).waitFor();
    await field.fill('Léa Martin');
    await ask.getByRole('button', { name: t('en', 'alertName.responseSave') }).click();
    await card.locator('[data-alert-panel="countdown"]').waitFor();
    await card.locator('[data-alert-panel="sent"]').waitFor({ timeout: 15_000 });
    await mail.waitFor(contactEmail, (text) => text.includes('Martin pressed Help Me Now'));
    const [incident] = await incidentsOf(person);
    assert.ok(incident);
    await context.close();
  });

  test('with no network, the alert waits on the phone, offers the SMS composer, and is sent once on reconnect', async () => {
    const person = await signUpPerson(server.baseUrl, 'Marc Joseph');
    const contactEmail = `jean-${Date.now()}@example.org`;
    await api(server.baseUrl, person, 'POST', '/emergency/contacts', {
      name: 'Jean',
      relationship: 'Brother',
      phone: '+12025550148',
      email: contactEmail,
      language: 'fr',
      alert_on_help: true,
    });
    await api(server.baseUrl, person, 'PUT', '/emergency/settings', {
      sender_name: 'Marc Joseph',
      custom_message: '',
      share_location: true,
    });
    const context = await signedInContext(browser, server.baseUrl, person, 'en', { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/emergency');
    await page.getByText('+12025550148').waitFor();
    // The service worker holds the app's pages for the offline part.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
      await page.reload();
      await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
      await page.getByText('+12025550148').waitFor();
    }

    await context.setOffline(true);
    const pressedAt = Date.now();
    await page.getByRole('button', { name: t('en', 'helpMeNow.button'), exact: true }).click();
    await page.getByRole('button', { name: t('en', 'helpMeNow.confirmSend') }).click();
    await page.waitForURL((url) => url.pathname === '/emergency-response', { timeout: 10_000 });
    await page.getByRole('dialog').locator('[data-alert-panel="countdown"]').waitFor({ timeout: 2000 });
    await page.getByRole('dialog').press('Escape');
    await page.getByText(t('en', 'response.offlineText')).waitFor({ timeout: 10_000 });
    const smsLink = page.getByRole('link', { name: t('en', 'response.smsTo', { name: 'Jean' }) });
    const href = (await smsLink.getAttribute('href')) ?? '';
    assert.match(href, /^sms:\+12025550148\?&body=/);
    assert.match(decodeURIComponent(href), /Marc Joseph a déclenché « Aidez-moi maintenant »/);
    await page.waitForTimeout(2000);
    assert.deepEqual(await incidentsOf(person), []);

    await context.setOffline(false);
    await page.locator('[data-alert-status="sent"]').first().waitFor({ timeout: 20_000 });
    await mail.waitFor(contactEmail, (text) => text.includes('Marc Joseph') && text.includes('Essayez de l'));
    await page.waitForTimeout(3000);
    const incidents = await incidentsOf(person);
    assert.equal(incidents.length, 1);
    const startedAt = Date.parse(incidents[0]?.started_at ?? '');
    assert.ok(Math.abs(startedAt - pressedAt) < 10_000, 'the incident keeps the time the button was pressed');
    assert.ok(Date.parse(incidents[0]?.received_at ?? '') - startedAt >= 2000, 'it reached the server later');
    await context.close();
  });
});
