import type { GetPostResponse } from '@amparo/contract/community/get-post';
import type { ListFeedResponse } from '@amparo/contract/community/list-feed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../../platform/db/database.ts';
import { communityPosts } from '../../platform/db/schema/community.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  block,
  type CommunityPerson,
  call,
  createPost,
  signUpMember,
  startCommunityTestApp,
} from './community-test-app.ts';
import { encodeFeedCursor } from './feed-cursor.ts';
import { feedQueries } from './posts-repo.ts';

// The feed (GET /community/posts): newest first, keyset pages without duplicates or gaps (even with equal
// timestamps), the filters, held posts for their author only, blocked members hidden for the blocker only, bad
// cursors, and (on PostgreSQL) the query plan using the feed indexes.

describeEachDatabase('community feed', (getDb, getHandle) => {
  let app: Awaited<ReturnType<typeof startCommunityTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startCommunityTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  async function allPages(person: CommunityPerson, query: string, limit: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const url: string = `/community/posts?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const answer: { status: number; body: ListFeedResponse } = await call(app, person)<ListFeedResponse>(
        'GET',
        url,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.posts.length).toBeLessThanOrEqual(limit);
      ids.push(...answer.body.posts.map((post) => post.id));
      cursor = answer.body.next_cursor;
      if (!cursor) return ids;
    }
    throw new Error('The pages never ended');
  }

  async function insertPosts(
    db: Database,
    author: CommunityPerson,
    count: number,
    createdAt: Date,
    topic = 'schools' as const,
  ) {
    return db
      .insert(communityPosts)
      .values(
        Array.from({ length: count }, (_, index) => ({
          authorUserId: author.id,
          topic,
          language: 'ht' as const,
          body: `Post ${index}`,
          createdAt,
        })),
      )
      .returning({ id: communityPosts.id, createdAt: communityPosts.createdAt });
  }

  it('pages newest first with no duplicates or gaps, even when many posts share a timestamp', async () => {
    const db = getDb();
    const author = await signUpMember(app, db);
    const reader = await signUpMember(app, db);
    const same = new Date('2026-03-01T12:00:00.000Z');
    const inserted = [
      ...(await insertPosts(db, author, 23, same)),
      ...(await insertPosts(db, author, 4, new Date('2026-03-02T08:00:00.000Z'))),
      ...(await insertPosts(db, author, 3, new Date('2026-02-27T08:00:00.000Z'))),
    ];
    // Microseconds the database keeps and a JavaScript Date would lose.
    await db.execute(
      sql`update ${communityPosts} set created_at = created_at + interval '7 microseconds' where id = ${inserted[0]?.id}`,
    );
    const expected = await queryRows<{ id: string }>(
      db,
      sql`select id from ${communityPosts} where topic = 'schools' and language = 'ht' order by created_at desc, id desc`,
    );
    for (const limit of [1, 7, 23, 50]) {
      const ids = await allPages(reader, 'topic=schools&language=ht', limit);
      expect(ids, `limit ${limit}`).toEqual(expected.map((row) => row.id));
    }
  });

  it('filters by topic and language', async () => {
    const author = await signUpMember(app, getDb());
    const housingEs = await createPost(app, author, { topic: 'housing', language: 'es' });
    const housingAr = await createPost(app, author, { topic: 'housing', language: 'ar' });
    const healthEs = await createPost(app, author, { topic: 'health', language: 'es' });
    const ids = async (query: string) =>
      (await call(app, author)<ListFeedResponse>('GET', `/community/posts?${query}&limit=50`)).body.posts.map(
        (post) => post.id,
      );
    const housing = await ids('topic=housing');
    expect(housing).toEqual(expect.arrayContaining([housingEs.id, housingAr.id]));
    expect(housing).not.toContain(healthEs.id);
    const spanish = await ids('language=es');
    expect(spanish).toEqual(expect.arrayContaining([housingEs.id, healthEs.id]));
    expect(spanish).not.toContain(housingAr.id);
    expect(await ids('topic=housing&language=es')).toContain(housingEs.id);
    expect(await ids('topic=housing&language=es')).not.toContain(healthEs.id);
  });

  it('shows held posts to their author in order, and to no one else', async () => {
    const newcomer = await signUpMember(app, getDb(), { newAccount: true });
    const reader = await signUpMember(app, getDb());
    const first = await createPost(app, newcomer, { topic: 'scams', language: 'pt', body: 'one' });
    const held = await createPost(app, newcomer, { topic: 'scams', language: 'pt', body: 'see example.com' });
    const last = await createPost(app, newcomer, { topic: 'scams', language: 'pt', body: 'three' });
    expect(held.status).toBe('held');
    expect(await allPages(newcomer, 'topic=scams&language=pt', 1)).toEqual([last.id, held.id, first.id]);
    expect(await allPages(reader, 'topic=scams&language=pt', 1)).toEqual([last.id, first.id]);
  });

  it('hides a blocked member’s posts and comments from the blocker only', async () => {
    const blocker = await signUpMember(app, getDb());
    const blocked = await signUpMember(app, getDb());
    const bystander = await signUpMember(app, getDb());
    const blockedPost = await createPost(app, blocked, { topic: 'general', language: 'fr' });
    const blockerPost = await createPost(app, blocker, { topic: 'general', language: 'fr' });
    await call(app, blocked)('POST', `/community/posts/${blockerPost.id}/comments`, {
      body: 'From the blocked one',
    });
    await call(app, bystander)('POST', `/community/posts/${blockerPost.id}/comments`, {
      body: 'From a bystander',
    });
    await block(getDb(), blocker, blocked);

    const blockerFeed = await allPages(blocker, 'topic=general&language=fr', 50);
    expect(blockerFeed).toContain(blockerPost.id);
    expect(blockerFeed).not.toContain(blockedPost.id);
    expect((await call(app, blocker)('GET', `/community/posts/${blockedPost.id}`)).status).toBe(404);
    const thread = await call(app, blocker)<GetPostResponse>('GET', `/community/posts/${blockerPost.id}`);
    expect(thread.body.comments.map((comment) => comment.body)).toEqual(['From a bystander']);
    // Neither can the blocker comment on or react to the blocked member's post.
    expect(
      (await call(app, blocker)('POST', `/community/posts/${blockedPost.id}/comments`, { body: 'x' })).status,
    ).toBe(404);
    expect((await call(app, blocker)('PUT', `/community/posts/${blockedPost.id}/helpful`)).status).toBe(404);

    // The blocked member and everyone else still see everything.
    expect(await allPages(blocked, 'topic=general&language=fr', 50)).toEqual(
      expect.arrayContaining([blockerPost.id, blockedPost.id]),
    );
    const seenByBystander = await call(app, bystander)<GetPostResponse>(
      'GET',
      `/community/posts/${blockerPost.id}`,
    );
    expect(seenByBystander.body.comments).toHaveLength(2);
  });

  it('answers 400 invalid_cursor for any cursor it did not make, and 400 for bad filters', async () => {
    const person = await signUpMember(app, getDb());
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    for (const cursor of [
      'abc',
      '!!!',
      b64('garbage'),
      b64('2026-13-45T99:99:99.000000Z|00000000-0000-4000-8000-000000000000'),
      b64('2026-02-30T10:00:00.000000Z|00000000-0000-4000-8000-000000000000'),
      b64('2026-01-01T10:00:00.000000Z|not-a-uuid'),
      b64("2026-01-01T10:00:00.000000Z|'; drop table community_posts; --"),
      b64('\u0000'),
      encodeFeedCursor({
        time: '2026-01-01T10:00:00.000000Z',
        id: '00000000-0000-4000-8000-000000000000',
      }).slice(0, -3),
    ]) {
      const answer = await call(app, person)('GET', `/community/posts?cursor=${encodeURIComponent(cursor)}`);
      expect(answer, cursor).toMatchObject({ status: 400, body: { code: 'invalid_cursor' } });
    }
    for (const query of [
      `cursor=${'a'.repeat(500)}`,
      'limit=0',
      'limit=51',
      'limit=abc',
      'limit=-1',
      'topic=nope',
      'language=de',
      'cursor=%00',
    ]) {
      const answer = await call(app, person)('GET', `/community/posts?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toHaveProperty('code');
    }
    const valid = encodeFeedCursor({
      time: '1999-01-01T10:00:00.000000Z',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(await call(app, person)('GET', `/community/posts?cursor=${valid}`)).toMatchObject({
      status: 200,
      body: { posts: [], next_cursor: null },
    });
  });

  it('builds a page in a fixed number of queries, with images, helpful and counts', async () => {
    const author = await signUpMember(app, getDb());
    const reader = await signUpMember(app, getDb());
    const post = await createPost(app, author, { topic: 'health', language: 'ur', body: 'کلینک کہاں ہے؟' });
    await call(app, reader)('PUT', `/community/posts/${post.id}/helpful`);
    await call(app, reader)('POST', `/community/posts/${post.id}/comments`, { body: 'Here' });
    const page = await call(app, reader)<ListFeedResponse>(
      'GET',
      '/community/posts?topic=health&language=ur',
    );
    expect(page.body.posts.find((entry) => entry.id === post.id)).toMatchObject({
      helpful_count: 1,
      you_found_helpful: true,
      comment_count: 1,
      author: { display_name: author.displayName, is_you: false },
    });
  });

  it('uses the feed indexes on PostgreSQL (no sequential scan, no sort of the whole table)', async () => {
    if (getHandle().kind !== 'postgres') return;
    const db = getDb();
    const authors = await Promise.all([1, 2, 3, 4].map(() => signUpMember(app, db)));
    const viewer = await signUpMember(app, db);
    await block(db, viewer, authors[3] as CommunityPerson);
    await db.execute(sql`
      insert into community_posts (author_user_id, topic, language, body, created_at)
      select (${sql.raw(`array[${authors.map((author) => `'${author.id}'::uuid`).join(',')}]`)})[1 + i % 4],
             (array['rights','documents','work','housing','health'])[1 + i % 5], (array['en','es','fr'])[1 + i % 3],
             'Post ' || i, now() - (i || ' minutes')::interval
      from generate_series(1, 5000) as i`);
    await db.execute(sql`analyze community_posts`);
    await db.execute(sql`analyze community_blocks`);
    const viewerId = viewer.id;
    const blocked = [authors[3]?.id ?? ''];
    const after = {
      time: new Date(Date.now() - 100 * 60_000).toISOString().replace('Z', '000Z'),
      id: '00000000-0000-4000-8000-000000000000',
    };
    type PlanNode = {
      'Node Type': string;
      'Relation Name'?: string;
      'Index Name'?: string;
      Plans?: PlanNode[];
    };
    const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
    for (const filter of [
      { viewerId, blockedUserIds: blocked, limit: 21 },
      { viewerId, blockedUserIds: blocked, limit: 21, topic: 'work' as const },
      { viewerId, blockedUserIds: blocked, limit: 21, language: 'es' as const },
      { viewerId, blockedUserIds: blocked, limit: 21, after },
      { viewerId, blockedUserIds: blocked, limit: 21, topic: 'rights' as const, after },
    ]) {
      const { sql: text, params } = feedQueries(db, filter).visible.toSQL();
      const inlined = text.replace(/\$(\d+)/g, (_, index: string) => {
        const value = params[Number(index) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
      });
      const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        db,
        sql.raw(`explain (format json) ${inlined}`),
      );
      const plan = nodes((row?.['QUERY PLAN'][0].Plan ?? {}) as PlanNode);
      const onPosts = plan.filter((node) => node['Relation Name'] === 'community_posts');
      expect(
        onPosts.map((node) => node['Node Type']),
        JSON.stringify(filter),
      ).toEqual(['Index Scan']);
      expect(onPosts[0]?.['Index Name']).toMatch(/^community_posts_(feed|topic_feed|language_feed)_idx$/);
      expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    }
  });
});
