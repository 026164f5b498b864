import type { Profile } from '@amparo/contract/profile/profile';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AuthTestServer, startAuthTestServer, uniqueEmail } from '../../auth/auth-test-server.ts';
import { describeEachDatabase } from '../../test/test-database.ts';

// The server's side of spec §1: a profile marked ineligible is refused the protected features with 403
// `not_eligible`, through the whole app and the real sign-in, while the profile stays open so the person can
// correct a wrong answer.

const PASSWORD = 'quiet meadow lantern';
const PROTECTED_PATHS = [
  '/emergency/contacts',
  '/emergency/preparedness-plan',
  '/community/me',
  '/community/posts',
  '/community/notifications',
];

describeEachDatabase('eligibility enforcement', (getDb) => {
  let server: AuthTestServer;
  beforeAll(async () => {
    server = await startAuthTestServer(getDb());
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUp(data: Record<string, unknown>) {
    const { data: result, error } = await server
      .client()
      .signUp({ email: uniqueEmail(), password: PASSWORD, options: { data } });
    if (error || !result.session) throw error ?? new Error('No session');
    return result.session.access_token;
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

  it('refuses the protected features to a profile that entered without inspection', async () => {
    const token = await signUp({ entry_method: 'entered_without_inspection' });
    for (const path of PROTECTED_PATHS) {
      const response = await api('GET', path, token);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'not_eligible', message: expect.any(String) });
    }
  });

  it('refuses writes before reading the body, so nothing is stored', async () => {
    const token = await signUp({ entry_method: 'entered_without_inspection' });
    const created = await api('POST', '/emergency/contacts', token, {
      name: 'Rosa Díaz',
      phone: '+16175550142',
    });
    expect(created.status).toBe(403);
    expect(await created.json()).toMatchObject({ code: 'not_eligible' });
    // The same request with a body the route would reject still gets the eligibility answer, not a 400.
    const invalid = await api('PUT', '/emergency/preparedness-plan', token, { a_number: 'nonsense' });
    expect(invalid.status).toBe(403);

    await api('PATCH', '/profile', token, { entry_method: 'visitor_visa', current_status: 'active_visa' });
    const contacts = (await (await api('GET', '/emergency/contacts', token)).json()) as {
      contacts: unknown[];
    };
    expect(contacts.contacts).toEqual([]);
  });

  it('lets the Basic plan into the community (spec §6) and keeps an ineligible profile from posting', async () => {
    const basic = await signUp({ entry_method: 'refugee_asylee', current_status: 'green_card' });
    expect((await api('PUT', '/community/me', basic, { display_name: 'Basic Reader' })).status).toBe(200);
    const post = { kind: 'post', topic: 'general', language: 'en', body: 'Hello from the Basic plan' };
    expect((await api('POST', '/community/posts', basic, post)).status).toBe(201);

    const ineligible = await signUp({ entry_method: 'entered_without_inspection' });
    const refused = await api('POST', '/community/posts', ineligible, { ...post, body: 'Should not exist' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'not_eligible' });
    const feed = (await (await api('GET', '/community/posts', basic)).json()) as {
      posts: { body: string }[];
    };
    expect(feed.posts.map((entry) => entry.body)).toEqual(['Hello from the Basic plan']);
  });

  it('lets an eligible profile through', async () => {
    const token = await signUp({ entry_method: 'refugee_asylee', current_status: 'green_card' });
    for (const path of PROTECTED_PATHS) {
      expect((await api('GET', path, token)).status, path).toBe(200);
    }
  });

  it('still answers 401 to a request without a valid token', async () => {
    for (const path of PROTECTED_PATHS) {
      for (const token of [undefined, 'not-a-token']) {
        const response = await api('GET', path, token);
        expect(response.status, path).toBe(401);
        expect(await response.json()).toMatchObject({ code: 'unauthorized' });
      }
    }
  });

  it('keeps the profile and billing status open, and gives access back once the answers are corrected', async () => {
    const token = await signUp({ entry_method: 'entered_without_inspection' });
    const profile = await api('GET', '/profile', token);
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as Profile).is_eligible).toBe(false);
    expect((await api('GET', '/billing/status', token)).status).toBe(200);

    const corrected = await api('PATCH', '/profile', token, {
      entry_method: 'family_petition',
      current_status: 'pending_adjustment',
    });
    expect(corrected.status).toBe(200);
    expect(((await corrected.json()) as Profile).is_eligible).toBe(true);
    for (const path of PROTECTED_PATHS) {
      expect((await api('GET', path, token)).status, path).toBe(200);
    }

    await api('PATCH', '/profile', token, { entry_method: 'entered_without_inspection' });
    expect((await api('GET', '/emergency/contacts', token)).status).toBe(403);
  });

  it('refuses the family to an ineligible profile, and never takes dependents_count from a request', async () => {
    const token = await signUp({ entry_method: 'entered_without_inspection' });
    const ignored = await api('PATCH', '/profile', token, { dependents_count: 1 });
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toMatchObject({ dependents_count: 0 });
    const family = await api('GET', '/family', token);
    expect(family.status).toBe(403);
    expect(await family.json()).toMatchObject({ code: 'not_eligible' });

    const eligible = await signUp({ entry_method: 'visa_waiver', current_status: 'other' });
    const becomingIneligible = await api('PATCH', '/profile', eligible, {
      entry_method: 'entered_without_inspection',
      dependents_count: 2,
    });
    expect(becomingIneligible.status).toBe(200);
    expect(await becomingIneligible.json()).toMatchObject({ is_eligible: false, dependents_count: 0 });
  });

  it('lists the refusal in the API document of every protected route', async () => {
    const document = (await (await fetch(`${server.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.paths['/api/v1/emergency/contacts']?.get?.responses['403']).toBeDefined();
    expect(document.paths['/api/v1/emergency/preparedness-plan']?.put?.responses['403']).toBeDefined();
    expect(document.paths['/api/v1/profile']?.get?.responses['403']).toBeUndefined();
  });
});
