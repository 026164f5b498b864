import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { fetchRememberingRetryAfter, takeRetryAfterSeconds } from '../auth-client.ts';
import { withSignInLock } from './auth-errors.ts';
import { AuthErrorMessage } from './form-controls.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a paused sign-in', () => {
  it('remembers the Retry-After of a 429 once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'over_request_rate_limit' },
          { status: 429, headers: { 'retry-after': '700' } },
        ),
      ),
    );
    await fetchRememberingRetryAfter('/auth/v1/token?grant_type=password');
    expect(takeRetryAfterSeconds()).toBe(700);
    expect(takeRetryAfterSeconds()).toBeNull();
  });

  it('becomes "try again in N minutes", rounded up, and stays general without a Retry-After', () => {
    const limited = { key: 'rateLimited' as const, reasons: [] };
    expect(withSignInLock(limited, 700)).toEqual({ key: 'signInLocked', reasons: [], retryAfterMinutes: 12 });
    expect(withSignInLock(limited, 5)).toMatchObject({ retryAfterMinutes: 1 });
    expect(withSignInLock(limited, null)).toBe(limited);
    const wrong = { key: 'invalidCredentials' as const, reasons: [] };
    expect(withSignInLock(wrong, 700)).toBe(wrong);
  });

  it.each([
    ['en', 12, 'Try again in 12 minutes.'],
    ['en', 1, 'Try again in 1 minute.'],
    ['ar', 2, 'يمكنك المحاولة مرة أخرى بعد دقيقتين.'],
    ['es', 5, 'Vuelva a intentarlo en 5 minutos.'],
  ])('is said in %s for %i minutes', async (language, minutes, expected) => {
    const storage = window.localStorage;
    storage.setItem('selectedLanguage', language);
    const i18n = await createI18n({ storage, documentElement: document.documentElement });
    render(
      <I18nextProvider i18n={i18n}>
        <AuthErrorMessage error={{ key: 'signInLocked', reasons: [], retryAfterMinutes: minutes }} />
      </I18nextProvider>,
    );
    expect(screen.getByText(new RegExp(expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeTruthy();
  });
});
