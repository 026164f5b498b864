import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/i18n.ts';
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';
import { fakeSession } from '../../../test/render-app.tsx';
import { LegalGuidePage } from './guide-page.tsx';
import { GuidesSection } from './guides-section.tsx';

// For the guides' component tests: real translations and content in the chosen language, a fresh query cache, and
// the two addresses the guides live at, without the rest of the app (a fixed session: signed in unless told).

export async function renderGuides(path: string, language = 'en', options: { signedIn?: boolean } = {}) {
  window.localStorage.setItem('selectedLanguage', language);
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/legal-hub', element: <GuidesSection /> },
      { path: '/legal-hub/guides/:guideId', element: <LegalGuidePage /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <StaticSessionProvider
        value={
          options.signedIn === false
            ? { status: 'signed-out', session: null }
            : { status: 'signed-in', session: fakeSession() }
        }
      >
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StaticSessionProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
