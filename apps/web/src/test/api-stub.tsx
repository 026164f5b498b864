import type { Profile } from '@amparo/contract/profile/profile';
import type { Session } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { StaticProfileProvider } from '../lib/account/profile-provider.tsx';
import { AUTH_STORAGE_KEY } from '../lib/auth-client.ts';
import { MemoryRouter } from '../lib/router/index.ts';
import { StaticSessionProvider } from '../lib/session-provider.tsx';
import { fakeProfile, fakeSession, fixedSessionSource, renderRoutes } from './render-app.tsx';

// For feature tests that talk to /api/v1: `fetch` answered by a small fake that records every request (its path,
// query, body and whether it carried a token), and two ways to render — one component with fixed providers, or the
// whole app at a path.

export type RecordedRequest = {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
  authorized: boolean;
};
/** A response, a JSON body (answered with 200), or a function of the request. */
type Answer = Response | ((request: RecordedRequest) => Response | Promise<Response>) | object;
export type FakeApi = {
  requests: RecordedRequest[];
  /** Sets the answer to `METHOD /path` (below /api/v1, without the query string) until set again. */
  answer(method: string, path: string, response: Answer): void;
};

export function apiError(status: number, code: string): Response {
  return Response.json({ code, message: code }, { status });
}

/** Unknown requests answer 404. Undo with vi.unstubAllGlobals(). */
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
      const headers = new Headers(init?.headers);
      const request: RecordedRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        search: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        authorized: headers.has('authorization'),
      };
      requests.push(request);
      const answer = answers.get(`${request.method} ${request.path}`);
      if (!answer) return apiError(404, 'not_found');
      if (typeof answer === 'function') return answer(request);
      return answer instanceof Response ? answer.clone() : Response.json(answer);
    }),
  );
  return {
    requests,
    answer(method, path, response) {
      answers.set(`${method} ${path}`, response);
    },
  };
}

type RenderOptions = { language?: string; profile?: Profile | null; session?: Session | null; path?: string };

/** One component with real translations, a fresh query cache, a fixed session and profile, and a memory router. */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
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

/** The whole app at `path`, signed in with `session` (whose profile the fake API must answer) or signed out. */
export async function renderAppAt(
  path: string,
  options: { session?: Session | null; language?: string } = {},
) {
  const session = options.session ?? null;
  if (session) window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
  window.localStorage.setItem('selectedLanguage', options.language ?? 'en');
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  return { ...renderRoutes(path, i18n, fixedSessionSource(session)), i18n };
}
