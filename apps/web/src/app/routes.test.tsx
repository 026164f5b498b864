import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeSession, renderApp } from '../test/render-app.tsx';
import { PROTECTED_PATHS, PUBLIC_PATHS } from './routes.tsx';

function currentUrl(router: Awaited<ReturnType<typeof renderApp>>['router']): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}

describe('routes', () => {
  it('lists every route of the spec once', () => {
    expect(PUBLIC_PATHS).toHaveLength(10);
    expect(PROTECTED_PATHS).toHaveLength(18);
    expect(new Set([...PUBLIC_PATHS, ...PROTECTED_PATHS]).size).toBe(28);
  });

  it.each(PROTECTED_PATHS)(
    'sends a visitor without a session from %s to /auth and keeps the page',
    async (path) => {
      const { router } = await renderApp(`${path}?tab=2`);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(`${path}?tab=2`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    },
  );

  it('opens a protected page for a signed-in user', async () => {
    const { router } = await renderApp('/documents', fakeSession());
    // The vault page's first load compiles the crypto package (and its WebAssembly) in the test runner.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Document vault' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/documents');
  });

  it('shows the same screen at /advanced-security and /advanced-security-center', async () => {
    await renderApp('/advanced-security-center', fakeSession());
    expect(await screen.findByRole('heading', { level: 1, name: 'Security center' })).toBeTruthy();
  });

  it('opens public pages without a session', async () => {
    const { router } = await renderApp('/organization/registry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nonprofit legal services' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/organization/registry');
  });

  it('opens a legal guide without a session (the public pages link to the scams guide)', async () => {
    const { router } = await renderApp('/legal-hub/guides/scams-and-notario-fraud');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scams and notario fraud' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(currentUrl(router)).toBe('/legal-hub/guides/scams-and-notario-fraud');
    for (const back of screen.getAllByRole('link', { name: 'See free legal aid and hotlines' })) {
      expect(back.getAttribute('href')).toBe('/legal-aid');
    }
  });

  it('redirects an unknown path to /', async () => {
    const { router } = await renderApp('/no/such/page?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens a stored session\'s page without waiting for the auth client (no app-wide "Loading...")', async () => {
    await renderApp('/help', fakeSession());
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
  });

  it('sets the tab title from the page title', async () => {
    await renderApp('/settings', fakeSession());
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await waitFor(() => expect(document.title).toBe('Settings · Amparo'));
  });

  it('offers "Sign in" in the header when signed out, and the account menu when signed in', async () => {
    const signedOut = await renderApp('/organization/signup');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    signedOut.unmount();
    await renderApp('/organization/signup', fakeSession());
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'My dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });
});
