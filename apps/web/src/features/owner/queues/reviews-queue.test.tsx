import type { OwnerReview } from '@amparo/contract/legal/moderate-review';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';
import { fakeSession } from '../../../test/render-app.tsx';
import { ReviewsQueue } from './reviews-queue.tsx';

afterEach(() => vi.unstubAllGlobals());

const REVIEW: OwnerReview = {
  id: '00000000-0000-4000-8000-0000000000f1',
  rating: 4,
  text: 'Clear and kind; explained every form.',
  language: 'es',
  status: 'pending',
  professional: { id: '00000000-0000-4000-8000-0000000000c1', full_name: 'Lucía Fernández' },
  moderation_note: null,
  moderated_at: null,
  created_at: '2026-11-25T12:00:00.000Z',
};

async function renderQueue() {
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  await i18n.changeLanguage('en');
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
          <MemoryRouter initialEntries={['/owner/dashboard?tab=reviews']}>
            <ReviewsQueue />
          </MemoryRouter>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('ReviewsQueue', () => {
  it('lists waiting reviews and publishes or rejects with a note', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (method === 'POST') return Response.json({ ...REVIEW, status: 'rejected' });
        return Response.json({ reviews: url.includes('status=pending') ? [REVIEW] : [] });
      }),
    );
    await renderQueue();
    expect(await screen.findByText('Clear and kind; explained every form.')).toBeTruthy();
    expect(screen.getByText('About Lucía Fernández')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Note for the writer/), {
      target: { value: 'No names, please.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Do not publish' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: `/api/v1/owner/legal/reviews/${REVIEW.id}/moderation`,
        method: 'POST',
        body: { decision: 'reject', note: 'No names, please.' },
      }),
    );
    fireEvent.click(screen.getByLabelText('Published'));
    expect(await screen.findByText('No published reviews yet.')).toBeTruthy();
  });
});
