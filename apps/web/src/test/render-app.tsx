import type { Session } from '@supabase/auth-js';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { routes } from '../app/routes.tsx';
import type { SessionSource } from '../app/session-provider.tsx';
import { createI18n } from '../i18n/i18n.ts';

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

/** Renders the whole app (real routes, providers and session gate) at `path`. */
export async function renderApp(path: string, session: Session | null = null) {
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <App
      i18n={i18n}
      queryClient={createQueryClient()}
      router={router}
      sessionSource={fixedSessionSource(session)}
    />,
  );
  return { ...view, router, i18n };
}
