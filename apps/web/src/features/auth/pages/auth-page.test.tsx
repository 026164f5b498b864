import type { Profile } from '@amparo/contract/profile/profile';
import { type AuthChangeEvent, AuthWeakPasswordError, type Session } from '@supabase/auth-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import type { SessionSource } from '../../../lib/session-provider.tsx';
import { answerProfileRequests, fakeProfile, fakeSession, renderRoutes } from '../../../test/render-app.tsx';

// The auth client is replaced by a fake that records calls and, like auth-js, announces a new session to the
// app's listener (SIGNED_IN): the page then decides where the person goes.
const auth = vi.hoisted(() => ({
  listener: null as null | ((event: AuthChangeEvent, session: Session | null) => void),
  client: {} as Record<string, ReturnType<typeof vi.fn>>,
}));

vi.mock('../../../lib/auth-client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/auth-client.ts')>();
  return { ...actual, getAuthClient: () => auth.client };
});

function signedInBy(event: AuthChangeEvent = 'SIGNED_IN') {
  return async () => {
    const session = fakeSession();
    auth.listener?.(event, session);
    return { data: { session, user: session.user }, error: null };
  };
}

beforeEach(() => {
  auth.listener = null;
  auth.client = {
    signInWithPassword: vi.fn(signedInBy()),
    signUp: vi.fn(signedInBy()),
    verifyOtp: vi.fn(signedInBy()),
    resend: vi.fn(async () => ({ data: {}, error: null })),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
    signInWithOtp: vi.fn(async () => ({ data: {}, error: null })),
    updateUser: vi.fn(async () => ({ data: { user: fakeSession().user }, error: null })),
    getUser: vi.fn(async () => ({ data: { user: fakeSession().user }, error: null })),
    getSession: vi.fn(async () => ({ data: { session: fakeSession() }, error: null })),
  };
});

async function renderAuth(path: string, profile: Profile | null = fakeProfile({ has_access: false })) {
  answerProfileRequests(profile);
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
  await screen.findByRole('heading', { level: 1 });
  return router;
}

function answerEligibility(entryMethod: string, currentStatus: string) {
  fireEvent.click(screen.getByRole('radio', { name: entryMethod }));
  fireEvent.click(screen.getByRole('radio', { name: currentStatus }));
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/auth', () => {
  it('signs in by email and returns to the page first asked for', async () => {
    const router = await renderAuth('/auth?redirect=%2Femergency');
    type('Email address', 'maria@example.com');
    type('Password', 'amber lighthouse meadow');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/emergency'));
    expect(auth.client.signInWithPassword).toHaveBeenCalledWith({
      email: 'maria@example.com',
      password: 'amber lighthouse meadow',
    });
  });

  it('sends a person without access towards the plans, with the plan they picked', async () => {
    const router = await renderAuth('/auth?plan=full_protection');
    type('Email address', 'maria@example.com');
    type('Password', 'amber lighthouse meadow');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/payment?plan=full_protection',
      ),
    );
  });

  it('sends a person with access to the dashboard', async () => {
    const router = await renderAuth('/auth', fakeProfile({ has_access: true }));
    type('Email address', 'demo@amparo.app');
    type('Password', 'AmparoDemo-2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says what the spec says when the email or phone and the password are missing', async () => {
    await renderAuth('/auth');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You must provide either an email or phone number and a password.',
    );
    expect(auth.client.signInWithPassword).not.toHaveBeenCalled();
  });

  it('keeps what was typed when sign-in fails, and shows why', async () => {
    auth.client.signInWithPassword = vi.fn(async () => ({
      data: { session: null, user: null },
      error: Object.assign(new Error('Invalid login credentials'), {
        __isAuthError: true,
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
      }),
    }));
    await renderAuth('/auth');
    type('Email address', 'maria@example.com');
    type('Password', 'wrong password here');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('is not right');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('maria@example.com');
  });

  it('shows each weak-password reason on sign-up and sends the language and consent', async () => {
    auth.client.signUp = vi.fn(async () => ({
      data: { session: null, user: null },
      error: new AuthWeakPasswordError('weak', 422, ['characters', 'pwned']),
    }));
    await renderAuth('/auth?mode=signup');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    answerEligibility('Visitor Visa (B1/B2)', 'Green Card');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    type('Email address', 'maria@example.com');
    type('Password', 'password123');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelectorAll('li')).toHaveLength(2);
    expect(alert.textContent).toContain('too easy to guess');
    expect(alert.textContent).toContain('common or stolen passwords');
    expect(auth.client.signUp).toHaveBeenCalledWith({
      email: 'maria@example.com',
      password: 'password123',
      options: {
        data: {
          locale: 'en',
          legal_consent_accepted: true,
          entry_method: 'visitor_visa',
          current_status: 'green_card',
        },
        emailRedirectTo: 'http://localhost:3000/auth',
      },
    });
  });

  it('signs a lawyer up without the eligibility questions and takes them to their listing', async () => {
    const router = await renderAuth(
      '/auth?mode=signup&account=professional',
      fakeProfile({ account_type: 'legal_professional', has_access: false }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your professional account');
    expect(screen.queryByRole('radio', { name: 'Visitor Visa (B1/B2)' })).toBeNull();
    expect(screen.queryByText(/Step 1 of 2/)).toBeNull();
    type('Email address', 'lucia@ortega-law.example');
    type('Password', 'amber lighthouse meadow');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-hub/professional'));
    expect(auth.client.signUp).toHaveBeenCalledWith({
      email: 'lucia@ortega-law.example',
      password: 'amber lighthouse meadow',
      options: {
        data: { locale: 'en', legal_consent_accepted: true, account_type: 'legal_professional' },
        emailRedirectTo: 'http://localhost:3000/auth?account=professional',
      },
    });
  });

  it('sends a professional who signs in to their listing, never to the plans', async () => {
    const router = await renderAuth('/auth', fakeProfile({ account_type: 'legal_professional' }));
    type('Email address', 'lucia@ortega-law.example');
    type('Password', 'amber lighthouse meadow');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal-hub/professional'));
  });

  it('signs up by phone in E.164 and confirms the texted code', async () => {
    auth.client.signUp = vi.fn(async () => ({
      data: { session: null, user: fakeSession().user },
      error: null,
    }));
    // Answered before (the draft of this tab): the account form opens at once.
    window.sessionStorage.setItem(
      'amparo:eligibility',
      JSON.stringify({ entry_method: 'student_work_visa', current_status: 'active_visa' }),
    );
    const router = await renderAuth('/auth?mode=signup');
    expect(screen.getByText(/Student or Work Visa · Active visa/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    // The phone field is its own chunk, loaded when Phone is chosen.
    const country = await screen.findByLabelText('Country code', {}, { timeout: 5000 });
    fireEvent.change(country, { target: { value: 'GB' } });
    type('Number', '07911 123456');
    type('Password', 'amber lighthouse meadow');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your code' })).toBeTruthy();
    expect(auth.client.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+447911123456', password: 'amber lighthouse meadow' }),
    );
    expect(screen.getByText(/You can ask for a new code in 1:00|0:5\d/)).toBeTruthy();
    type('6-digit code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(auth.client.verifyOtp).toHaveBeenCalledWith({
      phone: '+447911123456',
      token: '123456',
      type: 'sms',
    });
  });

  it('asks the eligibility questions before the account form, and marks what is missing', async () => {
    await renderAuth('/auth?mode=signup');
    expect(screen.getByRole('heading', { level: 2, name: /Step 1 of 2/ })).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Refugee or Asylee (approved)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose one answer.')).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Pending Adjustment' }));
    expect(JSON.parse(window.sessionStorage.getItem('amparo:eligibility') ?? '{}')).toEqual({
      entry_method: 'refugee_asylee',
      current_status: 'pending_adjustment',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Email address')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /Step 2 of 2/ })),
    );

    // Back to the questions with the answers kept, and on again.
    fireEvent.click(screen.getByRole('button', { name: 'Change my answers' }));
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(
      (screen.getByRole('radio', { name: 'Refugee or Asylee (approved)' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('shows the restricted-access notice and no account form after "entered without inspection"', async () => {
    await renderAuth('/auth?mode=signup');
    fireEvent.click(screen.getByRole('radio', { name: 'I entered illegally without inspection' }));
    expect(
      screen.getByRole('heading', { name: 'Amparo is for people who entered the United States legally' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /ImmigrationLawHelp\.org/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /CBP Home/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();

    // A wrong tap is undone by choosing another answer.
    fireEvent.click(screen.getByRole('radio', { name: 'Family Petition' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('does not skip to the account form for a stored "entered without inspection" answer', async () => {
    window.sessionStorage.setItem(
      'amparo:eligibility',
      JSON.stringify({ entry_method: 'entered_without_inspection', current_status: null }),
    );
    await renderAuth('/auth?mode=signup');
    expect(
      screen.getByRole('heading', { name: 'Amparo is for people who entered the United States legally' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email address')).toBeNull();
  });

  it('answers "forgot password" the same way for every address, and takes the emailed code', async () => {
    auth.client.verifyOtp = vi.fn(signedInBy('PASSWORD_RECOVERY'));
    await renderAuth('/auth?mode=forgot');
    type('Email address', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/If an account exists for/)).toBeTruthy();
    expect(auth.client.resetPasswordForEmail).toHaveBeenCalledWith('someone@example.com', {
      redirectTo: 'http://localhost:3000/auth?mode=reset',
    });
    type('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(auth.client.verifyOtp).toHaveBeenCalledWith({
      email: 'someone@example.com',
      token: '654321',
      type: 'recovery',
    });
    type('New password', 'amber lighthouse meadow');
    type('Type the new password again', 'amber lighthouse meadow');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(
      await screen.findByText('Your password was changed. Your other devices were signed out.'),
    ).toBeTruthy();
    expect(auth.client.updateUser).toHaveBeenCalledWith({ password: 'amber lighthouse meadow' });
  });
});
