import type { FamilyIncidentSummary } from '@amparo/contract/family/list-family-incidents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';
import { fakeSession } from '../../../test/render-app.tsx';
import { FAMILY_INCIDENTS_POLL_MS } from '../api/family-incidents.ts';
import { FamilyIncidentCard } from './family-incident-card.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.removeItem('selectedLanguage');
});

const NOW = new Date(2026, 10, 24, 14, 30);
const ANA = '00000000-0000-4000-8000-00000000000a';

function incident(changes: Partial<FamilyIncidentSummary> = {}): FamilyIncidentSummary {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    status: 'active',
    person: { user_id: ANA, display_name: 'Ana' },
    started_at: new Date(2026, 10, 24, 14, 2).toISOString(),
    received_at: new Date(2026, 10, 24, 14, 2).toISOString(),
    ended_at: null,
    location: null,
    map_url: null,
    ...changes,
  };
}

/** Answers GET /api/v1/family/incidents with each list in turn (the last one from then on). */
function familyIncidentsAnswer(...lists: FamilyIncidentSummary[][]) {
  let call = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    if (!String(input).endsWith('/api/v1/family/incidents')) {
      return Response.json({ code: 'not_found', message: String(input) }, { status: 404 });
    }
    const incidents = lists[Math.min(call, lists.length - 1)] ?? [];
    call += 1;
    return Response.json({ incidents });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderCard(language = 'en') {
  window.localStorage.setItem('selectedLanguage', language);
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
          <MemoryRouter>
            <FamilyIncidentCard now={NOW} />
          </MemoryRouter>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the dashboard card of a family member’s Help Me Now', () => {
  it('says who pressed Help Me Now and when, and opens their alert', async () => {
    familyIncidentsAnswer([incident()]);
    await renderCard();
    const card = await screen.findByRole('region', { name: 'Someone in your family pressed Help Me Now' });
    expect(card.textContent).toContain('Ana pressed Help Me Now at 2:02');
    const open = within(card).getByRole('link', { name: "Open Ana's alert" });
    expect(open.textContent).toBe('Open');
    expect(open.getAttribute('href')).toBe(`/emergency-response?family_incident=${incident().id}`);
  });

  it('shows nothing while nobody in the family pressed it (or outside a family)', async () => {
    const fetch = familyIncidentsAnswer([]);
    const view = await renderCard();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => {});
    expect(view.container.innerHTML).toBe('');
  });

  it('asks again every 15 seconds, and says the person is safe once they end it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const ended = incident({ status: 'ended', ended_at: new Date(2026, 10, 24, 14, 20).toISOString() });
    const fetch = familyIncidentsAnswer([incident()], [ended]);
    await renderCard();
    await screen.findByText(/Ana pressed Help Me Now at 2:02/);
    await act(() => vi.advanceTimersByTimeAsync(FAMILY_INCIDENTS_POLL_MS));
    const card = await screen.findByRole('region', { name: 'Recent alerts in your family' });
    expect(card.textContent).toContain('Ana is safe. The alert ended at 2:20');
    expect(within(card).getByRole('link', { name: "See what happened in Ana's alert" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('speaks Arabic, right to left, with the date when it was not today', async () => {
    familyIncidentsAnswer([incident({ started_at: new Date(2026, 10, 23, 22, 15).toISOString() })]);
    await renderCard('ar');
    const card = await screen.findByRole('region', { name: 'ضغط أحد أفراد عائلتك على «ساعدني الآن»' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(card.textContent).toMatch(/^.*تنبيه «ساعدني الآن» من Ana في .+/);
    expect(card.textContent).not.toContain('في الساعة');
    expect(within(card).getByRole('link', { name: 'فتح تنبيه Ana' }).textContent).toBe('فتح');
  });
});
