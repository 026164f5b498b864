import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, PHONE } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, type Person, signedInContext } from '../emergency/emergency-helpers.ts';
import { assertDirection, seriousViolations, signUpAt, uniqueEmail } from '../family/family-helpers.ts';

// Issue 14, point 10 end to end: person A writes a post in one browser; person B, whose Feed is open in another,
// is told "1 new post" live (Server-Sent Events, no reload), shows it, opens it and comments; A's Alerts badge
// counts the reply without a reload, and the alert leads to B's comment. In English and in Arabic (right to left).
// Then the same live indicator across two app processes on one PostgreSQL (only with DATABASE_URL), and axe and
// 320 px on the tabs.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');
type Namespace = 'community' | 'community-search' | 'community-alerts';
const loaded = new Map<string, Record<string, unknown>>();

/** A sentence the app shows, from `<language>/<namespace>.json`, as i18next fills it (plural forms by `count`). */
function say(
  language: string,
  namespace: Namespace,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const file = `${language}/${namespace}`;
  let root = loaded.get(file);
  if (!root) {
    root = JSON.parse(readFileSync(join(localesDir, `${file}.json`), 'utf8')) as Record<string, unknown>;
    loaded.set(file, root);
  }
  const find = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], root);
  let value = find(key);
  if (typeof values.count === 'number') {
    const plural = find(`${key}_${new Intl.PluralRules(language).select(values.count)}`);
    value = typeof plural === 'string' ? plural : find(`${key}_other`);
  }
  if (typeof value !== 'string') throw new Error(`No text ${file}:${key}`);
  return value.replace(/\{\{(\w+)(, number)?\}\}/g, (whole, name: string, number?: string) => {
    const given = values[name];
    if (given === undefined) return whole;
    return number && typeof given === 'number'
      ? new Intl.NumberFormat(language).format(given)
      : String(given);
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containing = (text: string) => new RegExp(escapeRegExp(text));

/**
 * Test instrumentation only: copies what the app's live stream (`GET /api/v1/community/events`, read with fetch)
 * receives into `window.__liveText`, so a test can wait until the server has registered the stream ("connected")
 * before the other person acts. The app gets the untouched response.
 */
const RECORD_LIVE_STREAM = () => {
  const state = window as unknown as { __liveText: string };
  state.__liveText = '';
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/community/events') || !response.body) return response;
    const [forApp, forTest] = response.body.tee();
    void (async () => {
      const reader = forTest.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) return;
          state.__liveText += chunk.value;
        }
      } catch {
        // The app closed its stream.
      }
    })();
    return new Response(forApp, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
};

async function liveStreamConnected(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __liveText?: string }).__liveText?.includes(': connected') === true,
    undefined,
    { timeout: 30_000 },
  );
}

async function openContext(browser: Browser, baseUrl: string, person: Person, language: string) {
  const context = await signedInContext(browser, baseUrl, person, language);
  await context.addInitScript(RECORD_LIVE_STREAM);
  return context;
}

function tabLink(page: Page, language: string, tab: string) {
  return page
    .getByRole('navigation', { name: say(language, 'community', 'tabs.label') })
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(say(language, 'community', `tabs.${tab}`))}`) });
}

/** On the Post tab of a new member: the display-name step, then the composer. */
async function chooseDisplayName(page: Page, language: string, name: string): Promise<void> {
  await page.goto('/community?tab=post');
  await page.getByRole('heading', { name: say(language, 'community', 'displayName.title') }).waitFor();
  await page.getByRole('textbox', { name: say(language, 'community', 'displayName.label') }).fill(name);
  await page.getByRole('button', { name: say(language, 'community', 'displayName.save') }).click();
  await page.getByText(say(language, 'community', 'composer.postingAs', { name })).waitFor();
}

/** From the composer: topic, body, Post; the app goes back to the feed. */
async function writePost(page: Page, language: string, body: string): Promise<void> {
  await page
    .getByRole('combobox', { name: say(language, 'community', 'composer.topic'), exact: true })
    .selectOption('health');
  await page
    .getByRole('textbox', { name: say(language, 'community', 'composer.body'), exact: true })
    .fill(body);
  await page
    .getByRole('button', { name: say(language, 'community', 'composer.submit'), exact: true })
    .click();
  await page.waitForURL('**/community?tab=feed');
}

/** The "N new posts — show them" button, live on the feed. */
function newPostsButton(page: Page, language: string, count: number) {
  return page.getByRole('button', {
    name: say(language, 'community-search', 'live.newPosts', { count }),
    exact: true,
  });
}

const SAMPLES = {
  en: {
    nameA: 'Blue Heron',
    nameB: 'Quiet Maple',
    post: 'the clinic on the east side gives free flu shots on saturday mornings, no papers asked.',
    comment: 'thank you, we went last week and they were kind and quick.',
  },
  ar: {
    nameA: 'نهر النيل',
    nameB: 'نخلة الصحراء',
    post: 'العيادة في الجانب الشرقي تعطي لقاح الإنفلونزا مجانًا صباح السبت، بلا أسئلة عن الأوراق.',
    comment: 'شكرًا، ذهبنا الأسبوع الماضي وكانوا لطفاء وسريعين.',
  },
} as const;

describe('community journey: a post, live in a second browser, a comment, an alert', () => {
  let browser: Browser;
  let server: RunningServer;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`${language}: A posts, B sees "1 new post" live and comments, A's Alerts badge and alert`, async () => {
      const sample = SAMPLES[language];
      // Unique on this server whatever ran before (display names are unique).
      const suffix = String(randomInt(100, 999));
      const nameA = `${sample.nameA} ${suffix}`;
      const nameB = `${sample.nameB} ${suffix}`;
      const baseUrl = server.baseUrl;
      const a = await signUpAt(baseUrl, uniqueEmail('journey-a'), 'Rosa Delgado', language);
      const b = await signUpAt(baseUrl, uniqueEmail('journey-b'), 'Karim Haddad', language);
      const contextA = await openContext(browser, baseUrl, a, language);
      const contextB = await openContext(browser, baseUrl, b, language);
      try {
        const pageA = await contextA.newPage();
        const pageB = await contextB.newPage();

        // Both choose a display name on the Post tab; B then opens the Feed through the tab bar.
        await chooseDisplayName(pageA, language, nameA);
        await assertDirection(pageA, language);
        await chooseDisplayName(pageB, language, nameB);
        await assertDirection(pageB, language);
        await tabLink(pageB, language, 'feed').click();
        await pageB.getByRole('link', { name: say(language, 'community', 'feed.newPost') }).waitFor();
        await liveStreamConnected(pageB);
        await liveStreamConnected(pageA);

        // A mark in each page: a reload would drop it.
        for (const page of [pageA, pageB]) {
          await page.evaluate(() => {
            (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
          });
        }

        // A posts from the Post tab.
        await writePost(pageA, language, sample.post);
        await pageA.getByRole('article').first().getByText(sample.post).waitFor();

        // B's feed is told at once, without a reload, in B's language (Arabic: the singular form "منشور جديد واحد").
        const indicator = newPostsButton(pageB, language, 1);
        await indicator.waitFor({ timeout: 15_000 });
        assert.equal(
          await pageB.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
          true,
          'B’s page did not reload',
        );
        await assertDirection(pageB, language);
        await indicator.click();
        await indicator.waitFor({ state: 'detached' });
        const top = pageB.getByRole('article').first();
        await top.getByText(sample.post).waitFor();
        assert.equal(
          await top.getAttribute('aria-labelledby').then((id) => pageB.locator(`[id="${id}"]`).textContent()),
          say(language, 'community', 'card.label', { name: nameA }),
          'the top post is A’s',
        );

        // B opens the post and comments.
        await top
          .getByRole('link', { name: say(language, 'community', 'card.comments', { count: 0 }) })
          .click();
        await pageB.waitForURL('**/community/posts/*');
        const postId = new URL(pageB.url()).pathname.split('/').at(-1) ?? '';
        await pageB.getByText(say(language, 'community', 'comments.none')).waitFor();
        await pageB
          .getByRole('textbox', { name: say(language, 'community', 'comments.add') })
          .fill(sample.comment);
        await pageB
          .getByRole('button', { name: say(language, 'community', 'comments.send'), exact: true })
          .click();
        await pageB.getByTestId('comment').getByText(sample.comment).waitFor();

        // A's Alerts badge: refreshed by the live stream's notification, without a reload (the minute's poll is too
        // slow to pass for it).
        await tabLink(pageA, language, 'alerts')
          .and(
            pageA.getByRole('link', {
              name: containing(say(language, 'community', 'tabs.unread', { count: 1 })),
            }),
          )
          .waitFor({ timeout: 10_000 });
        assert.equal(new URL(pageA.url()).searchParams.get('tab'), 'feed');
        assert.equal(
          await pageA.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
          true,
          'A’s page did not reload',
        );
        await tabLink(pageA, language, 'alerts').click();
        await pageA
          .getByRole('heading', { name: say(language, 'community-alerts', 'alerts.title') })
          .waitFor();
        const alert = pageA.getByRole('link', {
          name: containing(say(language, 'community-alerts', 'alerts.reply', { name: nameB })),
        });
        await alert.waitFor();
        assert.equal(await alert.count(), 1);

        // The alert leads to the post, at B's comment.
        const { comments } = await api<{ comments: { id: string; body: string }[] }>(
          baseUrl,
          a,
          'GET',
          `/community/posts/${postId}`,
        );
        const commentId = comments.find((comment) => comment.body === sample.comment)?.id;
        assert.ok(commentId, 'B’s comment is stored');
        await alert.click();
        await pageA.waitForURL(`**/community/posts/${postId}#comment-${commentId}`);
        const comment = pageA.locator(`[id="comment-${commentId}"]`);
        await comment.getByText(sample.comment).waitFor();
        await comment.getByText(nameB).first().waitFor();
        await pageA.waitForFunction((id) => {
          const box = document.getElementById(`comment-${id}`)?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.top < window.innerHeight;
        }, commentId);
        await assertDirection(pageA, language);
      } finally {
        await contextA.close();
        await contextB.close();
      }
    });
  }
});

describe('the live indicator counts a post written while the stream was opening', () => {
  let browser: Browser;
  let server: RunningServer;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  // A post that becomes visible after the feed's first page was loaded and before the server registered the live
  // stream reaches no stream: the indicator counts it when the server's `ready` event makes it catch up.
  test('a post between the first page and the stream being registered still shows as "1 new post"', async () => {
    const baseUrl = server.baseUrl;
    const a = await signUpAt(baseUrl, uniqueEmail('race-a'), 'Rosa Delgado', 'en');
    const b = await signUpAt(baseUrl, uniqueEmail('race-b'), 'Karim Haddad', 'en');
    await api(baseUrl, a, 'PUT', '/community/me', { display_name: `Early Bird ${randomInt(100, 999)}` });
    const older = 'an older post, already in the first page.';
    await api(baseUrl, a, 'POST', '/community/posts', {
      kind: 'post',
      topic: 'general',
      language: 'en',
      body: older,
    });
    const context = await openContext(browser, baseUrl, b, 'en');
    try {
      // The stream's request waits (a slow network) until A has posted.
      let release = () => {};
      const held = new Promise<void>((done) => {
        release = done;
      });
      await context.route('**/api/v1/community/events', async (route) => {
        await held;
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto('/community?tab=feed');
      await page.getByRole('article').first().getByText(older).waitFor();
      await api(baseUrl, a, 'POST', '/community/posts', {
        kind: 'post',
        topic: 'general',
        language: 'en',
        body: 'written while the live stream was still opening.',
      });
      release();
      await liveStreamConnected(page);
      await newPostsButton(page, 'en', 1).waitFor({ timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe('the live "1 new post" across two server processes on one PostgreSQL', {
  skip: !databaseUrl,
}, () => {
  let admin: pg.Client;
  let databaseName: string;
  let server1: RunningServer;
  let server2: RunningServer;
  let browser: Browser;

  before(async () => {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    databaseName = `amparo_e2e_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database "${databaseName}"`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${databaseName}`;
    const env = { DATABASE_URL: url.toString(), AUTH_AUTOCONFIRM: 'on', PUBLIC_URL: 'http://127.0.0.1' };
    server1 = await startServer(env);
    server2 = await startServer(env);
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server1?.stop();
    await server2?.stop();
    await admin?.query(`drop database if exists "${databaseName}" with (force)`);
    await admin?.end();
  });

  test('A posts through process 1; B, on process 2, sees "1 new post" and the post', async () => {
    const a = await signUpAt(server1.baseUrl, uniqueEmail('process-a'), 'Rosa Delgado', 'en');
    const b = await signUpAt(server2.baseUrl, uniqueEmail('process-b'), 'Karim Haddad', 'en');
    const contextA = await openContext(browser, server1.baseUrl, a, 'en');
    const contextB = await openContext(browser, server2.baseUrl, b, 'en');
    try {
      const pageA = await contextA.newPage();
      const pageB = await contextB.newPage();
      await pageB.goto('/community?tab=feed');
      await pageB.getByRole('link', { name: say('en', 'community', 'feed.newPost') }).waitFor();
      await liveStreamConnected(pageB);
      await chooseDisplayName(pageA, 'en', 'Harbor Light');
      const body = 'the library downtown has free english classes on tuesday evenings.';
      await writePost(pageA, 'en', body);
      assert.ok(pageA.url().startsWith(server1.baseUrl), 'A is on process 1');

      const indicator = newPostsButton(pageB, 'en', 1);
      await indicator.waitFor({ timeout: 15_000 });
      assert.ok(pageB.url().startsWith(server2.baseUrl), 'B is on process 2');
      await indicator.click();
      await pageB
        .getByRole('article', { name: say('en', 'community', 'card.label', { name: 'Harbor Light' }) })
        .first()
        .getByText(body)
        .waitFor();
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });
});

describe('the tabs: axe on Alerts and Profile, no sideways scroll at 320 px on all five', () => {
  let browser: Browser;
  let server: RunningServer;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const language of ['en', 'ar'] as const) {
    test(`${language}: Feed, Post, Search, Alerts, Profile`, async () => {
      const sample = SAMPLES[language];
      const suffix = String(randomInt(100, 999));
      const baseUrl = server.baseUrl;
      // A member with a post, a comment of their own and a reply from someone else: none of the tabs is empty.
      const person = await signUpAt(baseUrl, uniqueEmail('tabs'), 'Rosa Delgado', language);
      const other = await signUpAt(baseUrl, uniqueEmail('tabs-other'), 'Karim Haddad', language);
      await api(baseUrl, person, 'PUT', '/community/me', { display_name: `${sample.nameA} ${suffix}` });
      await api(baseUrl, other, 'PUT', '/community/me', { display_name: `${sample.nameB} ${suffix}` });
      const post = await api<{ id: string }>(baseUrl, person, 'POST', '/community/posts', {
        kind: 'post',
        topic: 'health',
        language,
        body: sample.post,
      });
      await api(baseUrl, other, 'POST', `/community/posts/${post.id}/comments`, { body: sample.comment });
      await api(baseUrl, person, 'POST', `/community/posts/${post.id}/comments`, { body: sample.comment });

      const context = await signedInContext(browser, baseUrl, person, language);
      try {
        const page = await context.newPage();
        await page.goto('/community?tab=feed');
        const ready: Record<string, () => Promise<void>> = {
          feed: () => page.getByRole('article').first().getByText(sample.post).waitFor(),
          post: () =>
            page
              .getByRole('textbox', { name: say(language, 'community', 'composer.body'), exact: true })
              .waitFor(),
          search: () => page.getByRole('searchbox').first().waitFor(),
          alerts: () =>
            page
              .getByRole('link', {
                name: containing(
                  say(language, 'community-alerts', 'alerts.reply', { name: `${sample.nameB} ${suffix}` }),
                ),
              })
              .waitFor(),
          profile: () => page.getByText(sample.post).first().waitFor(),
        };
        for (const tab of ['feed', 'post', 'search', 'alerts', 'profile']) {
          await page.setViewportSize(PHONE);
          await tabLink(page, language, tab).click();
          await page.waitForURL(`**/community?tab=${tab}`);
          await ready[tab]?.();
          await assertDirection(page, language);
          if (tab === 'alerts' || tab === 'profile') {
            assert.deepEqual(await seriousViolations(page), [], `axe on ${tab} (${language})`);
          }
          await page.setViewportSize({ width: 320, height: 700 });
          await page.waitForFunction(() => window.innerWidth === 320);
          const widths = await page.evaluate(
            () =>
              new Promise<[number, number]>((done) =>
                requestAnimationFrame(() =>
                  done([document.documentElement.scrollWidth, document.documentElement.clientWidth]),
                ),
              ),
          );
          assert.ok(
            widths[0] <= widths[1] + 1,
            `${tab} (${language}) scrolls sideways at 320 px: ${widths[0]} > ${widths[1]}`,
          );
        }
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * In the buttons and links of a post card, the words drawn on more than one line: a label broken inside a word
 * ("Helpf / ul"). Each word of each text is measured with a Range; one word on two lines has two line tops.
 */
async function wordsBrokenInPostCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const control of Array.from(document.querySelectorAll('[data-testid="post-card"] :is(button, a)'))) {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = /\S+/g;
        for (let word = words.exec(node.textContent ?? ''); word; word = words.exec(node.textContent ?? '')) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const tops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  });
}

describe('a post card’s buttons at 320 px and at 200 % zoom: no label breaks inside a word, in every language', () => {
  let browser: Browser;
  let server: RunningServer;

  before(async () => {
    browser = await launchBrowser();
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('Helpful, comments, Report and Block keep their words whole; the page never scrolls sideways', async () => {
    const baseUrl = server.baseUrl;
    const suffix = String(randomInt(100, 999));
    const author = await signUpAt(baseUrl, uniqueEmail('words-author'), 'Rosa Delgado', 'en');
    const reader = await signUpAt(baseUrl, uniqueEmail('words-reader'), 'Karim Haddad', 'en');
    await api(baseUrl, author, 'PUT', '/community/me', { display_name: `Rosa ${suffix}` });
    await api(baseUrl, reader, 'PUT', '/community/me', { display_name: `Karim ${suffix}` });
    await api(baseUrl, author, 'POST', '/community/posts', {
      kind: 'post',
      topic: 'health',
      language: 'en',
      body: 'Where is a free clinic near the bus station?',
    });
    for (const language of ['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur']) {
      const context = await signedInContext(browser, baseUrl, reader, language);
      try {
        const page = await context.newPage();
        await page.goto('/community?tab=feed');
        await page.getByTestId('post-card').first().waitFor();
        // 195 px: a 390 px phone at 200 % zoom.
        for (const width of [320, 195]) {
          await page.setViewportSize({ width, height: 700 });
          await page.waitForFunction((expected) => window.innerWidth === expected, width);
          assert.deepEqual(await wordsBrokenInPostCard(page), [], `${language} at ${width} px`);
          const [scrollWidth, clientWidth] = await page.evaluate(() => [
            document.documentElement.scrollWidth,
            document.documentElement.clientWidth,
          ]);
          assert.ok(scrollWidth <= clientWidth + 1, `${language} scrolls sideways at ${width} px`);
        }
      } finally {
        await context.close();
      }
    }
  });
});
