import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { SessionsSection } from './sessions-section.tsx';

const PHONE = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Android',
  current: true,
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-28T09:00:00.000Z',
  network: null,
};
const LAPTOP = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Firefox on Windows',
  current: false,
  created_at: '2026-11-21T10:00:00.000Z',
  last_seen_at: '2026-11-27T09:00:00.000Z',
  network: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('SessionsSection', () => {
  it('lists each session, marks this device, and shows no place while the choice is off', async () => {
    const api = stubApi();
    // The server's order is by last activity; this device comes first whatever it says.
    api.answer('GET', '/security/sessions', { sessions: [LAPTOP, PHONE], show_sign_in_place: false });
    await renderWithProviders(<SessionsSection />);
    const items = await screen.findAllByTestId('security-session');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Active now')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText(/Last active/)).toBeNull();
    expect(within(items[1] as HTMLElement).getByText(/^Last active: /)).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('This device')).toBeNull();
    expect(screen.queryByText(/Network:/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Show the approximate place of sign-ins' })).toHaveProperty(
      'checked',
      false,
    );
    // This device is signed out from Settings, not from here.
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('signs out another session after asking, and says so', async () => {
    const api = stubApi();
    api.answer('GET', '/security/sessions', { sessions: [PHONE, LAPTOP], show_sign_in_place: false });
    api.answer('DELETE', `/security/sessions/${LAPTOP.id}`, new Response(null, { status: 204 }));
    await renderWithProviders(<SessionsSection />);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Sign out Firefox on Windows, last active / }),
    );
    expect(screen.getByText('Sign out Firefox on Windows?')).toBeTruthy();
    api.answer('GET', '/security/sessions', { sessions: [PHONE], show_sign_in_place: false });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    // Focus does not fall to the page: it goes to the message saying what happened.
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('That session was signed out.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(api.requests.some((request) => request.method === 'DELETE' && request.authorized)).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('security-session')).toHaveLength(1));
    expect(screen.getByText('You are signed in on this device only.')).toBeTruthy();
  });

  it('gives each sign-out button a name of its own when devices look the same', async () => {
    const api = stubApi();
    const linux = (id: string, lastSeen: string) => ({
      ...LAPTOP,
      id,
      device: 'Linux',
      last_seen_at: lastSeen,
    });
    api.answer('GET', '/security/sessions', {
      sessions: [
        PHONE,
        linux('33333333-3333-4333-8333-333333333333', '2026-11-27T09:00:00.000Z'),
        linux('44444444-4444-4444-8444-444444444444', '2026-11-26T15:30:00.000Z'),
      ],
      show_sign_in_place: false,
    });
    await renderWithProviders(<SessionsSection />);
    const buttons = await screen.findAllByRole('button', { name: /^Sign out Linux, last active / });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]?.getAttribute('aria-label')).not.toBe(buttons[1]?.getAttribute('aria-label'));
  });

  it('treats a session that already ended as done, and a failure as something to try again', async () => {
    const api = stubApi();
    api.answer('GET', '/security/sessions', { sessions: [PHONE, LAPTOP], show_sign_in_place: false });
    api.answer('DELETE', `/security/sessions/${LAPTOP.id}`, apiError(404, 'not_found'));
    await renderWithProviders(<SessionsSection />);
    fireEvent.click(
      await screen.findByRole('button', { name: /^Sign out Firefox on Windows, last active / }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    expect(await screen.findByText('That session had already ended.')).toBeTruthy();

    api.answer('DELETE', `/security/sessions/${LAPTOP.id}`, apiError(500, 'internal'));
    fireEvent.click(
      await screen.findByRole('button', { name: /^Sign out Firefox on Windows, last active / }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'We could not sign that session out. Check your connection and try again.',
    );
  });

  it('signs out all other sessions through the auth protocol', async () => {
    const api = stubApi();
    api.answer('GET', '/security/sessions', { sessions: [PHONE, LAPTOP], show_sign_in_place: false });
    api.answer('POST', '/auth/v1/logout', new Response(null, { status: 204 }));
    await renderWithProviders(<SessionsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign them all out' }));
    expect(await screen.findByText('All your other sessions were signed out.')).toBeTruthy();
    const logout = api.requests.find((request) => request.path === '/auth/v1/logout');
    expect(logout?.search.get('scope')).toBe('others');
    expect(logout?.authorized).toBe(true);
  });

  it('turns on the approximate place and then shows each network', async () => {
    const api = stubApi();
    api.answer('GET', '/security/sessions', { sessions: [PHONE, LAPTOP], show_sign_in_place: false });
    api.answer('PUT', '/security/preferences', (request) => {
      api.answer('GET', '/security/sessions', {
        sessions: [PHONE, { ...LAPTOP, network: '203.0.113.0/24' }],
        show_sign_in_place: true,
      });
      return Response.json(request.body);
    });
    await renderWithProviders(<SessionsSection />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Show the approximate place of sign-ins' }));
    expect(await screen.findByText('203.0.113.0/24')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      show_sign_in_place: true,
    });
  });

  it('shows the sessions in Arabic', { timeout: 20_000 }, async () => {
    const api = stubApi();
    api.answer('GET', '/security/sessions', { sessions: [PHONE, LAPTOP], show_sign_in_place: false });
    await renderWithProviders(<SessionsSection />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'أين سجّلت الدخول' })).toBeTruthy();
    // The heading shows before the list has loaded: wait for the list itself.
    expect(await screen.findByText('هذا الجهاز', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('says when the list cannot be loaded and offers to try again', async () => {
    const api = stubApi();
    api.answer('GET', '/security/sessions', apiError(500, 'internal'));
    await renderWithProviders(<SessionsSection />);
    expect(await screen.findByText(/We could not load your sessions/)).toBeTruthy();
    api.answer('GET', '/security/sessions', { sessions: [PHONE], show_sign_in_place: false });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This device')).toBeTruthy();
  });
});
