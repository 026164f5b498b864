import {
  AuthApiError,
  AuthInvalidCredentialsError,
  AuthInvalidTokenResponseError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, createI18n } from '../../i18n/i18n.ts';
import { describeAuthError } from './auth-errors.ts';
import { AuthErrorMessage } from './form-controls.tsx';

async function lineFor(error: unknown, language: 'en' | 'ar' = 'en'): Promise<string> {
  const i18n = await createI18n();
  if (language !== 'en') await changeLanguage(i18n, language);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AuthErrorMessage error={describeAuthError(error)} />
    </I18nextProvider>,
  );
  const text = view.container.textContent ?? '';
  view.unmount();
  return text;
}

describe('auth error messages (spec §8)', () => {
  it.each([
    [
      new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
      'The email, phone number or password is not right. Check them and try again.',
    ],
    [
      new AuthInvalidCredentialsError('You must provide either an email or phone number and a password'),
      'You must provide either an email or phone number and a password.',
    ],
    [
      new AuthApiError(
        'You must provide either an email or phone number and a password',
        400,
        'validation_failed',
      ),
      'You must provide either an email or phone number and a password.',
    ],
    [
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      'Too many attempts. For your safety, wait a few minutes, then try again.',
    ],
    [
      new AuthApiError('Slow down', 429, undefined),
      'Too many attempts. For your safety, wait a few minutes, then try again.',
    ],
    [
      new AuthApiError(
        'For security purposes, you can only request this after 42 seconds.',
        429,
        'over_email_send_rate_limit',
      ),
      'We just sent you a message. Wait a minute before asking for another one.',
    ],
    [new AuthSessionMissingError(), 'Your session has ended. Please sign in again.'],
    [new AuthInvalidTokenResponseError(), 'Your session has ended. Please sign in again.'],
    [new AuthApiError('Invalid JWT', 403, 'bad_jwt'), 'Your session has ended. Please sign in again.'],
    [
      new AuthRetryableFetchError('Failed to fetch', 0),
      'You seem to be offline; try again when you have a connection.',
    ],
    [new TypeError('Failed to fetch'), 'You seem to be offline; try again when you have a connection.'],
    [
      new AuthRetryableFetchError('Bad gateway', 502),
      'Amparo is not answering right now. Try again in a few minutes.',
    ],
    [
      new AuthApiError('Token has expired or is invalid', 403, 'otp_expired'),
      'This code is not right or has expired. Check it, or ask for a new one.',
    ],
    [
      new AuthApiError('User already registered', 422, 'user_already_exists'),
      'An account with these details already exists. Sign in, or reset your password if you forgot it.',
    ],
    [
      new AuthApiError('Invalid phone number format (E.164 required)', 400, 'validation_failed'),
      'This phone number does not look right. Check the country code and the number.',
    ],
    [
      new AuthApiError('This phone number is not a valid number in its country', 400, 'validation_failed'),
      'There is no such phone number in the country you chose. Check the country and each digit.',
    ],
    [
      new AuthApiError(
        'phone: Contains a control character or another character that cannot be typed',
        400,
        'validation_failed',
      ),
      'Something you typed has a hidden character, often left by copying and pasting. Type it again by hand.',
    ],
    [
      new AuthApiError('New password should be different', 422, 'same_password'),
      'Your new password must be different from your old one.',
    ],
    [new AuthApiError('Something new', 418, 'teapot'), 'Something went wrong. Please try again.'],
    [new Error('boom'), 'Something went wrong. Please try again.'],
  ])('%s → its own line', async (error, line) => {
    expect(await lineFor(error)).toBe(line);
  });

  it('gives one translated line per weak-password reason', async () => {
    const error = new AuthWeakPasswordError('Password is known to be weak', 422, ['characters', 'pwned']);
    expect(describeAuthError(error)).toEqual({ key: 'weakPassword', reasons: ['characters', 'pwned'] });
    const text = await lineFor(error);
    expect(text).toContain('Please choose a stronger password:');
    expect(text).toContain('It is too easy to guess.');
    expect(text).toContain('It is on a list of common or stolen passwords.');
    expect(text).not.toContain('between 8 and 256');
  });

  it('still says something for a reason it does not know', () => {
    expect(
      describeAuthError(new AuthWeakPasswordError('weak', 422, ['something_new'] as unknown as ['length']))
        .reasons,
    ).toEqual(['other']);
  });

  it('speaks the reader language', async () => {
    expect(await lineFor(new AuthRetryableFetchError('Failed to fetch', 0), 'ar')).toBe(
      'يبدو أنه لا يوجد اتصال بالإنترنت؛ يُرجى إعادة المحاولة عند توفر الاتصال.',
    );
    const weak = await lineFor(new AuthWeakPasswordError('Too short', 422, ['length']), 'ar');
    expect(weak).toContain('يجب أن يتراوح طولها بين 8 و256 حرفًا.');
  });
});
