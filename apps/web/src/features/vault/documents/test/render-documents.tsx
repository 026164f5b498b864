import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { addEnglishNamespaces, createI18n } from '../../../../i18n/i18n.ts';
import { MemoryRouter } from '../../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../../lib/session-provider.tsx';
import { fakeSession } from '../../../../test/render-app.tsx';
import { VAULT_ENGLISH } from '../../vault-english.ts';

/** The documents section's surroundings: real translations, the fake session, a fresh query cache, a router. */
export async function renderSignedIn(ui: ReactNode, { path = '/documents', language = 'en' } = {}) {
  window.localStorage.setItem('selectedLanguage', language);
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  addEnglishNamespaces(i18n, VAULT_ENGLISH);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = fakeSession();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider value={{ status: 'signed-in', session }}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, queryClient };
}
