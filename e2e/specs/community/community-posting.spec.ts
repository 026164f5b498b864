import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../support/browser.ts';
import { type RunningServer, startServer } from '../../support/server.ts';
import { api, type Person, signedInContext } from '../emergency/emergency-helpers.ts';
import { seriousViolations, signUpAt, uniqueEmail } from '../family/family-helpers.ts';
import { checkNarrow } from '../legal/professionals-helpers.ts';

// Issue 14, points 1 to 3 in the browser: a person signs up, chooses a display name, writes a post with a JPEG
// photo taken "with GPS on", sees it at the top of the feed, and comments on it. The stored photo carries no
// location. A second person reads the same post and comments in Arabic, right to left. Every screen passes axe and
// does not scroll sideways at 320 px.

const localesDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/i18n/locales');

/** The community's own words, as the app shows them. */
function say(language: string, key: string, values: Record<string, string | number> = {}): string {
  let value: unknown = JSON.parse(readFileSync(join(localesDir, language, 'community.json'), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`No text ${language}/community:${key}`);
  return value.replace(/\{\{(\w+)(?:, number)?\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

async function expectClean(page: Page, name: string): Promise<void> {
  assert.deepEqual(await seriousViolations(page), [], `axe on ${name}`);
  assert.equal(await checkNarrow(page, name), false, `${name} scrolls sideways at 320 px`);
}

const GPS_MARK = 'GPSLatitude 25.7617 N';

/**
 * A real JPEG (the browser's own encoder, so any browser can decode it) with an Exif segment carrying a location
 * put right after its start, as a phone camera writes one.
 */
async function photoWithLocation(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#2a7f62';
    context.fillRect(0, 0, 2400, 1800);
    context.fillStyle = '#f2bd5c';
    context.fillRect(600, 400, 1200, 1000);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.8));
    if (!blob) throw new Error('no jpeg');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  const jpeg = Buffer.from(base64, 'base64');
  const exif = Buffer.concat([
    Buffer.from('Exif\0\0MM\0*\0\0\0\x08', 'latin1'),
    Buffer.from(GPS_MARK, 'latin1'),
  ]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(exif.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, exif, jpeg.subarray(2)]);
}

type FeedAnswer = { posts: { id: string; body: string; images: { url: string; width: number }[] }[] };

describe('community posting', () => {
  let browser: Browser;
  let server: RunningServer | undefined;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  test('display name, a post with a photo, the feed, a comment; Arabic; axe and 320 px', async () => {
    server = await startServer({ AUTH_AUTOCONFIRM: 'on' });
    const baseUrl = server.baseUrl;
    const en = (key: string, values?: Record<string, string | number>) => say('en', key, values);

    // 1. A new member: the Post tab asks for a display name first.
    const person: Person = await signUpAt(baseUrl, uniqueEmail('vecina'), 'Ana López', 'en');
    const context = await signedInContext(browser, baseUrl, person, 'en');
    const page = await context.newPage();
    await page.goto('/community?tab=post');
    await page.getByRole('heading', { name: en('displayName.title') }).waitFor();
    await expectClean(page, 'community-display-name-en');
    await page.getByLabel(en('displayName.label')).fill('Blue River');
    await page.getByRole('button', { name: en('displayName.save') }).click();
    await page.getByText(en('composer.postingAs', { name: 'Blue River' })).waitFor();

    // 2. The post, with a photo that still has its location in it.
    const photo = await photoWithLocation(page);
    assert.ok(photo.includes(Buffer.from(GPS_MARK, 'latin1')), 'the test photo carries a location');
    await page.getByLabel(en('composer.topic'), { exact: true }).selectOption('health');
    const body = 'Free flu shots at the public library on Saturday, no papers asked.';
    await page.getByLabel(en('composer.body'), { exact: true }).fill(body);
    await page.getByLabel(en('composer.addImages')).setInputFiles({
      name: 'IMG_2031.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByRole('img', { name: en('composer.thumbnailAlt', { number: 1 }) }).waitFor();
    await page.getByRole('button', { name: en('composer.removeImage', { number: 1 }) }).waitFor();
    await expectClean(page, 'community-composer-en');
    await page.getByRole('button', { name: en('composer.submit'), exact: true }).click();

    // 3. The feed, with the new post on top and its photo shown.
    await page.waitForURL('**/community?tab=feed');
    const card = page.getByTestId('post-card').first();
    await card.getByText(body).waitFor();
    await card.getByRole('img', { name: en('card.imageAlt') }).waitFor();
    await expectClean(page, 'community-feed-en');

    // The stored photo: scaled down, and without the location.
    const feed = await api<FeedAnswer>(baseUrl, person, 'GET', '/community/posts');
    const mine = feed.posts[0];
    assert.equal(mine?.body, body);
    const image = mine?.images[0];
    assert.ok(image, 'the post has its photo');
    assert.ok(image.width <= 1600, `scaled to 1600 px at most, got ${image.width}`);
    const stored = Buffer.from(
      await (
        await fetch(`${baseUrl}${image.url}`, { headers: { authorization: `Bearer ${person.token}` } })
      ).arrayBuffer(),
    );
    assert.deepEqual([...stored.subarray(0, 2)], [0xff, 0xd8], 'a JPEG');
    assert.equal(
      stored.includes(Buffer.from('GPSLatitude', 'latin1')),
      false,
      'no location in the stored photo',
    );
    assert.equal(stored.includes(Buffer.from('Exif', 'latin1')), false, 'no Exif in the stored photo');

    // 4. A comment on the post's own page.
    await card.getByRole('link', { name: en('card.comments_other', { count: 0 }) }).click();
    await page.waitForURL(`**/community/posts/${mine?.id}`);
    await page.getByText(en('comments.none')).waitFor();
    await page.getByLabel(en('comments.add')).fill('I went last year: they were kind and quick.');
    await page.getByRole('button', { name: en('comments.send'), exact: true }).click();
    await page.getByTestId('comment').getByText('I went last year: they were kind and quick.').waitFor();
    await page.getByRole('heading', { name: en('comments.title_one', { count: 1 }) }).waitFor();
    await expectClean(page, 'community-post-en');
    await context.close();

    // 5. Arabic, right to left: another member reads the post and comments on it.
    const ar = (key: string, values?: Record<string, string | number>) => say('ar', key, values);
    const reader = await signUpAt(baseUrl, uniqueEmail('qari'), 'Layla', 'ar');
    await api(baseUrl, reader, 'PUT', '/community/me', { display_name: 'نهر النيل' });
    const arabic = await signedInContext(browser, baseUrl, reader, 'ar');
    const arabicPage = await arabic.newPage();
    await arabicPage.goto('/community');
    await arabicPage.getByRole('link', { name: ar('feed.newPost') }).waitFor();
    await arabicPage.getByText(body).waitFor();
    assert.equal(await arabicPage.evaluate(() => document.documentElement.dir), 'rtl');
    await expectClean(arabicPage, 'community-feed-ar');
    await arabicPage.getByRole('link', { name: ar('card.comments_one') }).click();
    await arabicPage.getByText('I went last year: they were kind and quick.').waitFor();
    await arabicPage.getByLabel(ar('comments.add')).fill('شكرًا، سأذهب مع عائلتي.');
    await arabicPage.getByRole('button', { name: ar('comments.send'), exact: true }).click();
    await arabicPage.getByText('شكرًا، سأذهب مع عائلتي.').waitFor();
    await arabicPage.getByRole('heading', { name: ar('comments.title_two') }).waitFor();
    await expectClean(arabicPage, 'community-post-ar');
    await arabicPage.goto('/community?tab=post');
    await arabicPage.getByLabel(ar('composer.body'), { exact: true }).waitFor();
    await arabicPage
      .getByRole('radio', { name: new RegExp(ar('composer.kinds.enforcement_report')) })
      .check();
    await arabicPage.getByText(ar('composer.report.noAddress')).waitFor();
    await expectClean(arabicPage, 'community-composer-ar');
    await arabic.close();
  });
});
