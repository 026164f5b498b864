import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import { MemoryRouter } from '../../../lib/router/index.ts';
import { StaticSessionProvider } from '../../../lib/session-provider.tsx';
import { clearDocumentReminders, publishDocumentReminders } from '../../../lib/vault/document-reminders.ts';
import { fakeSession } from '../../../test/render-app.tsx';
import { DocumentRemindersCard } from './document-reminders-card.tsx';

afterEach(() => {
  clearDocumentReminders();
  vi.unstubAllGlobals();
});

/** Answers GET /api/v1/vault/keyring: 200 when the person has a vault, 204 (no body) otherwise. */
function keyringAnswers(hasVault: boolean) {
  const fetch = vi.fn(async () => (hasVault ? Response.json({}) : new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function renderCard(hasFullPlan: boolean) {
  const i18n = await createI18n({ storage: window.localStorage });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StaticSessionProvider value={{ status: 'signed-in', session: fakeSession() }}>
          <MemoryRouter>
            <DocumentRemindersCard hasFullPlan={hasFullPlan} />
          </MemoryRouter>
        </StaticSessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the dashboard card of expiring documents', () => {
  it('asks to unlock the vault while it is locked, linking to it', async () => {
    keyringAnswers(true);
    await renderCard(true);
    const link = await screen.findByRole('link', {
      name: 'Unlock your vault to see which documents expire soon',
    });
    expect(link.getAttribute('href')).toBe('/documents');
  });

  it('lists the expiring documents with the days left and their band once the vault is unlocked', async () => {
    keyringAnswers(true);
    await renderCard(true);
    act(() =>
      publishDocumentReminders([
        {
          documentId: 'a',
          title: 'Visa',
          type: 'visa',
          expiresOn: '2026-01-01',
          daysLeft: -3,
          band: 'expired',
        },
        {
          documentId: 'b',
          title: 'Green card',
          type: 'green_card',
          expiresOn: '2026-02-01',
          daysLeft: 22,
          band: 30,
        },
        {
          documentId: 'c',
          title: 'Passport',
          type: 'passport',
          expiresOn: '2026-06-01',
          daysLeft: 142,
          band: 180,
        },
      ]),
    );
    const card = screen.getByRole('region', { name: 'Documents to renew soon' });
    const lines = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      'VisaExpired',
      'Green card22 days leftwithin 1 month',
      'Passport142 days leftwithin 6 months',
    ]);
    act(() => clearDocumentReminders());
    expect(await screen.findByRole('link', { name: /Unlock your vault/ })).toBeTruthy();
  });

  it('says calmly when nothing expires soon', async () => {
    keyringAnswers(true);
    await renderCard(true);
    act(() => publishDocumentReminders([]));
    expect(screen.getByText('None of your documents expire in the next 6 months.')).toBeTruthy();
  });

  it('stays quiet for someone without a vault, and for the Basic plan without asking the server', async () => {
    keyringAnswers(false);
    const view = await renderCard(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Documents to renew soon' })).toBeNull();
    view.unmount();

    const fetch = keyringAnswers(true);
    await renderCard(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Documents to renew soon' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
