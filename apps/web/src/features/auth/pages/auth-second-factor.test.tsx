import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import type { SessionSource } from '../../../lib/session-provider.tsx';
import { tokenWith } from '../../../test/fake-access-token.ts';
import { answerProfileRequests, fakeProfile, fakeSession, renderRoutes } from '../../../test/render-app.tsx';

// Sign-in for an account with two-step sign-in: after the password the page asks for the authenticator code
// (or a recovery code) and only then sends the person on.

const FACTOR_ID = 'f0000000-0000-4000-8000-000000000001';

const auth = vi.hoisted(() => ({
  listener: null as null | ((event: AuthChangeEvent, session: Session | null) => void),
  client: {} as Record<string, unknown>,
}));

vi.mock('../../../lib/auth-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/auth-client.ts')>();
  return { ...actual, getAuthClient: async () => auth.client };
});

function sessionAt(aal: 'aal1' | 'aal2'): Session {
  const session = fakeSession();
  return {
    ...session,
    access_token: tokenWith({ aal, amr: [{ method: 'password', timestamp: 1 }] }),
    user: {
      ...session.user,
      factors: [
        {
          id: FACTOR_ID,
          factor_type: 'totp',
          status: 'verified',
          created_at: new Date(0).toISOString(),
          updated_at: new Date(0).toISOString(),
        },
      ],
    },
  };
}

const challengeAndVerify = vi.fn();

beforeEach(() => {
  auth.listener = null;
  challengeAndVerify.mockReset();
  auth.client = {
    signInWithPassword: vi.fn(async () => {
      const session = sessionAt('aal1');
      auth.listener?.('SIGNED_IN', session);
      return { data: { session, user: session.user }, error: null };
    }),
    getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
    signOut: vi.fn(async () => {
      auth.listener?.('SIGNED_OUT', null);
      return { error: null };
    }),
    mfa: { challengeAndVerify },
  };
});

async function renderAuth(path: string) {
  answerProfileRequests(fakeProfile({ has_access: true }));
  const source: SessionSource = {
    getSession: (async () => ({ data: { session: null }, error: null })) as SessionSource['getSession'],
    onAuthStateChange: ((callback: typeof auth.listener) => {
      auth.listener = callback;
      return { data: { subscription: { id: 'test', callback, unsubscribe: () => undefined } } };
    }) as unknown as SessionSource['onAuthStateChange'],
  };
  window.localStorage.setItem('selectedLanguage', 'en');
  const i18n = await createI18n({ storage: window.localStorage, documentElement: document.documentElement });
  const { router } = renderRoutes(path, i18n, source);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return router;
}

async function signInWithPassword() {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'maria@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'amber lighthouse meadow' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter your code' }, { timeout: 10_000 });
}

describe('/auth with two-step sign-in', { timeout: 30_000 }, () => {
  it('asks for the code after the password, refuses a wrong one, then goes on with the right one', async () => {
    const router = await renderAuth('/auth?redirect=%2Femergency');
    await signInWithPassword();
    expect(router.state.location.pathname).toBe('/auth');
    // The form loads on its own when it is needed (not on the sign-in page's first load).
    const input = await screen.findByLabelText('6-digit code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');

    challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { status: 422, code: 'mfa_verification_failed' },
    });
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code did not work');

    challengeAndVerify.mockImplementationOnce(async () => {
      const session = sessionAt('aal2');
      auth.listener?.('MFA_CHALLENGE_VERIFIED', session);
      return { data: session, error: null };
    });
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654 321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emergency'));
    expect(challengeAndVerify).toHaveBeenLastCalledWith({ factorId: FACTOR_ID, code: '654321' });
  });

  it('takes a recovery code instead, and says so when it was already used', async () => {
    await renderAuth('/auth');
    await signInWithPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const input = screen.getByLabelText('Recovery code');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Type one of your recovery codes.')).toBeTruthy();
    expect(challengeAndVerify).not.toHaveBeenCalled();

    challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { status: 422, code: 'mfa_verification_failed' },
    });
    fireEvent.change(input, { target: { value: 'abcd-efgh-jkmn-pqrs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('It may have been used already');
    expect(challengeAndVerify).toHaveBeenCalledWith({ factorId: FACTOR_ID, code: 'abcd-efgh-jkmn-pqrs' });
  });

  it('says to wait after too many tries', async () => {
    await renderAuth('/auth');
    await signInWithPassword();
    challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { status: 429, code: 'over_request_rate_limit' },
    });
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many tries');
  });

  it('reads nothing of the account from the API until the code is in', async () => {
    await renderAuth('/auth');
    const apiPaths = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(
          ([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://x').pathname,
        );
    await signInWithPassword();
    await screen.findByLabelText('6-digit code');
    // Whatever the layout loads lazily has loaded and rendered (and would have asked by now).
    await vi.dynamicImportSettled();
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    // At aal1 with a factor the API answers 401 insufficient_aal: the preferences and Help Me Now's settings wait.
    expect(apiPaths()).not.toContain('/api/v1/settings/preferences');
    expect(apiPaths()).not.toContain('/api/v1/emergency/settings');

    challengeAndVerify.mockImplementationOnce(async () => {
      const session = sessionAt('aal2');
      auth.listener?.('MFA_CHALLENGE_VERIFIED', session);
      return { data: session, error: null };
    });
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(apiPaths()).toContain('/api/v1/settings/preferences'), { timeout: 10_000 });
  });

  it('keeps the rest of the app closed until the code is in', async () => {
    const router = await renderAuth('/auth');
    await signInWithPassword();
    await router.navigate('/emergency');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await screen.findByRole('heading', { level: 1, name: 'Enter your code' });
  });
});
