import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { type Person, signedInContext } from '../emergency/emergency-helpers.ts';
import { assertDirection, seriousViolations, signUpAt, uniqueEmail } from '../family/family-helpers.ts';
import { seedAndRestart, text } from './safety-helpers.ts';

// Community safety (issue 14, points 7 and 8) in a real browser: a member reports a scam post; the owner opens the
// dashboard's Community tab in Arabic on a phone, sees the post with its report, hides it with a reason (after which
// the reporter can no longer see it) and marks an enforcement report false (it leaves the queue of undecided ones).
// axe finds nothing serious; nothing scrolls sideways at 320 px.

const ENV = { AUTH_AUTOCONFIRM: 'on' };
const PASSWORD = 'copper kettle lantern orchard';

async function signIn(baseUrl: string, email: string): Promise<Person> {
  const response = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = (await response.json()) as Record<string, unknown>;
  if (typeof session.access_token !== 'string') throw new Error(`Sign-in answered ${response.status}`);
  return { session, token: session.access_token, email };
}

async function post(baseUrl: string, person: Person, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { id?: string; code?: string } };
}

const SCREENSHOTS =
  process.env.AMPARO_SCREENSHOTS_DIR ?? join(tmpdir(), 'amparo-screenshots', 'community-safety');

async function assertNoSidewaysScroll(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 844 });
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(scroll <= client, `scrolls sideways at 320 px: ${scroll} > ${client}`);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-320.png`), fullPage: true });
  await page.setViewportSize(PHONE);
}

describe('the owner moderates the community', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer(ENV);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('a reported post is hidden with a reason and a rumour marked false, in Arabic', async () => {
    const ownerEmail = uniqueEmail('owner');
    const reporterEmail = uniqueEmail('reporter');
    await signUpAt(server.baseUrl, ownerEmail, 'Owner', 'ar', PASSWORD);
    await signUpAt(server.baseUrl, reporterEmail, 'Jean', 'ht', PASSWORD);
    const author = await signUpAt(server.baseUrl, uniqueEmail('author'), 'Marisol Díaz', 'es', PASSWORD);
    const authorId = (author.session.user as { id: string }).id;
    const restarted = await seedAndRestart(server, { ownerEmail, authorUserId: authorId }, ENV);
    server = restarted.server;
    const { postId, reportId } = restarted.seeded;
    const owner = await signIn(server.baseUrl, ownerEmail);
    const reporter = await signIn(server.baseUrl, reporterEmail);

    const report = { target_kind: 'post', target_id: postId, reason: 'scam', note: 'Pide dinero por Zelle' };
    const first = await post(server.baseUrl, reporter, '/community/reports', report);
    assert.equal(first.status, 201);
    const again = await post(server.baseUrl, reporter, '/community/reports', report);
    assert.deepEqual([again.status, again.body.id], [200, first.body.id]);

    const context = await signedInContext(browser, server.baseUrl, owner, 'ar');
    try {
      const page = await context.newPage();
      await page.goto('/owner/dashboard?tab=community');
      await page.getByRole('heading', { name: text('ar', 'owner', 'community.reported.title') }).waitFor();
      await assertDirection(page, 'ar');
      const item = page
        .getByTestId('community-moderation-item')
        .filter({ hasText: 'Green card garantizada' });
      await item.getByText(text('ar', 'owner', 'community.reportCount', { count: 1 })).waitFor();
      await item.getByText('“Pide dinero por Zelle”').waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await assertNoSidewaysScroll(page, 'owner-community-ar');

      // A reason first: the button alone only points at the empty field.
      await item.getByRole('button', { name: text('ar', 'owner', 'community.hide'), exact: true }).click();
      await item.getByText(text('ar', 'owner', 'community.reasonRequired')).waitFor();
      await item
        .getByLabel(text('ar', 'owner', 'community.reason'))
        .fill('احتيال: طلب مال مقابل بطاقة خضراء');
      await item.getByRole('button', { name: text('ar', 'owner', 'community.hide'), exact: true }).click();
      // Hiding resolves its reports: it leaves the reported list.
      await page
        .getByTestId('community-moderation-item')
        .filter({ hasText: 'Green card garantizada' })
        .waitFor({ state: 'detached' });
      const hidden = await post(server.baseUrl, reporter, '/community/reports', {
        ...report,
        reason: 'spam',
      });
      assert.deepEqual([hidden.status, hidden.body.code], [404, 'report_target_not_found']);

      const rumour = page
        .getByTestId('community-moderation-item')
        .filter({ hasText: 'Agentes en la estación' });
      await rumour
        .getByLabel(text('ar', 'owner', 'community.reason'))
        .fill('شبكة الاستجابة السريعة تحققت: لا أحد هناك');
      await rumour.getByRole('button', { name: text('ar', 'owner', 'community.markFalse') }).click();
      await rumour.waitFor({ state: 'detached' });
      await page.getByText(text('ar', 'owner', 'community.unverified.empty')).waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      assert.ok(reportId);
    } finally {
      await context.close();
    }
  });
});
