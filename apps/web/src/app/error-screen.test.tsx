import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, renderApp } from '../test/render-app.tsx';
import { CRASH_TEST_KEY } from './crash-test.tsx';
import { resetClientErrorReporting } from './report-client-error.ts';

function postedReports(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls
    .filter(([url]) => url === '/api/v1/client-errors')
    .map(([, init]) => ({ init: init as RequestInit, body: JSON.parse(String((init as RequestInit).body)) }));
}

describe('error screen', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    resetClientErrorReporting();
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    // React logs caught render errors; they are the point of these tests.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.sessionStorage.setItem(CRASH_TEST_KEY, '1');
  });

  it('shows the spec texts, keeps the header, and "Try Again" renders the page again', async () => {
    await renderApp('/settings', fakeSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Our team has been notified."),
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    expect(window.sessionStorage.getItem(CRASH_TEST_KEY)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('"Go Home" goes to / and leaves the error behind', async () => {
    const { router } = await renderApp('/organization/registry');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('reports the error once, with the path only', async () => {
    await renderApp('/organization/signup?email=someone%40example.com#token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    await waitFor(() => expect(postedReports(fetchMock)).toHaveLength(1));
    const [{ init, body }] = postedReports(fetchMock) as [
      { init: RequestInit; body: Record<string, unknown> },
    ];
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    expect(body.path).toBe(window.location.pathname);
    expect(JSON.stringify(body)).not.toContain('someone');
    expect(JSON.stringify(body)).not.toContain('token=abc');
    expect(body.message).toBe('CrashTestError: Crash test requested through sessionStorage');
    expect(typeof body.componentStack).toBe('string');
    expect(body.release).toBe('test');
  });

  it('still shows the error screen when the report cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderApp('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
});
