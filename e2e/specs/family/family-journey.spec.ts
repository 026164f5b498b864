import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { renderHelpAlert } from '@amparo/contract/emergency/alert-messages';
import type { Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import type { Profile } from '@amparo/contract/profile/profile';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { startServer } from '../../support/server.ts';
import { type MailCatcher, startMailCatcher } from '../auth/auth-helpers.ts';
import { api, holdButton, signedInContext } from '../emergency/emergency-helpers.ts';
import {
  assertDirection,
  joinLinkIn,
  type OutboxRow,
  readOutboxAndRemove,
  seriousViolations,
  signUpAt,
  t,
  textPattern,
  uniqueEmail,
} from './family-helpers.ts';

// The family journey end to end (issue 12, point 9), with two browser profiles: the holder of Full Protection
// invites someone on /family; the invitation reaches their mailbox in the language chosen for them; they open
// its link in their own browser, see who invites them and join; the holder sees them in the family. The member
// holds Help Me Now: the holder gets exactly one alert per channel (the email at a real SMTP server, the text
// message in the outbox), sees it on the dashboard and, read-only, on /emergency-response; "I'm safe" reaches the
// holder once more on each channel and their screen says the member is safe. In English and in Arabic, on a phone.

const HOLDER = 'Rosa Díaz';
const MEMBER = 'Ana Lopez';
const HOLDER_PHONE = '+12025550161';

describe('family journey', () => {
  let browser: Browser;
  let mail: MailCatcher;

  before(async () => {
    mail = await startMailCatcher();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await mail?.close();
  });

  for (const [language, inviteLanguage] of [
    ['en', 'es'],
    ['ar', 'ar'],
  ] as const) {
    test(`invite → join → Help Me Now reaches the holder → "I'm safe" (${language})`, async () => {
      const server = await startServer({ SMTP_URL: mail.url, AUTH_AUTOCONFIRM: 'on' });
      const contexts: { close: () => Promise<void> }[] = [];
      let outbox: OutboxRow[] = [];
      try {
        const baseUrl = server.baseUrl;
        const f = (key: string, values?: Record<string, string | number>) =>
          t(language, 'family', key, values);
        const e = (key: string, values?: Record<string, string | number>) =>
          t(language, 'emergency', key, values);

        // The holder: Full Protection bought through the TEST MODE checkout.
        const holderEmail = uniqueEmail('holder');
        const holder = await signUpAt(baseUrl, holderEmail, HOLDER, language);
        const { sessionId } = await api<{ sessionId: string }>(baseUrl, holder, 'POST', '/billing/checkout', {
          planId: 'full_protection',
        });
        await api(
          baseUrl,
          holder,
          'POST',
          `/billing/test-checkout/${encodeURIComponent(sessionId)}/complete`,
        );

        // 1. Browser A, the holder: /family, the invite form filled in as a person would.
        const contextA = await signedInContext(browser, baseUrl, holder, language);
        contexts.push(contextA);
        const pageA = await contextA.newPage();
        await pageA.goto('/family');
        await pageA.getByRole('heading', { level: 1, name: f('title') }).waitFor();
        await pageA.getByTestId('family-holder').waitFor();
        await assertDirection(pageA, language);
        assert.equal(
          (await pageA.getByTestId('family-places').innerText()).trim(),
          f('places.used', { used: 1, total: 5 }),
        );
        assert.deepEqual(await seriousViolations(pageA), [], '/family for the holder');

        const memberEmail = uniqueEmail('member');
        const form = pageA.getByTestId('invite-form');
        await form.getByLabel(f('invite.name'), { exact: true }).fill(MEMBER);
        await form.getByRole('radio', { name: f('invite.email') }).check();
        await form.getByLabel(f('invite.emailAddress'), { exact: true }).fill(memberEmail);
        await form.getByLabel(f('invite.language'), { exact: true }).selectOption(inviteLanguage);
        await form.getByLabel(f('invite.inviterName'), { exact: true }).fill(HOLDER);
        await form.getByRole('button', { name: f('invite.submit') }).click();
        await pageA.getByText(f('invite.sent', { name: MEMBER })).waitFor();

        // The invitation mail, in the language chosen for the invitee, with the join link.
        const invitation = await mail.waitFor(memberEmail, (text) => text.includes('/family/join#token='));
        if (inviteLanguage === 'es') assert.match(invitation.text, /Hola, Ana Lopez/);
        const link = joinLinkIn(invitation);
        assert.ok(link.startsWith(`${baseUrl}/family/join#token=`), link);

        // 2. Browser B, a separate profile: a person who signed up with the invited address opens the link.
        const member = await signUpAt(baseUrl, memberEmail, MEMBER, language);
        const contextB = await signedInContext(browser, baseUrl, member, language);
        contexts.push(contextB);
        const pageB = await contextB.newPage();
        await pageB.goto(link);
        await pageB
          .getByRole('heading', { level: 1, name: f('join.invites', { inviter: HOLDER }) })
          .waitFor();
        await assertDirection(pageB, language);
        await pageB.getByText(f('join.for', { name: MEMBER })).waitFor();
        const joinForm = pageB.getByTestId('join-form');
        await joinForm.waitFor();
        assert.deepEqual(await seriousViolations(pageB), [], 'the join page');
        assert.equal(
          await joinForm.getByLabel(f('join.accept.displayName'), { exact: true }).inputValue(),
          MEMBER,
        );
        await joinForm.getByRole('button', { name: f('join.accept.submit', { inviter: HOLDER }) }).click();
        await pageB.getByText(f('join.joined.title', { inviter: HOLDER })).waitFor();
        const profile = await api<Profile>(baseUrl, member, 'GET', '/profile');
        assert.equal(profile.coverage, 'family');

        // The holder's page, reloaded: the member is listed, and two of five places are taken.
        await pageA.reload();
        await pageA.getByTestId('family-member').filter({ hasText: MEMBER }).waitFor();
        assert.equal(
          (await pageA.getByTestId('family-places').innerText()).trim(),
          f('places.used', { used: 2, total: 5 }),
        );
        assert.deepEqual(await seriousViolations(pageA), [], '/family with a member');
        // The holder's family alerts also go by text message to this phone (the API: the holder's /family has
        // no alert settings of its own).
        await api(baseUrl, holder, 'PATCH', '/family/me', { alert_phone: HOLDER_PHONE });

        // 3. The member holds Help Me Now; with no emergency contacts, the family is who is alerted. /emergency
        // says so, neither warns that nobody would be alerted nor asks for a name: the member never set an alert
        // name, and the alerts carry the one the family knows them by.
        await pageB.goto('/emergency');
        await pageB.getByRole('heading', { level: 1, name: e('page.title') }).waitFor();
        await pageB.getByText(e('page.helpMeNowTextFamily'), { exact: true }).waitFor();
        await pageB.getByRole('heading', { level: 3, name: e('contacts.emptyTitle') }).waitFor();
        assert.equal(await pageB.getByText(e('contacts.noAlertsWarning'), { exact: true }).count(), 0);
        assert.equal(await pageB.getByRole('form', { name: e('alertName.setupTitle') }).count(), 0);
        await holdButton(pageB, e('helpMeNow.button'), 2300);
        await pageB.waitForURL((url) => url.pathname === '/emergency-response', { timeout: 10_000 });
        const card = pageB.getByRole('dialog');
        const countdown = card.locator('[data-alert-panel="countdown"]');
        await countdown.waitFor();
        assert.equal(await card.getByRole('button', { name: e('alertName.cardAdd') }).count(), 0);
        assert.equal(await countdown.getAttribute('aria-label'), e('alertCountdown.label_family'));
        await card.locator('[data-alert-panel="sent"]').waitFor({ timeout: 15_000 });
        await card.press('Escape');

        const holderMails = () => mail.mailsTo(holderEmail).filter((m) => m.text.includes(MEMBER));
        const helpMail = await mail.waitFor(holderEmail, (text) => text.includes(MEMBER));
        // The holder hears it as family, in their language: not as a contact the member "added".
        const familyFooter = renderHelpAlert(language, { name: MEMBER, at: new Date(), audience: 'family' })
          .emailText.split('\n\n')
          .at(-1);
        assert.ok(familyFooter && helpMail.text.includes(familyFooter), helpMail.text);
        const [incident] = await api<{ incidents: IncidentSummary[] }>(
          baseUrl,
          member,
          'GET',
          '/emergency/incidents',
        ).then((answer) => answer.incidents);
        assert.ok(incident, 'the member has an incident');
        const waitForAlerts = async (count: number) => {
          const deadline = Date.now() + 20_000;
          for (;;) {
            const detail = await api<Incident>(baseUrl, member, 'GET', `/emergency/incidents/${incident.id}`);
            if (detail.alerts.length === count && detail.alerts.every((alert) => alert.status === 'sent'))
              return detail;
            if (Date.now() > deadline)
              throw new Error(`Alerts not all sent: ${JSON.stringify(detail.alerts)}`);
            await new Promise((r) => setTimeout(r, 200));
          }
        };
        const afterHelp = await waitForAlerts(2);
        assert.deepEqual(
          afterHelp.alerts.map((alert) => [alert.kind, alert.channel]),
          [
            ['help', 'sms'],
            ['help', 'email'],
          ],
        );
        assert.equal(holderMails().length, 1, 'exactly one help email to the holder');

        // 4. The holder's dashboard shows the card; it opens the read-only view on /emergency-response.
        await pageA.goto('/dashboard');
        const incidentCard = pageA.getByTestId('family-incident-card');
        await incidentCard.waitFor();
        assert.match(
          await incidentCard.innerText(),
          textPattern(language, 'dashboard', 'familyIncident.pressedAt', { name: MEMBER }),
        );
        await incidentCard
          .getByRole('link', { name: t(language, 'dashboard', 'familyIncident.openLabel', { name: MEMBER }) })
          .click();
        await pageA.waitForURL((url) => url.pathname === '/emergency-response');
        const view = pageA.getByTestId('family-incident');
        await view.waitFor();
        assert.equal(await view.getAttribute('data-status'), 'active');
        await view.getByText(e('familyIncident.pressedTitle', { name: MEMBER }), { exact: true }).waitFor();
        for (const channel of ['email', 'sms'] as const) {
          await view
            .getByText(
              e('familyIncident.alertToYou', {
                kind: e('incident.kind.help'),
                channel: e(`incident.channel.${channel}`),
              }),
              { exact: true },
            )
            .waitFor();
        }
        assert.equal(await view.locator('[data-alert-status="sent"]').count(), 2);
        // Read-only: nothing on the holder's screen ends the member's alert.
        assert.equal(await pageA.getByRole('button', { name: e('response.imSafe') }).count(), 0);

        // 5. The member is safe: "I'm safe" ends it; the holder's screen says so after a reload.
        await pageB.getByRole('button', { name: e('response.imSafe') }).click();
        await pageB.getByRole('button', { name: e('response.imSafeYes') }).click();
        await pageB.getByText(e('response.ended')).waitFor();
        const afterSafe = await waitForAlerts(4);
        assert.deepEqual(
          afterSafe.alerts.map((alert) => [alert.kind, alert.channel]),
          [
            ['help', 'sms'],
            ['help', 'email'],
            ['safe', 'sms'],
            ['safe', 'email'],
          ],
        );
        const deadline = Date.now() + 10_000;
        while (holderMails().length < 2 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 100));
        assert.equal(holderMails().length, 2, 'exactly one help and one safe email to the holder');

        await pageA.reload();
        await view.waitFor();
        await view.getByText(e('familyIncident.safeTitle', { name: MEMBER }), { exact: true }).waitFor();
        assert.equal(await view.getAttribute('data-status'), 'ended');
        await view.getByText(e('familyIncident.ended', { name: MEMBER }), { exact: true }).waitFor();
        for (const channel of ['email', 'sms'] as const) {
          await view
            .getByText(
              e('familyIncident.alertToYou', {
                kind: e('incident.kind.safe'),
                channel: e(`incident.channel.${channel}`),
              }),
              { exact: true },
            )
            .waitFor();
        }
        assert.equal(await view.locator('[data-alert-status="sent"]').count(), 4);
        await pageA.goto('/dashboard');
        await incidentCard.waitFor();
        assert.match(
          await incidentCard.innerText(),
          textPattern(language, 'dashboard', 'familyIncident.safeAt', { name: MEMBER }),
        );
        await assertDirection(pageA, language);
        await assertNoHorizontalScroll(pageA);
        await assertNoHorizontalScroll(pageB);
      } finally {
        for (const context of contexts) await context.close();
        await server.stop({ keepData: true });
        outbox = await readOutboxAndRemove(server.dataDir);
      }

      // The holder's text messages, as the outbox kept them: one help, one safe, nothing else, naming the member.
      const toHolder = outbox.filter((row) => row.recipient === HOLDER_PHONE);
      assert.deepEqual(
        toHolder.map((row) => [row.channel, row.purpose]),
        [
          ['sms', 'emergency.help'],
          ['sms', 'emergency.safe'],
        ],
      );
      for (const row of toHolder) assert.ok(row.body.includes(MEMBER), row.body);
      if (language === 'ar')
        assert.match(toHolder[0]?.body ?? '', /[\u0600-\u06FF]/, 'in Arabic, the holder’s language');
    });
  }
});

/** A 390 px phone: nothing wider than the screen. */
async function assertNoHorizontalScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(scroll <= client, `the page scrolls sideways: ${scroll} > ${client}`);
}
