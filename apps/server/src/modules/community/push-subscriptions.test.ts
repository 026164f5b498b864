import type { GetPushKeyResponse } from '@amparo/contract/community/push-subscription';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { communityPushSubscriptions } from '../../platform/db/schema/community.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { api, signUpMember, startAlertsTestApp } from './notifications-test-kit.ts';

// A browser's web push subscription (issue 14, point 5): https endpoints of a sane length, keys of the right sizes,
// one row per endpoint, at most ten per account, and only its owner can remove it.

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
    const endpoint = `https://push.example.org/send/${me.id}`;
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
    const good = subscription('https://push.example.org/x');
    for (const bad of [
      { ...good, endpoint: 'http://push.example.org/x' },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: `https://push.example.org/${'a'.repeat(1000)}` },
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

  it('lets only the owner delete a subscription; another member gets 404', async () => {
    const db = getDb();
    const me = await signUpMember(app, db);
    const other = await signUpMember(app, db);
    const endpoint = `https://push.example.org/send/${me.id}/mine`;
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
        subscription(`https://push.example.org/${me.id}/${n}`),
      );
    }
    const endpoints = (await rowsOf(me.id))
      .map((row) => row.endpoint.split('/').at(-1))
      .sort((a, b) => Number(a) - Number(b));
    expect(endpoints).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
  });
});
