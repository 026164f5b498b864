import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { Config } from '../../platform/config.ts';
import { communityPosts, communityPushSubscriptions } from '../../platform/db/schema/community.ts';
import { jobs } from '../../platform/db/schema/jobs.ts';
import { releaseAllJobLeases, runDueJobs } from '../../platform/jobs/job-queue.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import {
  insertPost,
  insertSubscription,
  signUpMember,
  startAlertsTestApp,
} from './notifications-test-kit.ts';
import { notifyMember } from './notify-member.ts';
import {
  communityPushJobHandlers,
  createOfficialAlertFanoutHandler,
  OFFICIAL_ALERT_FANOUT_JOB_KIND,
  PUSH_JOB_KIND,
  scanOfficialAlerts,
} from './push-delivery.ts';
import { vapidKeys } from './push-keys.ts';

// Web push (issue 14, point 5) against a local HTTP server standing in for the browsers' push services: signed
// with VAPID, encrypted with aes128gcm, in the device's language, never the content; a gone subscription removed;
// and a browser reached once even when the job fails or its process dies half-way through. The stand-in is
// allowed through the config (its host, `localhost`, and the test-only http flag); an endpoint off the allowlist
// is never contacted, and a redirect never followed.

// The recipient's side of RFC 8291, from the library web-push itself uses.
const ece = createRequire(createRequire(import.meta.url).resolve('web-push'))('http_ece') as {
  decrypt: (buffer: Buffer, params: object) => Buffer;
};

type Received = { path: string; headers: IncomingMessage['headers']; body: Buffer };

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authText: auth.toString('base64url'),
  };
}

describeEachDatabase('web push delivery', (getDb) => {
  let app: FastifyInstance;
  let config: Config;
  let server: Server;
  let base = '';
  /** The same stand-in server by its IP address: not on the allowlist, so never to be contacted. */
  let ipBase = '';
  const received: Received[] = [];
  /** The status each path answers; a path set to 'hang' never answers. */
  const answers = new Map<string, number | 'hang'>();
  const hanging: ServerResponse[] = [];

  beforeAll(async () => {
    const started = await startAlertsTestApp(getDb());
    app = started.app;
    config = { ...started.config, webPushAllowedHosts: ['localhost'], webPushTestAllowHttp: true };
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const answer = answers.get(path) ?? 201;
        if (answer === 'hang') {
          hanging.push(response);
          return;
        }
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        const redirect = answer >= 300 && answer < 400 ? { location: `${base}/redirected${path}` } : {};
        response.writeHead(answer, redirect).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    base = `http://localhost:${port}`;
    ipBase = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    for (const response of hanging) response.destroy();
    await new Promise((resolve) => server.close(resolve));
    await app?.close();
  });
  beforeEach(async () => {
    received.length = 0;
    answers.clear();
    await getDb().delete(jobs);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const run = (now = new Date()) => runDueJobs(getDb(), communityPushJobHandlers(config), now);
  const to = (path: string) => received.filter((request) => request.path === path);

  async function memberWithBrowsers(count: number, options: Parameters<typeof signUpMember>[2] = {}) {
    const member = await signUpMember(app, getDb(), options);
    const browsers = [];
    for (let n = 0; n < count; n++) {
      const keys = browserKeys();
      const path = `/push/${member.id}/${n}`;
      const row = await insertSubscription(getDb(), member.id, {
        endpoint: `${base}${path}`,
        p256dh: keys.p256dh,
        auth: keys.authText,
        language: n === 0 ? 'es' : 'ar',
        createdAt: new Date(Date.now() + n),
      });
      browsers.push({ ...keys, path, row });
    }
    return { member, browsers };
  }

  it('sends a signed, encrypted push in the device language, without the content', async () => {
    const db = getDb();
    const { member, browsers } = await memberWithBrowsers(2);
    const post = await insertPost(db, member.id, { body: 'My asylum hearing is on Tuesday' });
    await db.transaction((tx) =>
      notifyMember(tx, {
        recipientUserId: member.id,
        kind: 'reply',
        postId: post.id,
        actorDisplayName: 'Rosa',
      }),
    );
    expect(await run()).toMatchObject({ succeeded: 1, failed: 0 });

    const [spanish] = to(browsers[0]?.path ?? '');
    expect(spanish).toBeDefined();
    const keys = vapidKeys(config);
    expect(spanish?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys?.publicKey}$`),
    );
    expect(spanish?.headers['content-encoding']).toBe('aes128gcm');
    expect(spanish?.headers.ttl).toBeDefined();
    const plain = JSON.parse(
      ece
        .decrypt(spanish?.body as Buffer, {
          version: 'aes128gcm',
          privateKey: browsers[0]?.ecdh,
          authSecret: browsers[0]?.authText,
        })
        .toString('utf8'),
    );
    expect(plain).toEqual({
      title: 'Amparo',
      body: 'Alguien respondió a su publicación',
      url: '/community?tab=alerts',
      tag: 'community-reply',
    });
    const [arabic] = to(browsers[1]?.path ?? '');
    const arabicText = ece
      .decrypt(arabic?.body as Buffer, {
        version: 'aes128gcm',
        privateKey: browsers[1]?.ecdh,
        authSecret: browsers[1]?.authText,
      })
      .toString('utf8');
    expect(JSON.parse(arabicText).body).toBe('ردّ أحدهم على منشورك');
    for (const request of received) {
      expect(request.body.toString('latin1')).not.toContain('asylum');
      expect(request.body.toString('latin1')).not.toContain('Rosa');
    }
  });

  it('queues nothing for a kind the member did not choose, or without a browser', async () => {
    const db = getDb();
    const { member } = await memberWithBrowsers(1, { push: ['reply'] });
    const bare = await signUpMember(app, db);
    await notifyMember(db, { recipientUserId: member.id, kind: 'reaction' });
    await notifyMember(db, { recipientUserId: bare.id, kind: 'reply' });
    expect(await db.select().from(jobs).where(eq(jobs.kind, PUSH_JOB_KIND))).toEqual([]);
    expect((await run()).ran).toBe(0);
  });

  it('removes a subscription the push service says is gone', async () => {
    const db = getDb();
    const { member, browsers } = await memberWithBrowsers(2);
    answers.set(browsers[0]?.path ?? '', 410);
    await notifyMember(db, { recipientUserId: member.id, kind: 'moderation' });
    expect(await run()).toMatchObject({ succeeded: 1 });
    const left = await db
      .select()
      .from(communityPushSubscriptions)
      .where(eq(communityPushSubscriptions.userId, member.id));
    expect(left.map((row) => row.id)).toEqual([browsers[1]?.row.id]);
  });

  it('never contacts a stored endpoint off the allowlist (saved before the check, or the list changed): deletes it', async () => {
    const db = getDb();
    const { member, browsers } = await memberWithBrowsers(1);
    const keys = browserKeys();
    const bad = [
      `${ipBase}/push/${member.id}/by-ip`,
      'https://169.254.169.254/latest/meta-data',
      `https://127.0.0.1:${new URL(ipBase).port}/probe`,
      'https://[::1]/probe',
      'https://localhost.evil.example/probe',
      'https://user:secret@localhost/probe',
    ];
    for (const [n, endpoint] of bad.entries()) {
      await insertSubscription(db, member.id, {
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.authText,
        createdAt: new Date(Date.now() - 1000 + n),
      });
    }
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await notifyMember(db, { recipientUserId: member.id, kind: 'moderation' });
    expect(await run()).toMatchObject({ succeeded: 1 });
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual([`${base}${browsers[0]?.path}`]);
    expect(received.map((request) => request.path)).toEqual([browsers[0]?.path]);
    const left = await db
      .select()
      .from(communityPushSubscriptions)
      .where(eq(communityPushSubscriptions.userId, member.id));
    expect(left.map((row) => row.id)).toEqual([browsers[0]?.row.id]);
  });

  it('never contacts even the stand-in once it is off the list (WEB_PUSH_ALLOWED_HOSTS changed)', async () => {
    const db = getDb();
    const { member } = await memberWithBrowsers(1);
    await notifyMember(db, { recipientUserId: member.id, kind: 'moderation' });
    const changed = { ...config, webPushAllowedHosts: ['fcm.googleapis.com'] };
    expect(await runDueJobs(db, communityPushJobHandlers(changed), new Date())).toMatchObject({
      succeeded: 1,
    });
    expect(received).toEqual([]);
    expect(
      await db
        .select()
        .from(communityPushSubscriptions)
        .where(eq(communityPushSubscriptions.userId, member.id)),
    ).toEqual([]);
  });

  it('does not follow a redirect (302 to the same stand-in): a 3xx is a failure, retried later', async () => {
    const db = getDb();
    const { member, browsers } = await memberWithBrowsers(1);
    const path = browsers[0]?.path ?? '';
    answers.set(path, 302);
    await notifyMember(db, { recipientUserId: member.id, kind: 'moderation' });
    expect(await run()).toMatchObject({ failed: 1 });
    expect(received.map((request) => request.path)).toEqual([path]);
    const [row] = await db
      .select()
      .from(communityPushSubscriptions)
      .where(eq(communityPushSubscriptions.id, browsers[0]?.row.id ?? ''));
    expect(row?.failureCount).toBe(1);
  });

  it('retries only the browsers not reached when a push service fails', async () => {
    const db = getDb();
    const { member, browsers } = await memberWithBrowsers(2);
    const [first, second] = browsers.map((browser) => browser.path) as [string, string];
    answers.set(second, 500);
    await notifyMember(db, { recipientUserId: member.id, kind: 'report_verified' });
    const t0 = new Date();
    expect(await run(t0)).toMatchObject({ failed: 1 });
    answers.delete(second);
    expect(await run(new Date(t0.getTime() + 60_000))).toMatchObject({ succeeded: 1 });
    expect(to(first)).toHaveLength(1);
    expect(to(second)).toHaveLength(2);
    expect(
      received.filter((request) => request.path === second).map((request) => request.body.length > 0),
    ).toEqual([true, true]);
  });

  it('does not send twice when the process dies half-way and the job runs again', async () => {
    const db = getDb();
    const { member, browsers } = await memberWithBrowsers(2);
    const [first, second] = browsers.map((browser) => browser.path) as [string, string];
    answers.set(second, 'hang');
    await notifyMember(db, { recipientUserId: member.id, kind: 'reply' });
    // The first run reaches the first browser, then stalls on the second: the process is "killed" there.
    const dying = run();
    const deadline = Date.now() + 5000;
    while ((to(first).length === 0 || hanging.length === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(to(first)).toHaveLength(1);
    // The restart (as on PGlite at start): the dead process's lease is released and the job runs again.
    answers.set(second, 201);
    expect(await releaseAllJobLeases(db)).toBe(1);
    expect(await run()).toMatchObject({ succeeded: 1 });
    expect(to(first)).toHaveLength(1);
    expect(to(second)).toHaveLength(1);
    // The stalled attempt ends without sending again or recording anything over the new one.
    for (const response of hanging.splice(0)) response.writeHead(500).end();
    await dying;
    expect(to(first)).toHaveLength(1);
    const [job] = await db.select().from(jobs).where(eq(jobs.kind, PUSH_JOB_KIND));
    expect(job?.doneAt).not.toBeNull();
  });

  it('pushes a new official alert once to each member who wants it, whatever the number of scans', async () => {
    const db = getDb();
    await db.delete(communityPosts).where(eq(communityPosts.kind, 'official_alert'));
    const organisation = await memberWithBrowsers(1);
    const wants = await memberWithBrowsers(1);
    const declines = await memberWithBrowsers(1, { push: ['reply'] });
    await insertPost(db, organisation.member.id, { kind: 'official_alert', status: 'held' });
    const alert = await insertPost(db, organisation.member.id, {
      kind: 'official_alert',
      body: 'ICE checkpoint on Main St',
    });
    await insertPost(db, organisation.member.id, {
      kind: 'official_alert',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    });

    expect(await scanOfficialAlerts(db)).toBe(1);
    expect(await scanOfficialAlerts(db)).toBe(0);
    expect(
      (await db.select().from(jobs).where(eq(jobs.kind, OFFICIAL_ALERT_FANOUT_JOB_KIND))).map(
        (job) => job.payload,
      ),
    ).toEqual([{ postId: alert.id }]);
    for (let round = 0; round < 3; round++) await run();

    const ours = received.filter((request) =>
      [organisation, wants, declines].some((person) => person.browsers[0]?.path === request.path),
    );
    expect(ours.map((request) => request.path)).toEqual([wants.browsers[0]?.path]);
    const text = ece
      .decrypt(ours[0]?.body as Buffer, {
        version: 'aes128gcm',
        privateKey: wants.browsers[0]?.ecdh,
        authSecret: wants.browsers[0]?.authText,
      })
      .toString('utf8');
    expect(JSON.parse(text).body).toBe('Nueva alerta oficial en la comunidad');
  });

  it('fans out in batches, each member once, the position kept in the job', async () => {
    const db = getDb();
    await db.delete(communityPosts).where(eq(communityPosts.kind, 'official_alert'));
    const organisation = await signUpMember(app, db);
    const people = [await memberWithBrowsers(1), await memberWithBrowsers(1), await memberWithBrowsers(1)];
    const alert = await insertPost(db, organisation.id, { kind: 'official_alert' });
    expect(await scanOfficialAlerts(db)).toBe(1);
    const handlers = { [OFFICIAL_ALERT_FANOUT_JOB_KIND]: createOfficialAlertFanoutHandler(2) };
    expect(await runDueJobs(db, handlers, new Date())).toMatchObject({ succeeded: 1 });
    const queued = await db.select().from(jobs).where(eq(jobs.kind, PUSH_JOB_KIND));
    const ours = queued
      .map((job) => job.payload as { userId: string; postId: string })
      .filter((payload) => people.some((person) => person.member.id === payload.userId));
    expect(ours.map((payload) => payload.userId).sort()).toEqual(
      people.map((person) => person.member.id).sort(),
    );
    expect(new Set(ours.map((payload) => payload.postId))).toEqual(new Set([alert.id]));
    const [fanout] = await db.select().from(jobs).where(eq(jobs.kind, OFFICIAL_ALERT_FANOUT_JOB_KIND));
    expect(typeof fanout?.payload.after).toBe('string');
  });
});
