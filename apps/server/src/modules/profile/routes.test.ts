import type { Profile } from '@amparo/contract/profile/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer, uniqueEmail } from '../../auth/auth-test-server.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

// GET and PATCH /api/v1/profile through the real sign-in: the caller only ever reaches their own row, and the
// access fields are the server's alone.

const PASSWORD = 'violet tundra compass';

describeEachDatabase('profile API', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUp(data: Record<string, unknown> = {}) {
    const { data: result, error } = await server
      .client()
      .signUp({ email: uniqueEmail(), password: PASSWORD, options: { data } });
    if (error || !result.session || !result.user) throw error ?? new Error('No session');
    return { token: result.session.access_token, id: result.user.id };
  }

  function api(method: string, path: string, token?: string, body?: unknown) {
    return fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  it('needs a valid access token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await api('GET', '/profile', token);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'unauthorized' });
    }
  });

  it('stops working the moment the session is signed out', async () => {
    const client = server.client();
    const { data } = await client.signUp({ email: uniqueEmail(), password: PASSWORD });
    const token = data.session?.access_token ?? '';
    expect((await api('GET', '/profile', token)).status).toBe(200);
    await client.signOut();
    expect((await api('GET', '/profile', token)).status).toBe(401);
  });

  it("returns the caller's own profile, created at sign-up with the spec's defaults", async () => {
    const { token, id } = await signUp({ entry_method: 'refugee_asylee', current_status: 'green_card' });
    const response = await api('GET', '/profile', token);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      entry_method: 'refugee_asylee',
      current_status: 'green_card',
      has_access: false,
      is_eligible: true,
      payment_tier: 'individual',
      payment_amount: 10000,
      dependents_count: 0,
      legal_consent_accepted: false,
    });
  });

  it('writes only the editable fields and ignores has_access, payment_tier, payment_amount and is_eligible', async () => {
    const { token } = await signUp();
    const response = await api('PATCH', '/profile', token, {
      entry_method: 'visa_waiver',
      current_status: 'pending_adjustment',
      legal_consent_accepted: true,
      has_access: true,
      payment_tier: 'family',
      payment_amount: 0,
      is_eligible: false,
    });
    expect(response.status).toBe(200);
    const profile = (await response.json()) as Profile;
    expect(profile).toMatchObject({
      entry_method: 'visa_waiver',
      current_status: 'pending_adjustment',
      legal_consent_accepted: true,
      has_access: false,
      payment_tier: 'individual',
      payment_amount: 10000,
      is_eligible: true,
    });
    expect(profile.legal_consent_accepted_at).toEqual(expect.any(String));
    expect(await (await api('GET', '/profile', token)).json()).toEqual(profile);
  });

  it('derives eligibility from the entry method', async () => {
    const { token } = await signUp({ entry_method: 'visitor_visa' });
    const patch = async (entry_method: string) =>
      (await (await api('PATCH', '/profile', token, { entry_method })).json()) as Profile;
    const ineligible = await patch('entered_without_inspection');
    expect(ineligible.is_eligible).toBe(false);
    const eligible = await patch('family_petition');
    expect(eligible.is_eligible).toBe(true);
  });

  it('ignores dependents_count, which only the family changes, and refuses values no form offers', async () => {
    const { token } = await signUp();
    for (const dependents_count of [2, 9, -1, 'four']) {
      const ignored = await api('PATCH', '/profile', token, { dependents_count, current_status: 'other' });
      expect(ignored.status).toBe(200);
      expect(await ignored.json()).toMatchObject({ dependents_count: 0, coverage: 'none' });
    }
    expect((await api('PATCH', '/profile', token, { entry_method: 'tourist' })).status).toBe(400);
  });

  it('never lets one user read or change another user’s profile, by any id', async () => {
    const alice = await signUp({ entry_method: 'visitor_visa' });
    const bob = await signUp({ entry_method: 'family_petition' });

    const patched = await api('PATCH', '/profile', bob.token, { id: alice.id, entry_method: 'visa_waiver' });
    expect(((await patched.json()) as Profile).id).toBe(bob.id);
    const aliceProfile = await (await api('GET', '/profile', alice.token)).json();
    expect(aliceProfile).toMatchObject({ id: alice.id, entry_method: 'visitor_visa' });

    for (const path of [`/profile/${alice.id}`, `/profile?id=${alice.id}`, `/profiles/${alice.id}`]) {
      const response = await api('GET', path, bob.token);
      if (response.status === 200) expect(((await response.json()) as Profile).id).toBe(bob.id);
      else expect(response.status).toBe(404);
    }
    expect(
      (await api('PATCH', `/profile/${alice.id}`, bob.token, { entry_method: 'visa_waiver' })).status,
    ).toBe(404);
    expect(await (await api('GET', '/profile', alice.token)).json()).toMatchObject({
      entry_method: 'visitor_visa',
    });
  });

  describe('demo accounts', () => {
    it('exist, sign in with their documented passwords and get full access when their profile loads', async () => {
      for (const [email, password] of [
        ['demo@amparo.app', 'AmparoDemo-2026!'],
        ['demo2@amparo.app', 'AmparoFamily-2026!'],
      ] as const) {
        const { data, error } = await server.client().signInWithPassword({ email, password });
        expect(error).toBeNull();
        const profile = await (await api('GET', '/profile', data.session?.access_token)).json();
        expect(profile).toMatchObject({
          email,
          has_access: true,
          payment_tier: 'individual',
          payment_amount: 10000,
          legal_consent_accepted: true,
          entry_method: 'visitor_visa',
          current_status: 'green_card',
        });
      }
    });

    it('cannot give a demo account dependents through the profile either', async () => {
      const { data } = await server
        .client()
        .signInWithPassword({ email: 'demo@amparo.app', password: 'AmparoDemo-2026!' });
      const token = data.session?.access_token;
      await api('GET', '/profile', token);
      const patched = await api('PATCH', '/profile', token, { dependents_count: 4 });
      expect(patched.status).toBe(200);
      expect(await patched.json()).toMatchObject({ dependents_count: 0, coverage: 'own' });
    });
  });
});

describeEachDatabase('profile API without demo accounts', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb(), { demoAccounts: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has no demo accounts when DEMO_ACCOUNTS is off', async () => {
    const { error } = await server
      .client()
      .signInWithPassword({ email: 'demo@amparo.app', password: 'AmparoDemo-2026!' });
    expect(error).toMatchObject({ code: 'invalid_credentials' });
  });
});
