import type { Profile } from '@amparo/contract/profile/profile';
import type { Session } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/i18n.ts';
import { StaticProfileProvider } from '../../../lib/account/profile-provider.tsx';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';

// For the emergency toolkit's component tests: real translations in the chosen language, a fixed session and
// profile, a fresh query cache and a router, without the rest of the app.

export function profileWith(changes: Partial<Profile>): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'person@example.org',
    entry_method: 'family_petition',
    current_status: 'green_card',
    has_access: false,
    is_eligible: true,
    payment_tier: 'individual',
    payment_amount: 10000,
    dependents_count: 0,
    coverage: changes.has_access ? 'own' : 'none',
    legal_consent_accepted: true,
    legal_consent_accepted_at: null,
    account_type: 'person',
    created_at: new Date(0).toISOString(),
    updated_at: new Date(0).toISOString(),
    ...changes,
  };
}

export async function renderWithToolkit(
  ui: ReactNode,
  options: { language?: string; profile?: Profile | null; session?: Session | null; path?: string } = {},
) {
  if (options.language) window.localStorage.setItem('selectedLanguage', options.language);
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const profile = options.profile === undefined ? profileWith({}) : options.profile;
  const session = options.session ?? null;
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
