import type { GetPushKeyResponse } from '@amparo/contract/community/push-subscription';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { communityPushSubscriptions } from '../../platform/db/schema/community.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, signUpMember, startAlertsTestApp } from './notifications-test-kit.ts';

// A browser's web push subscription (issue 14, point 5): https endpoints of a sane length on a known push service
// (never an address of the server's own network: SSRF), keys of the right sizes, one row per endpoint, at most ten
// per account, and only its owner can remove it.

const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'c'.repeat(22) };
const subscription = (endpoint: string) => ({ endpoint, keys, language: 'es' });

describeEachDatabase('push subscriptions', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await startAlertsTestApp(getDb()));
  });
  afterAll(async () => {
    await app?.close();
  });

  const rowsOf = (userId: string) =>
    getDb().select().from(communityPushSubscriptions).where(eq(communityPushSubscriptions.userId, userId));

  it('gives the VAPID public key, generated once for the embedded default', async () => {
    const me = await signUpMember(app, getDb());
    const first = await api(app, me)<GetPushKeyResponse>('GET', '/community/push/key');
    expect(first.status).toBe(200);
    expect(first.body.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await api(app, me)<GetPushKeyResponse>('GET', '/community/push/key')).body).toEqual(first.body);
  });

  it('keeps one row per endpoint, moved to whoever subscribed it last', async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    const other = await signUpMember(app, db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${me.id}`;
    expect(await api(app, me)('PUT', '/community/push/subscription', subscription(endpoint))).toEqual({
      status: 204,
      body: undefined,
    });
    expect(
      await api(app, me)('PUT', '/community/push/subscription', {
        ...subscription(endpoint),
        language: 'ar',
      }),
    ).toMatchObject({ status: 204 });
    expect((await rowsOf(me.id)).map((row) => row.language)).toEqual(['ar']);
    await api(app, other)('PUT', '/community/push/subscription', subscription(endpoint));
    expect(await rowsOf(me.id)).toEqual([]);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it('refuses what is not a push subscription', async () => {
    const me = await signUpMember(app, getDb());
    const put = (body: unknown) => api(app, me)('PUT', '/community/push/subscription', body);
    const good = subscription('https://fcm.googleapis.com/fcm/send/x');
    for (const bad of [
      { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'a'.repeat(1000)}` },
      { ...good, endpoint: '' },
      { ...good, keys: { ...keys, p256dh: 'B'.repeat(86) } },
      { ...good, keys: { ...keys, auth: 'c'.repeat(23) } },
      { ...good, keys: { ...keys, auth: `${'c'.repeat(21)}+` } },
      { ...good, language: 'de' },
      { ...good, keys: undefined },
      [],
    ]) {
      expect((await put(bad)).status).toBe(400);
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it("accepts the endpoints of the browsers' push services", async () => {
    const me = await signUpMember(app, getDb());
    const allowed = [
      `https://fcm.googleapis.com/fcm/send/${me.id}`,
      `https://updates.push.services.mozilla.com/wpush/v2/${me.id}`,
      `https://push.services.mozilla.com/wpush/v1/${me.id}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${me.id}`,
      `https://web.push.apple.com/${me.id}`,
      `https://FCM.googleapis.com:443/fcm/send/${me.id}/upper`,
    ];
    for (const endpoint of allowed) {
      expect((await api(app, me)('PUT', '/community/push/subscription', subscription(endpoint))).status).toBe(
        204,
      );
    }
    expect(await rowsOf(me.id)).toHaveLength(allowed.length);
  });

  it('refuses, 400 push_endpoint_not_allowed, an endpoint that is not on a known push service', async () => {
    const me = await signUpMember(app, getDb());
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1:3300/probe',
      'https://127.0.0.1/probe',
      'https://2130706433/probe',
      'https://0x7f.0.0.1/probe',
      'https://[::1]/probe',
      'https://[::ffff:169.254.169.254]/latest/meta-data',
      'https://[fe80::1]/probe',
      'https://localhost/probe',
      'https://localhost:3300/probe',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com.evil.example/fcm/send/x',
      'https://evilfcm.googleapis.com.example/x',
      'https://notfcm.googleapis.com.attacker.test/x',
      'https://evilpush.apple.com.attacker.test/x',
      'https://attacker-notify.windows.com.test/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://fcm.googleapis.com./fcm/send/x',
      'https://user:secret@fcm.googleapis.com/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://push.example.org/x',
    ]) {
      expect(
        await api(app, me)('PUT', '/community/push/subscription', subscription(endpoint)),
        endpoint,
      ).toMatchObject({ status: 400, body: { code: 'push_endpoint_not_allowed' } });
    }
    expect(await rowsOf(me.id)).toEqual([]);
  });

  it('lets only the owner delete a subscription; another member gets 404', async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    const other = await signUpMember(app, db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${me.id}/mine`;
    await api(app, me)('PUT', '/community/push/subscription', subscription(endpoint));
    expect(await api(app, other)('DELETE', '/community/push/subscription', { endpoint })).toMatchObject({
      status: 404,
      body: { code: 'push_subscription_not_found' },
    });
    expect(await rowsOf(me.id)).toHaveLength(1);
    expect(await api(app, me)('DELETE', '/community/push/subscription', { endpoint })).toMatchObject({
      status: 204,
    });
    expect(await rowsOf(me.id)).toEqual([]);
    expect((await api(app, me)('DELETE', '/community/push/subscription', { endpoint })).status).toBe(404);
  });

  it('keeps the ten newest browsers of an account', async () => {
    const me = await signUpMember(app, getDb());
    for (let n = 0; n < 12; n++) {
      await api(app, me)(
        'PUT',
        '/community/push/subscription',
        subscription(`https://web.push.apple.com/${me.id}/${n}`),
      );
    }
    const endpoints = (await rowsOf(me.id))
      .map((row) => row.endpoint.split('/').at(-1))
      .sort((a, b) => Number(a) - Number(b));
    expect(endpoints).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });
});
