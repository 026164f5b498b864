import type { Profile } from '@amparo/contract/profile/profile';
import type { Session } from '@supabase/auth-js';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { vi } from 'vitest';
import { App } from '../app/app.tsx';
import { routes } from '../app/routes.tsx';
import { createI18n, LANGUAGE_STORAGE_KEY } from '../i18n/i18n.ts';
import { AUTH_STORAGE_KEY } from '../lib/auth-client.ts';
import { createQueryClient } from '../lib/query/create-query-client.ts';
import { createMemoryRouter } from '../lib/router/index.ts';
import type { SessionSource } from '../lib/session-provider.tsx';

/** A session as auth-js stores it; enough for the guard, which only asks whether there is one. */
export function fakeSession(): Session {
  return {
    access_token: 'test-access-token',
    refresh_token: 'test-refresh-token',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    token_type: 'bearer',
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      aud: 'authenticated',
      app_metadata: {},
      user_metadata: {},
      created_at: new Date(0).toISOString(),
    },
  };
}

/** An auth client stand-in that answers getSession() with `session` and never emits events. */
export function fixedSessionSource(session: Session | null): SessionSource {
  return {
    getSession: (async () => ({ data: { session }, error: null })) as SessionSource['getSession'],
    onAuthStateChange: (() => ({
      data: { subscription: { id: 'test', callback: () => undefined, unsubscribe: () => undefined } },
    })) as unknown as SessionSource['onAuthStateChange'],
  };
}

// Taken before any test spies on it: a second spy would otherwise call itself.
const realFetch = globalThis.fetch;

/** The fake session's profile row, as GET /api/v1/profile returns it. */
export function fakeProfile(changes: Partial<Profile> = {}): Profile {
  return {
    id: fakeSession().user.id,
    email: null,
    entry_method: null,
    current_status: null,
    has_access: false,
    is_eligible: true,
    payment_tier: 'individual',
    payment_amount: 10000,
    dependents_count: 0,
    // A test that gives the plan (has_access) gets it as the person's own, unless it says otherwise.
    coverage: changes.has_access ? 'own' : 'none',
    legal_consent_accepted: true,
    legal_consent_accepted_at: null,
    account_type: 'person',
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    ...changes,
  };
}

/** Answers GET /api/v1/profile (the profile provider loads it for every session); other requests pass. */
export function answerProfileRequests(profile: Profile | null) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith('/api/v1/profile')) return realFetch(input, init);
    return profile
      ? Response.json(profile)
      : Response.json({ code: 'not_found', message: 'No profile' }, { status: 404 });
  });
}

/**
 * Renders the whole app (real routes, providers and session gate) at `path`, as a returning visitor: English
 * is stored as the language unless the test stored one, or asks for the first visit (`firstVisit: true`).
 */
export async function renderApp(
  path: string,
  session: Session | null = null,
  { firstVisit = false, profile = fakeProfile() }: { firstVisit?: boolean; profile?: Profile | null } = {},
) {
  if (session) {
    answerProfileRequests(profile);
    // Where auth-js keeps it: the app reads "probably signed in" from here before the auth client answers.
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  }
  if (!firstVisit && window.localStorage.getItem(LANGUAGE_STORAGE_KEY) === null) {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
  }
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  return { ...renderRoutes(path, i18n, fixedSessionSource(session)), i18n };
}

/**
 * Renders the app's real routes and providers at `path` with the given language and auth client stand-in.
 * Feature tests that need the whole app come through here, since features may not import app/.
 */
export function renderRoutes(path: string, i18n: I18n, sessionSource: SessionSource) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <App i18n={i18n} queryClient={createQueryClient()} router={router} sessionSource={sessionSource} />,
  );
  return { ...view, router };
}
