import type { ListNotificationsResponse } from '@amparo/contract/community/list-notifications';
import type {
  ListOwnCommentsResponse,
  ListOwnPostsResponse,
} from '@amparo/contract/community/list-own-content';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  communityBlocks,
  communityMembers,
  communityNotifications,
  communityPosts,
} from '../../platform/db/schema/community.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  api,
  insertComment,
  insertPost,
  type Member,
  signUpMember,
  startAlertsTestApp,
} from './notifications-test-kit.ts';
import { notifyMember } from './notify-member.ts';

// The Alerts tab and the Profile tab's own lists (issue 14, points 5 and 6): only ever the caller's rows, official
// alerts merged in, read marks that stick, keyset pages that neither skip nor repeat.

describeEachDatabase('the Alerts tab', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startAlertsTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });
  // Official alerts reach everyone: each test starts without those of the tests before it.
  beforeEach(async () => {
    await getDb().delete(communityPosts).where(eq(communityPosts.kind, 'official_alert'));
  });

  const list = (person: Member, cursor?: string) =>
    api(app, person)<ListNotificationsResponse>(
      'GET',
      `/community/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );

  it("lists the caller's entries newest first with the official alerts, never another member's", async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    const other = await signUpMember(app, db);
    const organisation = await signUpMember(app, db);
    const mine = await insertPost(db, me.id);
    const t = (s: number) => new Date(Date.UTC(2021, 0, 1, 12, 0, s));
    await notifyMember(db, {
      recipientUserId: me.id,
      kind: 'reply',
      postId: mine.id,
      actorDisplayName: other.displayName,
      now: t(1),
    });
    await notifyMember(db, { recipientUserId: me.id, kind: 'reaction', postId: mine.id, now: t(3) });
    await notifyMember(db, { recipientUserId: other.id, kind: 'reply', postId: mine.id, now: t(4) });
    const alert = await insertPost(db, organisation.id, {
      kind: 'official_alert',
      body: '  Clinic closed Friday\nBring your papers on Monday',
      createdAt: t(2),
    });
    await insertPost(db, organisation.id, { kind: 'official_alert', status: 'hidden', createdAt: t(5) });

    const { status, body } = await list(me);
    expect(status).toBe(200);
    const ours = body.notifications.filter((entry) => entry.created_at.startsWith('2021-01-01'));
    expect(ours.map((entry) => entry.kind)).toEqual(['reaction', 'official_alert', 'reply']);
    expect(ours[1]).toMatchObject({
      id: alert.id,
      post_id: alert.id,
      read: false,
      detail: { organization: organisation.displayName, first_line: 'Clinic closed Friday' },
    });
    expect(ours[2]).toMatchObject({ actor_display_name: other.displayName, read: false });
    expect(body.unread_count).toBe(body.notifications.filter((entry) => !entry.read).length);
    const otherIds = (
      await db
        .select()
        .from(communityNotifications)
        .where(eq(communityNotifications.recipientUserId, other.id))
    ).map((row) => row.id);
    expect(body.notifications.map((entry) => entry.id)).not.toContain(otherIds[0]);
  });

  it('marks read only the caller’s own entries; an official alert id marks it and older ones', async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    const other = await signUpMember(app, db);
    await notifyMember(db, {
      recipientUserId: me.id,
      kind: 'moderation',
      detail: { action: 'hide', reason: 'spam' },
    });
    await notifyMember(db, {
      recipientUserId: other.id,
      kind: 'report_verified',
      detail: { verification: 'confirmed' },
    });
    await db
      .update(communityMembers)
      .set({ alertsSeenAt: new Date() })
      .where(eq(communityMembers.userId, me.id));
    await db
      .update(communityMembers)
      .set({ alertsSeenAt: new Date() })
      .where(eq(communityMembers.userId, other.id));
    const alert = await insertPost(db, other.id, {
      kind: 'official_alert',
      createdAt: new Date(Date.now() + 1000),
    });

    const before = (await list(me)).body;
    expect(before.unread_count).toBe(2);
    const mineId = before.notifications.find((entry) => entry.kind === 'moderation')?.id as string;
    const [othersRow] = await db
      .select()
      .from(communityNotifications)
      .where(eq(communityNotifications.recipientUserId, other.id));

    // Another member's id changes nothing and answers the same as an unknown one.
    const probe = await api(app, me)('POST', '/community/notifications/read', { ids: [othersRow?.id] });
    expect(probe).toEqual({ status: 200, body: { unread_count: 2 } });
    expect((await list(other)).body.notifications.find((entry) => entry.id === othersRow?.id)?.read).toBe(
      false,
    );

    expect(await api(app, me)('POST', '/community/notifications/read', { ids: [mineId] })).toEqual({
      status: 200,
      body: { unread_count: 1 },
    });
    expect(await api(app, me)('POST', '/community/notifications/read', { ids: [alert.id] })).toEqual({
      status: 200,
      body: { unread_count: 0 },
    });
    const after = (await list(me)).body;
    expect(after.notifications.find((entry) => entry.id === alert.id)?.read).toBe(true);
    // The other member's unread entries are still unread.
    expect((await list(other)).body.unread_count).toBe(1);
  });

  it('marks everything read with all: true, and refuses an empty or malformed request', async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    await notifyMember(db, { recipientUserId: me.id, kind: 'reaction' });
    await notifyMember(db, { recipientUserId: me.id, kind: 'reaction' });
    expect((await list(me)).body.unread_count).toBeGreaterThanOrEqual(2);
    expect(await api(app, me)('POST', '/community/notifications/read', { all: true })).toEqual({
      status: 200,
      body: { unread_count: 0 },
    });
    for (const bad of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }, { ids: 'x' }, null]) {
      expect((await api(app, me)('POST', '/community/notifications/read', bad)).status).toBe(400);
    }
  });

  it('pages with a keyset cursor that neither skips nor repeats rows of the same instant', async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    await db
      .update(communityMembers)
      .set({ alertsSeenAt: new Date('2100-01-01') })
      .where(eq(communityMembers.userId, me.id));
    const same = new Date('2020-06-01T00:00:00.000Z');
    for (let n = 0; n < 25; n++)
      await notifyMember(db, { recipientUserId: me.id, kind: 'reaction', now: same });
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const { body } = await list(me, cursor);
      seen.push(
        ...body.notifications.filter((entry) => entry.created_at.startsWith('2020')).map((entry) => entry.id),
      );
      if (!body.next_cursor) break;
      cursor = body.next_cursor;
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    for (const bad of ['x', '123', `1_${'z'.repeat(36)}`, '9'.repeat(40)]) {
      expect((await list(me, bad)).status).toBe(400);
    }
  });

  it('counts official alerts as read for someone without a display name, and hides a blocked author’s', async () => {
    const db = getDb();
    const reader = await signUpMember(app, db, { member: false });
    const blocker = await signUpMember(app, db);
    const author = await signUpMember(app, db);
    const alert = await insertPost(db, author.id, { kind: 'official_alert' });
    const readers = (await list(reader)).body;
    expect(readers.notifications.find((entry) => entry.id === alert.id)?.read).toBe(true);
    expect(readers.unread_count).toBe(0);
    await db.insert(communityBlocks).values({ blockerUserId: blocker.id, blockedUserId: author.id });
    expect((await list(blocker)).body.notifications.map((entry) => entry.id)).not.toContain(alert.id);
  });
});

describeEachDatabase('notification settings and own content', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startAlertsTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('saves which kinds come as a push, for a member only', async () => {
    const db = getDb();
    const member = await signUpMember(app, db);
    const stranger = await signUpMember(app, db, { member: false });
    const put = (person: Member, body: unknown) =>
      api(app, person)('PUT', '/community/me/notification-settings', body);
    expect(await put(stranger, { push: ['reply'] })).toMatchObject({
      status: 403,
      body: { code: 'member_required' },
    });
    expect(await put(member, { push: ['official_alert', 'reply', 'reply'] })).toMatchObject({
      status: 200,
      body: {
        member: {
          display_name: member.displayName,
          notification_settings: { push: ['reply', 'official_alert'] },
        },
      },
    });
    expect(await put(member, { push: ['everything'] })).toMatchObject({ status: 400 });
    expect(await put(member, {})).toMatchObject({ status: 400 });
    const [row] = await db.select().from(communityMembers).where(eq(communityMembers.userId, member.id));
    expect(row?.notificationSettings).toEqual({ push: ['reply', 'official_alert'] });
  });

  it("lists the caller's own posts and comments in every status with the reason, never another's", async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    const other = await signUpMember(app, db);
    const held = await insertPost(db, me.id, {
      status: 'held',
      moderationReason: 'A link from a new account',
      body: 'x'.repeat(400),
    });
    const hidden = await insertPost(db, me.id, { status: 'hidden', moderationReason: 'Personal details' });
    const theirs = await insertPost(db, other.id);
    const myComment = await insertComment(db, me.id, theirs.id, {
      status: 'hidden',
      moderationReason: 'Harassment',
    });
    await insertComment(db, other.id, held.id);

    const posts = await api(app, me)<ListOwnPostsResponse>('GET', '/community/me/posts');
    expect(posts.status).toBe(200);
    expect(posts.body.posts.map((post) => post.id)).toEqual([hidden.id, held.id]);
    expect(posts.body.posts[1]).toMatchObject({
      status: 'held',
      moderation_reason: 'A link from a new account',
      post_id: held.id,
    });
    expect(posts.body.posts[1]?.excerpt.length).toBe(160);

    const comments = await api(app, me)<ListOwnCommentsResponse>('GET', '/community/me/comments');
    expect(comments.body.comments).toEqual([
      expect.objectContaining({
        id: myComment.id,
        post_id: theirs.id,
        status: 'hidden',
        moderation_reason: 'Harassment',
      }),
    ]);
    expect(
      (await api(app, other)<ListOwnPostsResponse>('GET', '/community/me/posts')).body.posts.map(
        (post) => post.id,
      ),
    ).toEqual([theirs.id]);
    expect((await api(app, me)('GET', '/community/me/posts?cursor=bad')).status).toBe(400);
  });

  it('answers 401 without a session on every path', async () => {
    for (const [method, path] of [
      ['GET', '/community/notifications'],
      ['POST', '/community/notifications/read'],
      ['PUT', '/community/me/notification-settings'],
      ['GET', '/community/me/posts'],
      ['GET', '/community/me/comments'],
      ['GET', '/community/push/key'],
      ['PUT', '/community/push/subscription'],
      ['DELETE', '/community/push/subscription'],
    ] as const) {
      const body = {
        '/community/notifications/read': { all: true },
        '/community/me/notification-settings': { push: [] },
        '/community/push/subscription': {
          endpoint: 'https://push.example.org/x',
          keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
          language: 'en',
        },
      }[path as string];
      expect((await api(app, null)(method, path, body)).status).toBe(401);
    }
  });

  it('pages own posts newest first', async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    for (let n = 0; n < 23; n++) await insertPost(db, me.id, { body: `post ${n}` });
    const first = await api(app, me)<ListOwnPostsResponse>('GET', '/community/me/posts');
    expect(first.body.posts).toHaveLength(20);
    const second = await api(app, me)<ListOwnPostsResponse>(
      'GET',
      `/community/me/posts?cursor=${encodeURIComponent(first.body.next_cursor ?? '')}`,
    );
    expect(second.body.posts).toHaveLength(3);
    expect(second.body.next_cursor).toBeNull();
    const all = [...first.body.posts, ...second.body.posts].map((post) => post.id);
    expect(new Set(all).size).toBe(23);
  });
});
