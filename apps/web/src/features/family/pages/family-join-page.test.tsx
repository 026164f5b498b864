import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import { AUTH_STORAGE_KEY } from '../../../lib/auth-client.ts';
import {
  fakeProfile,
  fakeSession,
  fixedSessionSource,
  renderApp,
  renderRoutes,
} from '../../../test/render-app.tsx';
import {
  apiError,
  memberFamily,
  preview,
  renderFamily,
  stubFamilyApi,
  TOKEN,
} from '../test/family-test-kit.tsx';
import { FamilyJoinPage } from './family-join-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const JOIN_LINK = `/family/join#token=${TOKEN}`;

function previewRequests(api: ReturnType<typeof stubFamilyApi>) {
  return api.requests.filter((request) => request.path === '/family/invitations/preview');
}

describe('FamilyJoinPage, signed out', () => {
  it('is a public route: a visitor without a session opens the link in the app', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    const { router } = await renderApp(JOIN_LINK);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Marta invites you to join their family on Amparo',
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/family/join');
  });

  it('says who invites them, to which address, until when, and keeps the token out of the sign-in link', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    await renderFamily(<FamilyJoinPage />, { session: null, profile: null, path: JOIN_LINK });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Marta invites you to join their family on Amparo',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/r•••@example\.org/, { selector: 'header p' })).toBeTruthy();
    expect(screen.getByText(/The link works until/)).toBeTruthy();
    // The token went in the request body, not in a URL.
    expect(previewRequests(api)).toMatchObject([
      { method: 'POST', path: '/family/invitations/preview', body: { token: TOKEN } },
    ]);
    const signIn = screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href') ?? '';
    const signUp = screen.getByRole('link', { name: 'Create an account' }).getAttribute('href') ?? '';
    expect(signIn).toBe('/auth?redirect=%2Ffamily%2Fjoin');
    expect(new URLSearchParams(signUp.split('?')[1]).get('mode')).toBe('signup');
    expect(new URLSearchParams(signUp.split('?')[1]).get('redirect')).toBe('/family/join');
    expect(signIn + signUp).not.toContain(TOKEN);
    // It waits in this tab for the way back.
    expect(window.sessionStorage.getItem('amparo-family-join-token')).toBe(TOKEN);
  });

  it('finds the token again after the trip through sign-in, where the address has no fragment', async () => {
    window.sessionStorage.setItem('amparo-family-join-token', TOKEN);
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    await renderFamily(<FamilyJoinPage />, { path: '/family/join' });
    expect(await screen.findByTestId('join-form')).toBeTruthy();
    expect(previewRequests(api)[0]?.body).toEqual({ token: TOKEN });
  });

  it('says what to do when the link has no token', async () => {
    const api = stubFamilyApi();
    await renderFamily(<FamilyJoinPage />, {
      session: null,
      profile: null,
      path: '/family/join#token=short',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not complete' })).toBeTruthy();
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['an isolation mark', `${JOIN_LINK}\u2069`],
    ['an encoded isolation mark', `${JOIN_LINK}%E2%81%A9`],
    ['a right-to-left mark before the token', `/family/join#token=\u200f${TOKEN}`],
    ['a full stop', `${JOIN_LINK}.`],
    ['a bracket and a mark', `${JOIN_LINK}\u2069)`],
  ])('opens a link that arrived with %s glued on', async (_what, path) => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    await renderFamily(<FamilyJoinPage />, { session: null, profile: null, path });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Marta invites you to join their family on Amparo',
      }),
    ).toBeTruthy();
    expect(previewRequests(api)[0]?.body).toEqual({ token: TOKEN });
  });

  it('names the same last day as the invitation message, whatever the browser’s time zone', async () => {
    const api = stubFamilyApi();
    // 08:00 UTC on 1 December: 30 November in Hawaii, the day the message names.
    api.answer(
      'POST',
      '/family/invitations/preview',
      Response.json(preview({ expires_at: '2026-12-01T08:00:00.000Z' })),
    );
    await renderFamily(<FamilyJoinPage />, { session: null, profile: null, path: JOIN_LINK });
    expect(await screen.findByText('The link works until November 30, 2026.')).toBeTruthy();
  });

  it.each([
    [
      'expired',
      'This invitation has expired',
      'An invitation works for 7 days. Ask Marta to send you a new one.',
    ],
    [
      'cancelled',
      'This invitation was cancelled',
      'If you still want to join, ask Marta to send you a new one.',
    ],
    ['accepted', 'This invitation has already been used', /Each invitation works once/],
  ] as const)('says clearly that an invitation is %s and what to do next', async (state, title, body) => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview({ state })));
    await renderFamily(<FamilyJoinPage />, { session: null, profile: null, path: JOIN_LINK });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).toBeNull();
  });

  it('says an unknown invitation cannot be found', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', apiError(404, 'invitation_not_found'));
    await renderFamily(<FamilyJoinPage />, { session: null, profile: null, path: JOIN_LINK });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be found' }),
    ).toBeTruthy();
  });

  it('shows the invitation in Arabic, right to left', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    await renderFamily(<FamilyJoinPage />, { session: null, profile: null, path: JOIN_LINK, language: 'ar' });
    const heading = await screen.findByRole('heading', { level: 1, name: /Marta/ });
    expect(heading.textContent).not.toContain('invites you');
    // Whoever invites, the Arabic does not make them a man: "Marta's family", not "his family".
    expect(heading.textContent).toContain('عائلة');
    expect(heading.textContent).not.toContain('عائلته');
    expect(heading.textContent).not.toContain('يدعوك');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('FamilyJoinPage, the way through sign-up and back', () => {
  it('"Create an account" starts the same sign-up as everyone, with the eligibility questions first', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    const { router } = await renderApp(JOIN_LINK);
    fireEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Two short questions')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/family/join');
    expect(router.state.location.search + router.state.location.hash).not.toContain(TOKEN);
  });

  it('once signed in, /auth sends the person back to the join page, which still has the invitation', async () => {
    window.sessionStorage.setItem('amparo-family-join-token', TOKEN);
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    api.answer('GET', '/profile', Response.json(fakeProfile()));
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(fakeSession()));
    window.localStorage.setItem('selectedLanguage', 'en');
    const i18n = await createI18n({
      storage: window.localStorage,
      documentElement: document.documentElement,
    });
    const { router } = renderRoutes(
      '/auth?redirect=%2Ffamily%2Fjoin',
      i18n,
      fixedSessionSource(fakeSession()),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/family/join'));
    expect(await screen.findByRole('button', { name: 'Join Marta’s family' })).toBeTruthy();
  });
});

describe('FamilyJoinPage, signed in', () => {
  it('joins with the name from the invitation, or the one typed', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    api.answer('POST', '/family/invitations/accept', Response.json(memberFamily()));
    window.sessionStorage.setItem('amparo-family-join-token', TOKEN);
    await renderFamily(<FamilyJoinPage />, { path: JOIN_LINK });
    const name = (await screen.findByLabelText('Your name in the family')) as HTMLInputElement;
    expect(name.value).toBe('Rosa');
    fireEvent.change(name, { target: { value: 'Rosa María' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Marta’s family' }));
    expect(await screen.findByText('You are in Marta’s family')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open my family page' }).getAttribute('href')).toBe('/family');
    expect(api.requests.find((request) => request.path === '/family/invitations/accept')?.body).toEqual({
      token: TOKEN,
      display_name: 'Rosa María',
    });
    // Used once: the token has no further use on this device.
    expect(window.sessionStorage.getItem('amparo-family-join-token')).toBeNull();
  });

  it('says which account the invitation is for, and offers to switch', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    api.answer('POST', '/family/invitations/accept', apiError(403, 'invitation_for_someone_else'));
    await renderFamily(<FamilyJoinPage />, { path: JOIN_LINK });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Marta’s family' }));
    expect(
      await screen.findByText(/It was sent to .*r•••@example\.org.*Sign in with the account/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out and sign in with that account' })).toBeTruthy();
    // The token stays for the other account.
    expect(window.sessionStorage.getItem('amparo-family-join-token')).toBe(TOKEN);
  });

  it('explains a full family and keeps the name typed', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    api.answer('POST', '/family/invitations/accept', apiError(409, 'family_full'));
    await renderFamily(<FamilyJoinPage />, { path: JOIN_LINK });
    fireEvent.change(await screen.findByLabelText('Your name in the family'), {
      target: { value: 'Rosita' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join Marta’s family' }));
    expect(
      await screen.findByText(
        'Marta’s family has no place left. Ask them to free a place and send you a new invitation.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Your name in the family') as HTMLInputElement).value).toBe('Rosita');
  });

  it('explains already being in a family', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    api.answer('POST', '/family/invitations/accept', apiError(409, 'already_in_family'));
    await renderFamily(<FamilyJoinPage />, { path: JOIN_LINK });
    fireEvent.click(await screen.findByRole('button', { name: 'Join Marta’s family' }));
    expect(await screen.findByText(/You are already in a family/)).toBeTruthy();
  });

  it('shows the restricted-access notice, not the join form, to an account marked ineligible', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    await renderFamily(<FamilyJoinPage />, {
      path: JOIN_LINK,
      profile: fakeProfile({ entry_method: 'entered_without_inspection', is_eligible: false }),
    });
    await screen.findByRole('heading', {
      level: 1,
      name: 'Marta invites you to join their family on Amparo',
    });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Amparo is for people who entered the United States legally',
      }),
    ).toBeTruthy();
    expect(screen.queryByTestId('join-form')).toBeNull();
  });

  it('joins in Arabic', async () => {
    const api = stubFamilyApi();
    api.answer('POST', '/family/invitations/preview', Response.json(preview()));
    api.answer('POST', '/family/invitations/accept', Response.json(memberFamily()));
    await renderFamily(<FamilyJoinPage />, { path: JOIN_LINK, language: 'ar' });
    const form = await screen.findByTestId('join-form');
    fireEvent.submit(form);
    expect(await screen.findByTestId('join-done')).toBeTruthy();
    expect(screen.getByTestId('join-done').textContent).not.toContain('You are in');
  });
});
