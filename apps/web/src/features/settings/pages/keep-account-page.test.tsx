import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

// The page the deletion email's "keep my account" link opens. The link may be the first Amparo address this
// device ever opens (no language stored): the page must show at once, not the welcome screen.

const TOKEN = 'A'.repeat(43);

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('KeepAccountPage', () => {
  it('opens straight from the email on a first visit and keeps the account when the button is pressed', async () => {
    const seen: { url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      seen.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return Response.json({ cancelled: true });
    });
    // The token is in the fragment, which the page reads from the address bar.
    window.history.replaceState(null, '', `/account/keep#token=${TOKEN}`);
    await renderApp(`/account/keep#token=${TOKEN}`, null, { firstVisit: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Keep your Amparo account' })).toBeTruthy();
    // No welcome screen in the way, and the language picker is there.
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
    // Opening the link does nothing by itself (a mail scanner opens links too).
    expect(seen).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByText(/Your account is kept\. Nothing will be deleted\./)).toBeTruthy();
    expect(seen).toEqual([{ url: '/api/v1/account/deletion/cancel', body: { token: TOKEN } }]);
    // The token has done its work and leaves the address bar.
    expect(window.location.hash).toBe('');
  });

  it('says the link is incomplete when the token is missing, without asking the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    window.history.replaceState(null, '', '/account/keep');
    await renderApp('/account/keep', null, { firstVisit: true });
    expect(await screen.findByText(/This link is incomplete/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep my account' })).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
