import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { ActivitySection } from './activity-section.tsx';

function event(index: number, kind: string, changes: Record<string, unknown> = {}) {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    kind,
    created_at: new Date(Date.UTC(2026, 10, 28, 12, 0, 0) - index * 60_000).toISOString(),
    device: 'Chrome on Android',
    network: null,
    detail: {},
    ...changes,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ActivitySection', () => {
  it('says what each event means, newest first, and loads older ones on request', async () => {
    const api = stubApi();
    api.answer('GET', '/security/events', (request) =>
      request.search.get('before') === 'next-page'
        ? Response.json({ events: [event(3, 'password_changed')], next_cursor: null })
        : Response.json({
            events: [event(1, 'new_device', { network: '203.0.113.0/24' }), event(2, 'sign_in')],
            next_cursor: 'next-page',
          }),
    );
    await renderWithProviders(<ActivitySection />);
    const items = await screen.findAllByTestId('security-event');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('heading', { name: 'Sign-in from a new device' }),
    ).toBeTruthy();
    expect(
      within(items[0] as HTMLElement).getByText(/not used on your account in the last 90 days/),
    ).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('203.0.113.0/24')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/Not you\?/)).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText(/Not you\?/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show older activity' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeTruthy();
    expect(screen.getAllByTestId('security-event')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older activity' })).toBeNull();
    expect(api.requests.filter((request) => request.path === '/security/events')).toHaveLength(2);
  });

  it('explains plainly what we detect and what we cannot', async () => {
    const api = stubApi();
    api.answer('GET', '/security/events', { events: [], next_cursor: null });
    await renderWithProviders(<ActivitySection />);
    expect(await screen.findByText(/Sign-ins and changes to your account will appear here/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: "What we detect and what we don't" })).toBeTruthy();
    expect(screen.getByText(/Repeated wrong passwords/)).toBeTruthy();
    expect(screen.getByText(/Harmful software \(malware\)/)).toBeTruthy();
    expect(screen.getByText(/over your shoulder/)).toBeTruthy();
  });

  it('offers to try again when the log cannot be loaded', async () => {
    const api = stubApi();
    api.answer('GET', '/security/events', apiError(500, 'internal'));
    await renderWithProviders(<ActivitySection />);
    expect(await screen.findByText(/We could not load your security activity/)).toBeTruthy();
    api.answer('GET', '/security/events', { events: [event(1, 'sign_in_locked')], next_cursor: null });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in paused' })).toBeTruthy();
  });

  it('reads in Urdu', { timeout: 20_000 }, async () => {
    const api = stubApi();
    api.answer('GET', '/security/events', { events: [event(1, 'refresh_token_reused')], next_cursor: null });
    await renderWithProviders(<ActivitySection />, { language: 'ur' });
    expect(await screen.findByRole('heading', { name: 'آپ کی حفاظت کے لیے سیشن ختم کیا گیا' })).toBeTruthy();
  });
});
