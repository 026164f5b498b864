import { isEligibleEntryMethod, type Profile } from '@amparo/contract/profile/profile';
import { ZUpdateProfileRequest } from '@amparo/contract/profile/update-profile';
import { vi } from 'vitest';
import { fakeSession } from './render-app.tsx';

/** A new account's profile as the server creates it (spec §4 defaults), for the fake session's user. */
export function newProfile(overrides: Partial<Profile> = {}): Profile {
  const now = new Date(0).toISOString();
  return {
    id: fakeSession().user.id,
    email: 'person@example.org',
    entry_method: null,
    current_status: null,
    has_access: false,
    is_eligible: true,
    payment_tier: 'individual',
    payment_amount: 10000,
    dependents_count: 0,
    legal_consent_accepted: false,
    legal_consent_accepted_at: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/**
 * Stands in for `/api/v1/profile` through the global fetch, with the server's rules: only the editable fields
 * are written, `is_eligible` follows `entry_method`, and the consent time is set once.
 */
export function stubProfileServer(initial: Profile) {
  const state = { profile: initial, patches: [] as unknown[] };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      (globalThis as unknown as { dbg: unknown[] }).dbg ??= [];
      (globalThis as unknown as { dbg: unknown[] }).dbg.push([init?.method, String(input)]);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.endsWith('/api/v1/profile')) return json({ code: 'not_found', message: url }, 404);
      if ((init?.method ?? 'GET') === 'GET') return json(state.profile);
      console.log("PATCH body", init?.body);
      const body: unknown = JSON.parse(String(init?.body));
      state.patches.push(body);
      const changes = ZUpdateProfileRequest.parse(body);
      const next = { ...state.profile, ...changes };
      if (changes.entry_method) next.is_eligible = isEligibleEntryMethod(changes.entry_method);
      if (changes.legal_consent_accepted && !state.profile.legal_consent_accepted) {
        next.legal_consent_accepted_at = new Date().toISOString();
      }
      state.profile = next;
      return json(next);
    }),
  );
  return state;
}
