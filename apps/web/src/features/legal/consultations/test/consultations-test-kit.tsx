import type { Consultation, ConsultationSummary } from '@amparo/contract/legal/consultation-models';
import type { PublicProfessional } from '@amparo/contract/legal/professional-models';
import type { Profile } from '@amparo/contract/profile/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../../../../i18n/i18n.ts';
import { StaticProfileProvider } from '../../../../lib/account/profile-provider.tsx';
import { createMemoryRouter, RouterProvider } from '../../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../../lib/session-provider.tsx';
import { fakeProfile, fakeSession } from '../../../../test/render-app.tsx';
import { ConsultationPage } from '../../pages/consultation-page.tsx';
import { RequestConsultationPage } from '../../pages/request-consultation-page.tsx';

// For the consultation screens' tests: real translations, a fixed session and profile, the two pages at their real
// paths, and `fetch` answered by a small fake of /api/v1 that records every request.

export const ME = fakeSession().user.id;
export const LAWYER_ID = '00000000-0000-4000-8000-0000000000c1';
export const CONSULTATION_ID = '00000000-0000-4000-8000-0000000000d1';

/** A time `days` ahead at 15:30 in this test's time zone, as the browser would send it. */
export function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setHours(15, 30, 0, 0);
  return date.toISOString();
}

export function professional(changes: Partial<PublicProfessional> = {}): PublicProfessional {
  return {
    id: LAWYER_ID,
    kind: 'attorney',
    full_name: 'Lucía Fernández',
    recognized_organization: null,
    languages: ['es', 'en'],
    practice_areas: ['naturalization', 'family_petitions'],
    city: 'Houston',
    state: 'TX',
    offers_remote: true,
    fee_model: 'sliding_scale',
    fee_min_cents: null,
    fee_max_cents: null,
    first_consultation_cents: 0,
    bar_admissions: [{ state: 'TX', bar_number: '24012345' }],
    verification: {
      verified_at: '2026-11-01T12:00:00.000Z',
      expires_at: '2027-11-01T12:00:00.000Z',
      source: 'State Bar of Texas attorney search',
    },
    rating: { average: null, count: 0 },
    bio: '',
    website: null,
    public_key: null,
    reviews: [],
    ...changes,
  };
}

export function consultation(changes: Partial<Consultation> = {}): Consultation {
  return {
    id: CONSULTATION_ID,
    status: 'requested',
    topic: 'naturalization',
    professional: { id: LAWYER_ID, full_name: 'Lucía Fernández', kind: 'attorney' },
    proposed_time: null,
    scheduled_time: null,
    document_count: 0,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    viewer_role: 'client',
    preferred_times: [daysAhead(3), daysAhead(4)],
    message: 'I need help with my naturalization interview.',
    client_contact: null,
    events: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        status: 'requested',
        by: 'client',
        note: '',
        time: null,
        created_at: '2026-11-20T12:00:00.000Z',
      },
    ],
    documents: [],
    review: null,
    ...changes,
  };
}

export function summary(changes: Partial<ConsultationSummary> = {}): ConsultationSummary {
  const { viewer_role, preferred_times, message, client_contact, events, documents, review, ...rest } =
    consultation();
  return { ...rest, ...changes };
}

export type RecordedRequest = { method: string; path: string; body: unknown };
type Answer = Response | ((body: unknown) => Response | Promise<Response>);

export function apiError(status: number, code: string): Response {
  return Response.json({ code, message: code }, { status });
}

/** Stands in for /api/v1 through the global fetch; unknown requests answer 404. Undo with vi.unstubAllGlobals(). */
export function stubApi() {
  const answers = new Map<string, Answer>();
  const requests: RecordedRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const parsed = new URL(url, 'http://localhost');
      const path = parsed.pathname.replace(/^\/api\/v1/, '') + parsed.search;
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, path, body });
      const answer = answers.get(`${method} ${path}`);
      if (!answer) return apiError(404, 'not_found');
      return typeof answer === 'function' ? answer(body) : answer.clone();
    }),
  );
  return {
    requests,
    answer(method: string, path: string, response: Answer) {
      answers.set(`${method} ${path}`, response);
    },
  };
}

type RenderOptions = {
  language?: string;
  profile?: Profile;
  path: string;
  extraRoutes?: { path: string; element: ReactNode }[];
};

/** Renders the consultation pages (and `ui` at `/probe`) at `path`, with the session and profile given. */
export async function renderConsultations(options: RenderOptions) {
  window.localStorage.setItem('selectedLanguage', options.language ?? 'en');
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/legal-hub/consult/:professionalId', element: <RequestConsultationPage /> },
      { path: '/legal-hub/consultations/:consultationId', element: <ConsultationPage /> },
      ...(options.extraRoutes ?? []),
    ],
    { initialEntries: [options.path] },
  );
  const profile = options.profile ?? fakeProfile({ has_access: true });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
          <StaticProfileProvider value={{ status: 'ready', profile }}>
            <RouterProvider router={router} />
          </StaticProfileProvider>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
