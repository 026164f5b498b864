import type { CountNewPostsResponse } from '@amparo/contract/community/count-new-posts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { communityPosts } from '../../platform/db/schema/community.ts';
import { waitFor } from '../../test/server-process.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, type FamilyPerson, signUp, startFamilyTestApp } from '../family/family-test-app.ts';
import { STREAMS_PER_USER_MAX } from './live-hub.ts';
import { type EventStreamClient, openEventStream } from './live-sse-client.ts';
import { block, insertMember, insertPost } from './live-test-kit.ts';
import { notifyMember } from './notify-member.ts';

// The live feed inside one app process, on each database kind: the triggers announce, the one LISTEN per app
// receives, and each open stream gets what its reader may see. Across two processes: live-two-processes.test.ts.

describeEachDatabase('the live community feed', (getDb) => {
  let app: FastifyInstance;
  let baseUrl: string;
  let reader: FamilyPerson;
  let other: FamilyPerson;
  let author: FamilyPerson;
  let blockedAuthor: FamilyPerson;
  const open: EventStreamClient[] = [];

  const connect = async (person: FamilyPerson | null) => {
    const stream = await openEventStream(`${baseUrl}/api/v1/community/events`, person?.token ?? null);
    open.push(stream);
    if (stream.status === 200) {
      await waitFor(() => stream.comments.includes('connected'), 5000, 'the stream');
      // `ready` says the stream is registered, so the browser catches up on what came before (once per stream).
      await waitFor(() => stream.readyCount() === 1, 5000, 'the ready event');
    }
    return stream;
  };

  beforeAll(async () => {
    ({ app } = await startFamilyTestApp(getDb()));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const db = getDb();
    reader = await signUp(app, db);
    other = await signUp(app, db);
    author = await signUp(app, db);
    blockedAuthor = await signUp(app, db);
    for (const [person, name] of [
      [author, 'Author'],
      [blockedAuthor, 'Someone Blocked'],
    ] as const) {
      await insertMember(db, person.id, name);
    }
    await block(db, reader.id, blockedAuthor.id);
    return () => app.close();
  });

  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  it('streams with the right headers and refuses a caller without a session', async () => {
    const stream = await connect(reader);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect((await connect(null)).status).toBe(401);
    // Without asking for a stream (a plain request, a fuzzer), an answer that ends.
    const plain = await api(app, reader)('GET', '/community/events');
    expect(plain.status).toBe(406);
    const forged = await openEventStream(`${baseUrl}/api/v1/community/events`, 'not-a-token');
    open.push(forged);
    expect(forged.status).toBe(401);
  });

  it('sends each newly visible post to others, never to its author or to whoever blocked the author', async () => {
    const readerStream = await connect(reader);
    const authorStream = await connect(author);
    const db = getDb();
    const post = await insertPost(db, {
      authorUserId: author.id,
      body: 'Hello',
      topic: 'work',
      language: 'es',
    });
    const notForReader = await insertPost(db, { authorUserId: blockedAuthor.id, body: 'Not for the reader' });
    const held = await insertPost(db, { authorUserId: author.id, body: 'Held first', status: 'held' });
    await waitFor(() => readerStream.events.length >= 1, 5000, 'the post event');
    expect(readerStream.events[0]).toEqual({
      event: 'post',
      data: { id: post.id, topic: 'work', language: 'es', created_at: post.createdAt.toISOString() },
    });
    // The held post reaches readers once the owner lets it through, and only then.
    await db.update(communityPosts).set({ status: 'visible' }).where(eq(communityPosts.id, held.id));
    await waitFor(() => readerStream.events.length >= 2, 5000, 'the approved post');
    expect(readerStream.events[1]).toMatchObject({ event: 'post', data: { id: held.id } });
    // An edit of a visible post, or hiding one, is not news.
    await db.update(communityPosts).set({ body: 'Hello again' }).where(eq(communityPosts.id, post.id));
    await db.update(communityPosts).set({ status: 'hidden' }).where(eq(communityPosts.id, held.id));
    const last = await insertPost(db, { authorUserId: author.id, body: 'Marker' });
    await waitFor(() => readerStream.events.length >= 3, 5000, 'the marker post');
    expect(readerStream.events.map((event) => (event.data as { id: string }).id)).toEqual([
      post.id,
      held.id,
      last.id,
    ]);
    expect(JSON.stringify(readerStream.events)).not.toContain(author.id);
    // The author hears of the other member's post, never of their own.
    expect(authorStream.events.map((event) => (event.data as { id: string }).id)).toEqual([notForReader.id]);
  });

  it('tells only the recipient that a notification arrived, with no content', async () => {
    const readerStream = await connect(reader);
    const otherStream = await connect(other);
    await notifyMember(getDb(), { recipientUserId: reader.id, kind: 'reply', actorDisplayName: 'Author' });
    await waitFor(() => readerStream.events.length >= 1, 5000, 'the notification event');
    expect(readerStream.events).toEqual([{ event: 'notification', data: {} }]);
    // The other stream is still open and would have had it by now: a post sent after reaches it first.
    const marker = await insertPost(getDb(), { authorUserId: author.id, body: 'After the notification' });
    await waitFor(() => otherStream.events.length >= 1, 5000, 'the marker post');
    expect(otherStream.events).toEqual([
      expect.objectContaining({ event: 'post', data: expect.objectContaining({ id: marker.id }) }),
    ]);
  });

  it('refuses a ninth stream for one account, and gives the place back when one closes', async () => {
    const streams = [];
    for (let index = 0; index < STREAMS_PER_USER_MAX; index++) streams.push(await connect(other));
    const refused = await openEventStream(`${baseUrl}/api/v1/community/events`, other.token);
    open.push(refused);
    expect(refused.status).toBe(429);
    // Someone else is not affected.
    expect((await connect(reader)).status).toBe(200);
    streams[0]?.close();
    let again = await openEventStream(`${baseUrl}/api/v1/community/events`, other.token);
    for (let attempt = 0; again.status === 429 && attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openEventStream(`${baseUrl}/api/v1/community/events`, other.token);
    }
    open.push(again);
    expect(again.status).toBe(200);
  });

  it('ends open streams when the app shuts down', async () => {
    const db = getDb();
    const { app: second } = await startFamilyTestApp(db);
    await second.listen({ host: '127.0.0.1', port: 0 });
    const address = second.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/v1/community/events`, reader.token);
    open.push(stream);
    await waitFor(() => stream.comments.includes('connected'), 5000, 'the stream');
    await second.close();
    await stream.ended;
  });

  it('counts the visible posts newer than the newest shown, with the feed’s filters', async () => {
    const db = getDb();
    const count = async (query: string, person: FamilyPerson | null = reader) =>
      api(app, person)<CountNewPostsResponse>('GET', `/community/posts/new-count?${query}`);
    const shown = await insertPost(db, { authorUserId: author.id, body: 'Newest shown', topic: 'health' });
    const since = encodeURIComponent(shown.createdAt.toISOString());
    expect((await count(`since=${since}`)).body).toEqual({ count: 0 });
    await insertPost(db, { authorUserId: author.id, body: 'New 1', topic: 'health', language: 'fr' });
    await insertPost(db, { authorUserId: author.id, body: 'New 2', topic: 'housing', language: 'fr' });
    await insertPost(db, { authorUserId: author.id, body: 'Held', topic: 'health', status: 'held' });
    await insertPost(db, { authorUserId: blockedAuthor.id, body: 'Blocked', topic: 'health' });
    await insertPost(db, { authorUserId: reader.id, body: 'My own', topic: 'health' });
    expect((await count(`since=${since}`)).body).toEqual({ count: 2 });
    expect((await count(`since=${since}&topic=health`)).body).toEqual({ count: 1 });
    expect((await count(`since=${since}&language=fr&topic=housing`)).body).toEqual({ count: 1 });
    expect((await count(`since=${since}&language=ar`)).body).toEqual({ count: 0 });
    // Whoever did not block the author counts that post too.
    expect((await count(`since=${since}`, other)).body).toEqual({ count: 4 });
    for (const bad of ['', 'since=yesterday', `since=${since}&topic=nope`, `since=${since}&language=xx`]) {
      expect((await count(bad)).status, bad).toBe(400);
    }
    expect((await count(`since=${since}`, null)).status).toBe(401);
  });
});
