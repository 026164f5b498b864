import type { Profile } from '@amparo/contract/profile/profile';
import type { Session } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { StaticProfileProvider } from '../lib/account/profile-provider.tsx';
import { MemoryRouter } from '../lib/router/index.ts';
import { StaticSessionProvider } from '../lib/session-provider.tsx';
import { fakeProfile, fakeSession } from './render-app.tsx';

// For feature tests: `fetch` answered by a small fake of /api/v1 that records every request, and a screen rendered
// with real translations, a fixed session and profile, a fresh query cache and a memory router.

export type RecordedRequest = { method: string; path: string; body: unknown };
type Answer = Response | (() => Response | Promise<Response>);
export type FakeApi = {
  requests: RecordedRequest[];
  /** Sets the answer to `METHOD /path` (below /api/v1, no query), used for every later call until set again. */
  answer(method: string, path: string, response: Answer): void;
};

export function apiError(status: number, code: string): Response {
  return Response.json({ code, message: code }, { status });
}

/** Stands in for the API through the global fetch; unknown requests answer 404. Undo with vi.unstubAllGlobals(). */
export function stubApi(): FakeApi {
  const answers = new Map<string, Answer>();
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const path = url.pathname.replace(/^\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, path, body });
      const answer = answers.get(`${method} ${path}`);
      if (!answer) return apiError(404, 'not_found');
      return typeof answer === 'function' ? await answer() : answer.clone();
    }),
  );
  return {
    requests,
    answer(method, path, response) {
      answers.set(`${method} ${path}`, response);
    },
  };
}

export async function renderWithProviders(
  ui: ReactNode,
  options: { language?: string; profile?: Profile | null; session?: Session | null; path?: string } = {},
) {
  window.localStorage.setItem('selectedLanguage', options.language ?? 'en');
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = options.session === undefined ? fakeSession() : options.session;
  const profile = options.profile === undefined ? fakeProfile({ has_access: true }) : options.profile;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider
          value={session ? { status: 'signed-in', session } : { status: 'signed-out', session: null }}
        >
          <StaticProfileProvider
            value={profile ? { status: 'ready', profile } : { status: 'signed-out', profile: null }}
          >
            <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
          </StaticProfileProvider>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, queryClient };
}
