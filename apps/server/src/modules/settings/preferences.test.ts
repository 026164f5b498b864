import { DEFAULT_PREFERENCES, type GetPreferencesResponse } from '@amparo/contract/settings/preferences';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer, uniqueEmail } from '../../auth/auth-test-server.ts';
import { families, familyMembers } from '../../platform/db/schema/family.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { listFamilyAlertRecipients } from '../family/family-alert-recipients.ts';
import { wantsMessage } from './preferences-repo.ts';

// GET and PATCH /api/v1/settings/preferences through the real sign-in: each person only ever reads and changes
// their own row, a bad value is a 400 with a clear code and never a 500, and family alerts keep one channel.

const PASSWORD = 'harbour lantern orchid';

describeEachDatabase('settings preferences API', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUp() {
    const { data, error } = await server.client().signUp({ email: uniqueEmail(), password: PASSWORD });
    if (error || !data.session) throw error ?? new Error('No session');
    return { token: data.session.access_token, userId: data.session.user.id };
  }

  function api(method: string, token?: string, body?: unknown, raw?: string) {
    return fetch(`${server.url}/api/v1/settings/preferences`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined && raw === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  }

  it('needs a valid access token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      expect((await api('GET', token)).status).toBe(401);
      expect((await api('PATCH', token, { text_size: 115 })).status).toBe(401);
    }
  });

  it('starts with the defaults, changes only what is sent, and is never cached', async () => {
    const { token } = await signUp();
    const first = await api('GET', token);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ ...DEFAULT_PREFERENCES, updated_at: null });

    const changed = await api('PATCH', token, {
      text_size: 130,
      notifications: { consultations: { sms: false } },
    });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as GetPreferencesResponse;
    expect(body).toMatchObject({
      text_size: 130,
      high_contrast: false,
      vault_lock_minutes: 5,
      notifications: {
        family_alerts: { email: true, sms: true },
        consultations: { email: true, sms: false },
      },
    });
    expect(Date.parse(body.updated_at ?? '')).not.toBeNaN();

    const again = await api('PATCH', token, { high_contrast: true, vault_lock_minutes: 0 });
    expect(await again.json()).toMatchObject({
      text_size: 130,
      high_contrast: true,
      vault_lock_minutes: 0,
      notifications: { consultations: { email: true, sms: false } },
    });
    expect(await (await api('GET', token)).json()).toMatchObject({ text_size: 130, vault_lock_minutes: 0 });
  });

  it("keeps each person's settings their own: nothing in the request can name another account", async () => {
    const rosa = await signUp();
    const omar = await signUp();
    await api('PATCH', rosa.token, { text_size: 130 });
    // Ids of the other person, wherever a client might try them, are refused, not followed.
    for (const body of [
      { user_id: rosa.userId, text_size: 115 },
      { text_size: 115, userId: rosa.userId },
      { id: rosa.userId, high_contrast: true },
    ]) {
      const response = await api('PATCH', omar.token, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
    }
    await api('PATCH', omar.token, { text_size: 115 });
    expect(await (await api('GET', rosa.token)).json()).toMatchObject({ text_size: 130 });
    expect(await (await api('GET', omar.token)).json()).toMatchObject({ text_size: 115 });
  });

  it('refuses bad input with a 400, never a 500', async () => {
    const { token } = await signUp();
    const bad: unknown[] = [
      {},
      { text_size: 120 },
      { text_size: '115' },
      { text_size: 1e308 },
      { high_contrast: 'yes' },
      { high_contrast: null },
      { vault_lock_minutes: 2 },
      { vault_lock_minutes: -1 },
      { notifications: { family_alerts: { email: 'no' } } },
      { notifications: { family_alerts: { fax: true } } },
      { notifications: { marketing: { email: true } } },
      { notifications: [] },
      { text_size: 115, '😀': true },
      { 'text_size\u0000': 115 },
      [],
      'text',
      null,
      { text_size: 115, padding: 'x'.repeat(200_000) },
    ];
    for (const body of bad) {
      const response = await api('PATCH', token, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
    for (const raw of ['{', '{"text_size": 115,}', '\u0000']) {
      const response = await api('PATCH', token, undefined, raw);
      expect(response.status).toBe(400);
    }
    expect(await (await api('GET', token)).json()).toMatchObject({
      ...DEFAULT_PREFERENCES,
      updated_at: null,
    });
  });

  it('keeps one channel on for family alerts, whichever order they are turned off in', async () => {
    const { token, userId } = await signUp();
    const both = await api('PATCH', token, {
      notifications: { family_alerts: { email: false, sms: false } },
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ code: 'family_alerts_channel_required' });

    expect((await api('PATCH', token, { notifications: { family_alerts: { sms: false } } })).status).toBe(
      200,
    );
    const last = await api('PATCH', token, { notifications: { family_alerts: { email: false } } });
    expect(last.status).toBe(400);
    expect(await last.json()).toMatchObject({ code: 'family_alerts_channel_required' });

    expect(await wantsMessage(getDb(), userId, 'family_alerts', 'email')).toBe(true);
    expect(await wantsMessage(getDb(), userId, 'family_alerts', 'sms')).toBe(false);
  });

  it('answers yes for every message before the person chose anything', async () => {
    const { userId } = await signUp();
    expect(await wantsMessage(getDb(), userId, 'consultations', 'sms')).toBe(true);
    expect(await wantsMessage(getDb(), userId, 'consultations', 'email')).toBe(true);
  });

  it('family alerts reach each member by the channels they chose, and by both when the chosen one cannot reach them', async () => {
    const db = getDb();
    const holder = await signUp();
    const member = await signUp();
    const [family] = await db.insert(families).values({ holderId: holder.userId }).returning();
    if (!family) throw new Error('No family');
    await db.insert(familyMembers).values([
      { familyId: family.id, userId: holder.userId, role: 'holder', displayName: 'Rosa' },
      {
        familyId: family.id,
        userId: member.userId,
        role: 'member',
        displayName: 'Omar',
        alertPhone: '+12025550188',
      },
    ]);
    const [before] = await listFamilyAlertRecipients(db, holder.userId);
    expect(before).toMatchObject({ name: 'Omar', phone: '+12025550188' });
    expect(before?.email).toMatch(/@example\.org$/);

    expect(
      (await api('PATCH', member.token, { notifications: { family_alerts: { email: false } } })).status,
    ).toBe(200);
    expect(await listFamilyAlertRecipients(db, holder.userId)).toMatchObject([
      { name: 'Omar', phone: '+12025550188', email: null },
    ]);

    // Email only, but no phone to skip: still the email. With no phone at all and SMS chosen, both are used.
    await api('PATCH', member.token, { notifications: { family_alerts: { email: true, sms: false } } });
    expect(await listFamilyAlertRecipients(db, holder.userId)).toMatchObject([{ name: 'Omar', phone: null }]);
    await db.update(familyMembers).set({ alertPhone: null });
    await api('PATCH', member.token, { notifications: { family_alerts: { email: false, sms: true } } });
    const [fallback] = await listFamilyAlertRecipients(db, holder.userId);
    expect(fallback?.email).toMatch(/@example\.org$/);
  }, 90_000);
});
