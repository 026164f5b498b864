import type { Post } from '@amparo/contract/community/community-models';
import type { GetPostResponse } from '@amparo/contract/community/get-post';
import type { ListFeedResponse } from '@amparo/contract/community/list-feed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { communityPosts } from '../../platform/db/schema/community.ts';
import { legalServiceOrganizations } from '../../platform/db/schema/legal.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { makeOwner } from '../legal/legal-test-app.ts';
import { POST_RATE_LIMIT } from './community-rate-limits.ts';
import {
  ban,
  call,
  createPost,
  postBody,
  signUpMember,
  startCommunityTestApp,
} from './community-test-app.ts';

// Posts (docs/community-api.md): who may post what, the labels and the new-account hold, enforcement reports,
// official alerts, editing and deleting one's own, and bad input everywhere. Another person's ids are tried on
// every endpoint that names a post.

describeEachDatabase('community posts', (getDb) => {
  let app: Awaited<ReturnType<typeof startCommunityTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startCommunityTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  const feedIds = async (person: Parameters<typeof call>[1]) =>
    (await call(app, person)<ListFeedResponse>('GET', '/community/posts?limit=50')).body.posts.map(
      (post) => post.id,
    );

  it('creates a post that others see in the feed, with its author by display name only', async () => {
    const author = await signUpMember(app, getDb());
    const reader = await signUpMember(app, getDb());
    const post = await createPost(app, author, {
      body: '  Where do I renew a work permit?  ',
      topic: 'work',
    });
    expect(post).toMatchObject({
      kind: 'post',
      topic: 'work',
      language: 'en',
      body: 'Where do I renew a work permit?',
      author: { display_name: author.displayName, is_you: true, verified_organization: null },
      images: [],
      area: null,
      verification: null,
      labels: [],
      status: 'visible',
      pinned: false,
      helpful_count: 0,
      you_found_helpful: false,
      comment_count: 0,
      edited_at: null,
    });
    expect(post).not.toHaveProperty('moderation_reason');
    const seen = await call(app, reader)<GetPostResponse>('GET', `/community/posts/${post.id}`);
    expect(seen.body.post.author).toMatchObject({ display_name: author.displayName, is_you: false });
    expect(JSON.stringify(seen.body)).not.toContain(author.id);
    expect(JSON.stringify(seen.body)).not.toContain(String(author.email));
    expect(await feedIds(reader)).toContain(post.id);
  });

  it('labels what scams say', async () => {
    const author = await signUpMember(app, getDb());
    const post = await createPost(app, author, {
      body: 'Guaranteed green card, pay by Zelle',
      topic: 'scams',
    });
    expect(post.labels).toEqual(['scam_warning']);
  });

  it('holds a new account’s post with a link, for its author only, and lets an older account’s through', async () => {
    const newcomer = await signUpMember(app, getDb(), { newAccount: true });
    const reader = await signUpMember(app, getDb());
    const held = await createPost(app, newcomer, { body: 'Free help at example.com' });
    expect(held).toMatchObject({ status: 'held', moderation_reason: 'new_account_link' });
    expect(await feedIds(newcomer)).toContain(held.id);
    expect(await feedIds(reader)).not.toContain(held.id);
    expect((await call(app, reader)('GET', `/community/posts/${held.id}`)).status).toBe(404);
    const withoutLink = await createPost(app, newcomer, { body: 'No link here, just a question' });
    expect(withoutLink.status).toBe('visible');
    // Editing the link away releases it; editing one in holds it again.
    const edited = await call(app, newcomer)<Post>('PATCH', `/community/posts/${held.id}`, {
      body: 'Ask me here',
    });
    expect(edited.body).toMatchObject({ status: 'visible' });
    expect(edited.body.edited_at).not.toBeNull();
    const relinked = await call(app, newcomer)<Post>('PATCH', `/community/posts/${held.id}`, {
      body: 'See https://scam.example',
    });
    expect(relinked.body).toMatchObject({ status: 'held', moderation_reason: 'new_account_link' });
    const veteran = await signUpMember(app, getDb());
    expect((await createPost(app, veteran, { body: 'Forms are at https://www.uscis.gov' })).status).toBe(
      'visible',
    );
  });

  it('refuses people without a display name and banned members, who still read', async () => {
    const stranger = await signUpMember(app, getDb(), { member: false });
    const banned = await signUpMember(app, getDb());
    const earlier = await createPost(app, banned);
    await ban(getDb(), banned);
    expect(await call(app, stranger)('POST', '/community/posts', postBody())).toMatchObject({
      status: 403,
      body: { code: 'member_required' },
    });
    expect(await call(app, banned)('POST', '/community/posts', postBody())).toMatchObject({
      status: 403,
      body: { code: 'member_banned' },
    });
    expect(
      await call(app, banned)('PATCH', `/community/posts/${earlier.id}`, { body: 'changed after the ban' }),
    ).toMatchObject({ status: 403, body: { code: 'member_banned' } });
    expect((await call(app, stranger)('GET', '/community/posts')).status).toBe(200);
    expect((await call(app, banned)('GET', `/community/posts/${earlier.id}`)).status).toBe(200);
  });

  it('lets only verified organisations and owners post official alerts', async () => {
    const db = getDb();
    const ordinary = await signUpMember(app, db);
    const owner = await signUpMember(app, db);
    await makeOwner(db, owner.id);
    const manager = await signUpMember(app, db);
    await db.insert(legalServiceOrganizations).values({
      name: 'Centro Legal',
      kind: 'nonprofit',
      description: { en: 'Help' },
      website: 'https://example.org',
      lastCheckedOn: '2026-01-01',
      managedByUserId: manager.id,
      verifiedAt: new Date(),
    });
    const alert = postBody({
      kind: 'official_alert',
      topic: 'rights',
      body: 'Know your rights workshop Friday',
    });
    expect(await call(app, ordinary)('POST', '/community/posts', alert)).toMatchObject({
      status: 403,
      body: { code: 'official_alert_not_allowed' },
    });
    const fromOwner = await createPost(app, owner, alert);
    expect(fromOwner).toMatchObject({
      kind: 'official_alert',
      author: { verified_organization: { name: 'Amparo' } },
    });
    const fromManager = await createPost(app, manager, alert);
    expect(fromManager.author.verified_organization).toEqual({ name: 'Centro Legal' });
  });

  it('takes enforcement reports with an area only, unverified, never pinned, without images', async () => {
    const db = getDb();
    const author = await signUpMember(app, db);
    const report = postBody({
      kind: 'enforcement_report',
      topic: 'rights',
      body: 'Agents seen near the market',
    });
    expect(await call(app, author)('POST', '/community/posts', report)).toMatchObject({
      status: 400,
      body: { code: 'report_needs_area' },
    });
    const withImages = {
      ...report,
      area: { area: 'Little Havana', state: 'FL' },
      image_ids: ['00000000-0000-4000-8000-000000000000'],
    };
    expect(await call(app, author)('POST', '/community/posts', withImages)).toMatchObject({
      status: 400,
      body: { code: 'report_images_not_allowed' },
    });
    for (const area of ['1450 NW 7th St', '230 Calle Loíza', '12 rue de la Paix']) {
      expect(
        await call(app, author)('POST', '/community/posts', { ...report, area: { area, state: 'FL' } }),
        area,
      ).toMatchObject({ status: 400, body: { code: 'report_area_too_precise' } });
    }
    for (const area of [
      { area: 'Miami', state: 'XX' },
      { area: '', state: 'FL' },
      { area: 'x'.repeat(81), state: 'FL' },
    ]) {
      expect((await call(app, author)('POST', '/community/posts', { ...report, area })).status).toBe(400);
    }
    const created = await createPost(app, author, {
      ...report,
      area: { area: 'Little Havana, Miami', state: 'FL' },
      // The client cannot set these.
      ...({ pinned: true, verification: 'confirmed', status: 'visible' } as object),
    });
    expect(created).toMatchObject({
      kind: 'enforcement_report',
      area: { area: 'Little Havana, Miami', state: 'FL' },
      verification: 'unverified',
      pinned: false,
    });
    // Nor can anyone pin one in the database.
    await expect(
      db.update(communityPosts).set({ pinned: true }).where(eq(communityPosts.id, created.id)),
    ).rejects.toThrow();
    // An ordinary post ignores an area.
    const ordinary = await createPost(app, author, { area: { area: 'Miami', state: 'FL' } });
    expect(ordinary.area).toBeNull();
  });

  it('refuses a report area that pins down a place: coordinates, crossings, house numbers', async () => {
    const author = await signUpMember(app, getDb());
    const report = postBody({
      kind: 'enforcement_report',
      topic: 'rights',
      body: 'Agents seen near the market',
    });
    for (const area of [
      '42.3601, -71.0589',
      'corner of Main and 5th',
      'Main St & Elm St',
      'near 7-Eleven 500 Broadway',
      'esquina de Flores y Mesa',
      'تقاطع النيل',
    ]) {
      expect(
        await call(app, author)('POST', '/community/posts', { ...report, area: { area, state: 'MA' } }),
        area,
      ).toMatchObject({ status: 400, body: { code: 'report_area_too_precise' } });
    }
  });

  it('refuses a report whose text gives an address or coordinates, on create and on edit', async () => {
    const author = await signUpMember(app, getDb());
    const report = postBody({
      kind: 'enforcement_report',
      topic: 'rights',
      body: 'Agents seen near the market',
      area: { area: 'East Boston', state: 'MA' },
    });
    for (const body of ['Agents at 42.3601, -71.0589 right now', 'Two vans in front of 1450 NW 7th St']) {
      expect(await call(app, author)('POST', '/community/posts', { ...report, body }), body).toMatchObject({
        status: 400,
        body: { code: 'report_text_too_precise' },
      });
    }
    const created = await createPost(app, author, report);
    expect(
      await call(app, author)('PATCH', `/community/posts/${created.id}`, { body: 'Now at 42.3601,-71.0589' }),
    ).toMatchObject({ status: 400, body: { code: 'report_text_too_precise' } });
    // An ordinary post may name an address (a clinic, a legal aid office).
    expect((await createPost(app, author, { body: 'Free clinic at 1450 NW 7th St' })).kind).toBe('post');
  });

  it('keeps a decided report as it was decided: no edits (409 report_decided), deleting is still allowed', async () => {
    const db = getDb();
    const author = await signUpMember(app, db);
    for (const verification of ['confirmed', 'false'] as const) {
      const created = await createPost(
        app,
        author,
        postBody({
          kind: 'enforcement_report',
          topic: 'rights',
          body: 'Agents seen near the market',
          area: { area: 'East Boston', state: 'MA' },
        }),
      );
      await db.update(communityPosts).set({ verification }).where(eq(communityPosts.id, created.id));
      for (const change of [{ body: 'A new rumour under the old label' }, { topic: 'general' }]) {
        expect(
          await call(app, author)('PATCH', `/community/posts/${created.id}`, change),
          verification,
        ).toMatchObject({ status: 409, body: { code: 'report_decided' } });
      }
      const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, created.id));
      expect(row?.body).toBe('Agents seen near the market');
      expect((await call(app, author)('DELETE', `/community/posts/${created.id}`)).status).toBe(204);
    }
    // An unverified report can still be corrected by its author.
    const open = await createPost(
      app,
      author,
      postBody({
        kind: 'enforcement_report',
        topic: 'rights',
        body: 'Agents seen near the market',
        area: { area: 'East Boston', state: 'MA' },
      }),
    );
    expect(
      (await call(app, author)('PATCH', `/community/posts/${open.id}`, { body: 'They left at noon' })).status,
    ).toBe(200);
  });

  it('lets only the author edit or delete, and answers 404 to anyone else', async () => {
    const author = await signUpMember(app, getDb());
    const other = await signUpMember(app, getDb());
    const post = await createPost(app, author, { body: 'Original words' });
    expect(
      await call(app, other)('PATCH', `/community/posts/${post.id}`, { body: 'Hijacked' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'post_not_found' },
    });
    expect((await call(app, other)('DELETE', `/community/posts/${post.id}`)).status).toBe(404);
    const unchanged = await call(app, other)<GetPostResponse>('GET', `/community/posts/${post.id}`);
    expect(unchanged.body.post.body).toBe('Original words');
    const edited = await call(app, author)<Post>('PATCH', `/community/posts/${post.id}`, {
      topic: 'housing',
      body: 'Send money by Western Union',
    });
    expect(edited.body).toMatchObject({ topic: 'housing', labels: ['scam_warning'] });
    expect((await call(app, author)('DELETE', `/community/posts/${post.id}`)).status).toBe(204);
    expect((await call(app, author)('GET', `/community/posts/${post.id}`)).status).toBe(404);
    expect((await call(app, author)('DELETE', `/community/posts/${post.id}`)).status).toBe(404);
  });

  it('answers 400 with a code for bad input, never 500', async () => {
    const author = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    const bad: unknown[] = [
      {},
      [],
      null,
      postBody({ body: '' }),
      postBody({ body: '   \n  ' }),
      postBody({ body: '\u200B\u200B' }),
      postBody({ body: 'x'.repeat(2001) }),
      postBody({ body: 'null \u0000 byte' }),
      postBody({ body: 'lone \uD800 surrogate' }),
      { ...postBody(), body: 42 },
      { ...postBody(), kind: 'announcement' },
      { ...postBody(), topic: 'weather' },
      { ...postBody(), language: 'de' },
      { ...postBody(), image_ids: ['not-a-uuid'] },
      { ...postBody(), image_ids: Array.from({ length: 5 }, () => crypto.randomUUID()) },
      { ...postBody(), body: 'x'.repeat(300_000) },
    ];
    for (const payload of bad) {
      const answer = await call(app, author)('POST', '/community/posts', payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.body).toHaveProperty('code');
    }
    expect((await call(app, author)('POST', '/community/posts', 'plain text')).status).toBe(415);
    expect(
      (
        await call(app, author)('POST', '/community/posts', {
          ...postBody(),
          image_ids: [crypto.randomUUID()],
        })
      ).body,
    ).toMatchObject({ code: 'image_not_usable' });
    for (const path of ['/community/posts/nope', '/community/posts/1', `/community/posts/${post.id}x`]) {
      expect((await call(app, author)('GET', path)).status).toBe(400);
      expect((await call(app, author)('PATCH', path, { body: 'x' })).status).toBe(400);
      expect((await call(app, author)('DELETE', path)).status).toBe(400);
    }
    for (const change of [{}, { body: '' }, { topic: 'nope' }, { body: 'a\u0000b' }]) {
      expect((await call(app, author)('PATCH', `/community/posts/${post.id}`, change)).status).toBe(400);
    }
    expect((await call(app, author)('GET', `/community/posts/${crypto.randomUUID()}`)).status).toBe(404);
    // Emoji and every script are content, not errors.
    const emoji = await createPost(app, author, { body: '🙏🏽 ¡Gracias! شكرا', language: 'es' });
    expect(emoji.body).toBe('🙏🏽 ¡Gracias! شكرا');
    // A post or a comment of emoji alone says something ("🙏🙏" under a good answer); only invisible text is empty.
    const emojiOnly = await createPost(app, author, { body: '🙏🙏' });
    expect(emojiOnly.body).toBe('🙏🙏');
    const reply = await call(app, author)('POST', `/community/posts/${emojiOnly.id}/comments`, {
      body: '👍🏾',
    });
    expect(reply).toMatchObject({ status: 201, body: { body: '👍🏾' } });
    expect(
      (await call(app, author)('PATCH', `/community/posts/${emojiOnly.id}`, { body: '❤️ 🇺🇸' })).body,
    ).toMatchObject({ body: '❤️ 🇺🇸' });
    for (const invisible of ['\u200B\u200B', '\u3164', '\uFE0F\u200D']) {
      expect(
        (await call(app, author)('POST', '/community/posts', postBody({ body: invisible }))).body,
      ).toMatchObject({
        code: 'validation_failed',
      });
    }
  });

  it('limits posts per hour with 429 and Retry-After', async () => {
    const author = await signUpMember(app, getDb());
    for (let index = 0; index < POST_RATE_LIMIT.limit; index += 1) await createPost(app, author);
    const refused = await call(app, author)('POST', '/community/posts', postBody());
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
