import type { Profile } from '@amparo/contract/profile/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { addEnglishNamespaces, createI18n } from '../../../i18n/i18n.ts';
import { StaticProfileProvider } from '../../../lib/account/profile-provider.tsx';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';
import { fakeProfile, fakeSession } from '../../../test/render-app.tsx';
import { VAULT_ENGLISH } from '../vault-english.ts';

// The vault's component tests: real translations, a fixed session and profile (Full Protection unless told),
// a fresh query cache and a router, without the rest of the app.

export const TEST_USER_ID = fakeSession().user.id;

export async function renderVault(
  ui: ReactNode,
  options: { profile?: Partial<Profile>; path?: string } = {},
) {
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  addEnglishNamespaces(i18n, VAULT_ENGLISH);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const profile = fakeProfile({ has_access: true, ...options.profile });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
          <StaticProfileProvider value={{ status: 'ready', profile }}>
            <MemoryRouter initialEntries={[options.path ?? '/documents']}>{ui}</MemoryRouter>
          </StaticProfileProvider>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}

export type RecordedRequest = { method: string; path: string; body: unknown };

/** A fetch stand-in for /api/v1/vault/keyring: answers from `handle`, records every call. */
export function fakeVaultServer(handle: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = {
      method: init?.method ?? 'GET',
      path: url.replace(/^https?:\/\/[^/]+/, ''),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    return handle(request);
  };
  return { requests, fetch };
}
