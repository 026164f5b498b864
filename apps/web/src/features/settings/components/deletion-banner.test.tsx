import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAppAt, stubApi } from '../../../test/api-stub.tsx';
import { fakeProfile, fakeSession } from '../../../test/render-app.tsx';

// The grace period's banner in the app shell (decision 037): on every signed-in screen, under the header, with the
// date and a way to keep the account.

const SCHEDULED = {
  status: 'scheduled',
  requested_at: '2026-11-28T12:00:00.000Z',
  scheduled_for: '2026-12-05T12:00:00.000Z',
};
const NONE = { status: 'none', requested_at: null, scheduled_for: null };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedInApi(deletion: object) {
  const api = stubApi();
  api.answer('GET', '/profile', fakeProfile({ has_access: true }));
  api.answer('GET', '/account/deletion', deletion);
  return api;
}

describe('DeletionBanner', { timeout: 20_000 }, () => {
  it('says on any screen, under the header, when the account will be deleted, and "Keep my account" cancels it', async () => {
    const api = signedInApi(SCHEDULED);
    api.answer('DELETE', '/account/deletion', NONE);
    await renderAppAt('/help', { session: fakeSession() });

    const banner = await screen.findByRole('region', {
      name: /^Your account will be deleted on December 5, 2026/,
    });
    expect(banner.textContent).toContain('Until then, Amparo works as usual.');
    // In the app's frame, between the header and the page, not in the page nor at the bottom by Help Me Now.
    const header = screen.getByRole('link', { name: 'Amparo, home page' }).closest('header');
    if (!header) throw new Error('The site header is missing');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.contains(banner)).toBe(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText('Your account is kept. Nothing will be deleted.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Your account will be deleted/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep my account' })).toBeNull();
    const cancels = api.requests.filter(
      (request) => request.path === '/account/deletion' && request.method === 'DELETE',
    );
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.authorized).toBe(true);
  });

  it('keeps the banner and says so when the account could not be kept', async () => {
    const api = signedInApi(SCHEDULED);
    api.answer('DELETE', '/account/deletion', apiError(503, 'service_unavailable'));
    await renderAppAt('/help', { session: fakeSession() });
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/We could not do that/)).toBeTruthy();
    expect(screen.getByRole('region', { name: /Your account will be deleted/ })).toBeTruthy();
  });

  it('leaves Settings to its own notice, so the screen has one "Keep my account"', async () => {
    signedInApi(SCHEDULED);
    await renderAppAt('/settings', { session: fakeSession() });
    expect(await screen.findByText(/^Your account will be deleted on December 5, 2026/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Keep my account' })).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /Your account will be deleted/ })).toBeNull();
  });

  it('shows nothing when no deletion is scheduled', async () => {
    const api = signedInApi(NONE);
    await renderAppAt('/help', { session: fakeSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    await waitFor(() =>
      expect(api.requests.some((request) => request.path === '/account/deletion')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: /Your account will be deleted/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Keep my account' })).toBeNull();
  });

  it('asks nothing of a visitor who is signed out', async () => {
    const api = stubApi();
    await renderAppAt('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(api.requests.some((request) => request.path === '/account/deletion')).toBe(false);
  });
});
