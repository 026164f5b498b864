import type { Session } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/i18n.ts';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';

// For the family plan's component tests: real translations in the chosen language, a fixed session, a fresh
// query cache and a router, without the rest of the app.

export async function renderWithFamily(
  ui: ReactNode,
  options: { language?: string; session?: Session | null } = {},
) {
  window.localStorage.setItem('selectedLanguage', options.language ?? 'en');
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = options.session ?? null;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider
          value={session ? { status: 'signed-in', session } : { status: 'signed-out', session: null }}
        >
          <MemoryRouter initialEntries={['/family']}>{ui}</MemoryRouter>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, queryClient };
}

export function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export const MAYA = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Maya',
  relationship: 'Daughter',
  date_of_birth: '2016-04-09',
  school_or_care_place: 'Lincoln Elementary',
  pickup_people: 'Rosa Díaz',
  allergies: 'Penicillin',
  medicines: 'Inhaler',
  doctor: 'Dr. Okafor',
  languages_spoken: 'Spanish, English',
  caregivers: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Rosa Díaz',
      phone: '+1 617 555 0142',
      relationship: 'Aunt',
      has_agreed: true,
      authorization_signed: false,
    },
  ],
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
