import type { Comment } from '@amparo/contract/community/community-models';
import type { GetPostResponse } from '@amparo/contract/community/get-post';
import type { SetHelpfulResponse } from '@amparo/contract/community/set-helpful';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  communityComments,
  communityNotifications,
  communityPosts,
} from '../../platform/db/schema/community.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { COMMENT_RATE_LIMIT } from './community-rate-limits.ts';
import { ban, block, call, createPost, signUpMember, startCommunityTestApp } from './community-test-app.ts';

// Comments and "helpful" (docs/community-api.md): on visible posts only, by members who are not banned, edited and
// deleted by their author only; the post's author is notified of replies and (once per person) of "helpful";
// the counts stay right when many act at once.

describeEachDatabase('community comments and helpful', (getDb) => {
  let app: Awaited<ReturnType<typeof startCommunityTestApp>>['app'];
  beforeAll(async () => {
    ({ app } = await startCommunityTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  const notificationsOf = (userId: string) =>
    getDb().select().from(communityNotifications).where(eq(communityNotifications.recipientUserId, userId));

  it('adds a comment, shows it under the post and tells the post’s author', async () => {
    const author = await signUpMember(app, getDb());
    const replier = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    const long = `${'🙂'.repeat(79)}é and more words after the excerpt`;
    const created = await call(app, replier)<Comment>('POST', `/community/posts/${post.id}/comments`, {
      body: `  ${long}  `,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        post_id: post.id,
        body: long,
        status: 'visible',
        edited_at: null,
        author: { display_name: replier.displayName, is_you: true },
      },
    });
    const thread = await call(app, author)<GetPostResponse>('GET', `/community/posts/${post.id}`);
    expect(thread.body.comments.map((comment) => comment.id)).toEqual([created.body.id]);
    expect(thread.body.comments[0]?.author.is_you).toBe(false);
    expect(thread.body.post.comment_count).toBe(1);
    const [notification, ...more] = await notificationsOf(author.id);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      kind: 'reply',
      postId: post.id,
      commentId: created.body.id,
      actorDisplayName: replier.displayName,
      // Only "helpful" keeps the acting account (for its once-per-account rule).
      actorUserId: null,
      detail: { excerpt: `${'🙂'.repeat(79)}é` },
    });
    // Replying on one's own post tells nobody.
    await call(app, author)('POST', `/community/posts/${post.id}/comments`, { body: 'Thanks!' });
    expect(await notificationsOf(author.id)).toHaveLength(1);
  });

  it('tells an author nothing from a member they blocked', async () => {
    const author = await signUpMember(app, getDb());
    const pest = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    await block(getDb(), author, pest);
    expect(
      (await call(app, pest)('POST', `/community/posts/${post.id}/comments`, { body: 'Again me' })).status,
    ).toBe(201);
    expect((await call(app, pest)('PUT', `/community/posts/${post.id}/helpful`)).status).toBe(200);
    expect(await notificationsOf(author.id)).toEqual([]);
  });

  it('refuses comments on held or missing posts, by non-members and banned members', async () => {
    const newcomer = await signUpMember(app, getDb(), { newAccount: true });
    const replier = await signUpMember(app, getDb());
    const stranger = await signUpMember(app, getDb(), { member: false });
    const banned = await signUpMember(app, getDb());
    await ban(getDb(), banned);
    const held = await createPost(app, newcomer, { body: 'visit example.com' });
    const visible = await createPost(app, newcomer, { body: 'a question' });
    expect(
      (await call(app, replier)('POST', `/community/posts/${held.id}/comments`, { body: 'x' })).status,
    ).toBe(404);
    expect(
      (await call(app, replier)('POST', `/community/posts/${crypto.randomUUID()}/comments`, { body: 'x' }))
        .status,
    ).toBe(404);
    expect(
      await call(app, stranger)('POST', `/community/posts/${visible.id}/comments`, { body: 'x' }),
    ).toMatchObject({
      status: 403,
      body: { code: 'member_required' },
    });
    expect(
      await call(app, banned)('POST', `/community/posts/${visible.id}/comments`, { body: 'x' }),
    ).toMatchObject({
      status: 403,
      body: { code: 'member_banned' },
    });
    expect(await call(app, banned)('PUT', `/community/posts/${visible.id}/helpful`)).toMatchObject({
      status: 403,
      body: { code: 'member_banned' },
    });
    expect((await call(app, replier)('PUT', `/community/posts/${held.id}/helpful`)).status).toBe(404);
  });

  it('lets only the author edit or delete a comment; anyone else gets 404 and nothing changes', async () => {
    const author = await signUpMember(app, getDb());
    const replier = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    const comment = (
      await call(app, replier)<Comment>('POST', `/community/posts/${post.id}/comments`, { body: 'Original' })
    ).body;
    // Not even the post's author.
    expect(
      await call(app, author)('PATCH', `/community/comments/${comment.id}`, { body: 'Changed' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'comment_not_found' },
    });
    expect((await call(app, author)('DELETE', `/community/comments/${comment.id}`)).status).toBe(404);
    const [stored] = await getDb()
      .select()
      .from(communityComments)
      .where(eq(communityComments.id, comment.id));
    expect(stored).toMatchObject({ body: 'Original', editedAt: null });

    const edited = await call(app, replier)<Comment>('PATCH', `/community/comments/${comment.id}`, {
      body: 'Better words',
    });
    expect(edited.body).toMatchObject({ body: 'Better words' });
    expect(edited.body.edited_at).not.toBeNull();
    expect((await call(app, replier)('DELETE', `/community/comments/${comment.id}`)).status).toBe(204);
    expect((await call(app, replier)('DELETE', `/community/comments/${comment.id}`)).status).toBe(404);
    const thread = await call(app, author)<GetPostResponse>('GET', `/community/posts/${post.id}`);
    expect(thread.body).toMatchObject({ comments: [], post: { comment_count: 0 } });
    const [row] = await getDb().select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row?.commentCount).toBe(0);
  });

  it('answers 400 for bad comment input, never 500', async () => {
    const author = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    for (const payload of [
      {},
      { body: '' },
      { body: '  ' },
      { body: 'x'.repeat(1001) },
      { body: 'a\u0000b' },
      { body: 7 },
      [],
    ]) {
      const answer = await call(app, author)('POST', `/community/posts/${post.id}/comments`, payload);
      expect(answer.status, JSON.stringify(payload).slice(0, 30)).toBe(400);
      expect(answer.body).toHaveProperty('code');
    }
    for (const path of ['/community/comments/nope', '/community/comments/123']) {
      expect((await call(app, author)('PATCH', path, { body: 'x' })).status).toBe(400);
      expect((await call(app, author)('DELETE', path)).status).toBe(400);
    }
    expect((await call(app, author)('POST', '/community/posts/nope/comments', { body: 'x' })).status).toBe(
      400,
    );
    expect((await call(app, author)('PUT', '/community/posts/nope/helpful')).status).toBe(400);
  });

  it('counts helpful once per person, notifies the author once per person, and undoes it', async () => {
    const author = await signUpMember(app, getDb());
    const reader = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    const put = () => call(app, reader)<SetHelpfulResponse>('PUT', `/community/posts/${post.id}/helpful`);
    expect((await put()).body).toEqual({ helpful_count: 1, you_found_helpful: true });
    expect((await put()).body).toEqual({ helpful_count: 1, you_found_helpful: true });
    const removed = await call(app, reader)<SetHelpfulResponse>(
      'DELETE',
      `/community/posts/${post.id}/helpful`,
    );
    expect(removed.body).toEqual({ helpful_count: 0, you_found_helpful: false });
    expect((await put()).body).toEqual({ helpful_count: 1, you_found_helpful: true });
    const reactions = (await notificationsOf(author.id)).filter((entry) => entry.kind === 'reaction');
    expect(reactions).toHaveLength(1);
    expect(reactions[0]).toMatchObject({ postId: post.id, actorDisplayName: reader.displayName });
    // Finding one's own post helpful counts, but tells nobody.
    await call(app, author)('PUT', `/community/posts/${post.id}/helpful`);
    expect((await notificationsOf(author.id)).filter((entry) => entry.kind === 'reaction')).toHaveLength(1);
    const seen = await call(app, reader)<GetPostResponse>('GET', `/community/posts/${post.id}`);
    expect(seen.body.post).toMatchObject({ helpful_count: 2, you_found_helpful: true });
  });

  it('tells of helpful once per account, not per display name: a rename is the same person, a reused name is not', async () => {
    const author = await signUpMember(app, getDb());
    const reader = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    const path = `/community/posts/${post.id}/helpful`;
    const reactions = async () =>
      (await notificationsOf(author.id)).filter((entry) => entry.kind === 'reaction');

    expect((await call(app, reader)('PUT', path)).status).toBe(200);
    // The reader renames, takes "helpful" back and gives it again: still the one notice.
    const firstName = reader.displayName;
    const renamed = `${firstName.slice(0, 30)} New`;
    expect((await call(app, reader)('PUT', '/community/me', { display_name: renamed })).status).toBe(200);
    expect((await call(app, reader)('DELETE', path)).status).toBe(200);
    expect((await call(app, reader)('PUT', path)).status).toBe(200);
    expect(await reactions()).toHaveLength(1);

    // Another account now uses the reader's first name: its "helpful" is news.
    const namesake = await signUpMember(app, getDb(), { displayName: firstName });
    expect((await call(app, namesake)('PUT', path)).status).toBe(200);
    const told = await reactions();
    expect(told).toHaveLength(2);
    expect(told.map((entry) => entry.actorUserId).sort()).toEqual([reader.id, namesake.id].sort());
  });

  it('keeps the counts right when many act at once', async () => {
    const db = getDb();
    const author = await signUpMember(app, db);
    const post = await createPost(app, author);
    const readers = await Promise.all(Array.from({ length: 6 }, () => signUpMember(app, db)));
    await Promise.all(
      readers.flatMap((reader) => [
        call(app, reader)('PUT', `/community/posts/${post.id}/helpful`),
        call(app, reader)('PUT', `/community/posts/${post.id}/helpful`),
        call(app, reader)('POST', `/community/posts/${post.id}/comments`, { body: 'Same here' }),
      ]),
    );
    const [row] = await db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row).toMatchObject({ helpfulCount: 6, commentCount: 6 });
    const replies = await db
      .select()
      .from(communityNotifications)
      .where(
        and(
          eq(communityNotifications.recipientUserId, author.id),
          eq(communityNotifications.postId, post.id),
        ),
      );
    expect(replies.filter((entry) => entry.kind === 'reply')).toHaveLength(6);
    expect(replies.filter((entry) => entry.kind === 'reaction')).toHaveLength(6);
  });

  it('limits comments per hour', async () => {
    const author = await signUpMember(app, getDb());
    const replier = await signUpMember(app, getDb());
    const post = await createPost(app, author);
    for (let index = 0; index < COMMENT_RATE_LIMIT.limit; index += 1) {
      expect(
        (await call(app, replier)('POST', `/community/posts/${post.id}/comments`, { body: `n ${index}` }))
          .status,
      ).toBe(201);
    }
    const refused = await call(app, replier)('POST', `/community/posts/${post.id}/comments`, {
      body: 'one more',
    });
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate_limited' } });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
