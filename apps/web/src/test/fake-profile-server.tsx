import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import { isEligibleEntryMethod, type Profile } from '@amparo/contract/profile/profile';
import { ZUpdateProfileRequest } from '@amparo/contract/profile/update-profile';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';
import { createI18n, LANGUAGE_STORAGE_KEY } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query/create-query-client.ts';
import { createMemoryRouter } from '../lib/router/index.ts';
import { fakeSession, fixedSessionSource } from './render-app.tsx';

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
    // A test that gives the plan (has_access) gets it as the person's own, unless it says otherwise.
    coverage: overrides.has_access ? 'own' : 'none',
    legal_consent_accepted: false,
    legal_consent_accepted_at: null,
    account_type: 'person',
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export type ProfileServerOptions = {
  /** Answers GET /api/v1/emergency/contacts with these; without them that path answers 404. */
  emergencyContacts?: EmergencyContact[];
  /** Answers GET /api/v1/emergency/settings with this alert name; without it that path answers 404. */
  alertName?: string;
};

/** A saved emergency contact, as the emergency API lists it. */
export function savedContact(name = 'Ana'): EmergencyContact {
  const now = new Date(0).toISOString();
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    name,
    relationship: 'sister',
    phone: '+12025550123',
    email: null,
    language: 'es',
    alert_on_help: true,
    position: 0,
    created_at: now,
    updated_at: now,
  };
}

export type FakeProfileServer = {
  profile: Profile;
  /** Every PATCH body, as sent. */
  patches: unknown[];
};

/**
 * Stands in for `/api/v1/profile` through the global fetch, with the server's rules: only the editable fields
 * are written, `is_eligible` follows `entry_method`, and the consent time is set once. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function stubProfileServer(
  initial: Profile,
  { emergencyContacts, alertName }: ProfileServerOptions = {},
): FakeProfileServer {
  const state: FakeProfileServer = { profile: initial, patches: [] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/v1/emergency/contacts') && emergencyContacts) {
        return Response.json({ contacts: emergencyContacts, limit: 3 });
      }
      if (url.endsWith('/api/v1/emergency/settings') && alertName !== undefined) {
        return Response.json({ sender_name: alertName, custom_message: '', share_location: true });
      }
      if (!url.endsWith('/api/v1/profile')) {
        return Response.json({ code: 'not_found', message: url }, { status: 404 });
      }
      if ((init?.method ?? 'GET') === 'GET') return Response.json(state.profile);
      const body: unknown = JSON.parse(String(init?.body));
      state.patches.push(body);
      const changes = ZUpdateProfileRequest.parse(body);
      const next = { ...state.profile, ...changes };
      if (changes.entry_method) next.is_eligible = isEligibleEntryMethod(changes.entry_method);
      if (changes.legal_consent_accepted && !state.profile.legal_consent_accepted) {
        next.legal_consent_accepted_at = new Date().toISOString();
      }
      state.profile = next;
      return Response.json(next);
    }),
  );
  return state;
}

/**
 * The whole app (real routes, providers, guards) at `path`, signed in with the fake session, English stored,
 * and `/api/v1/profile` answered by a fake server that starts from `profile` (see `stubProfileServer`).
 */
export async function renderSignedIn(path: string, profile: Profile, options: ProfileServerOptions = {}) {
  const server = stubProfileServer(profile, options);
  if (window.localStorage.getItem(LANGUAGE_STORAGE_KEY) === null) {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  }
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <App
      i18n={i18n}
      queryClient={createQueryClient()}
      router={router}
      sessionSource={fixedSessionSource(fakeSession())}
    />,
  );
  return { ...view, router, i18n, server };
}
