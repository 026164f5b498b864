import type { AuthError } from '@supabase/auth-js';

// The auth client's error checks, without importing the auth client: `import { isAuthError } from
// '@supabase/auth-js'` brings the whole client (24 KB gzipped) into whichever chunk asks, and the sign-in page and
// the account menu must paint before it has loaded (issue 11). auth-js marks its errors with `__isAuthError` and
// tells them apart by `name`; these checks read exactly that, as its own do.

export function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

export function isAuthApiError(error: unknown): boolean {
  return isAuthError(error) && error.name === 'AuthApiError';
}

export function isAuthRetryableFetchError(error: unknown): boolean {
  return isAuthError(error) && error.name === 'AuthRetryableFetchError';
}

export function isAuthSessionMissingError(error: unknown): boolean {
  return isAuthError(error) && error.name === 'AuthSessionMissingError';
}

/** Narrowed like auth-js' own: a weak-password error carries the server's `reasons`. */
export function isAuthWeakPasswordError(error: unknown): error is AuthError & { reasons: string[] } {
  return isAuthError(error) && error.name === 'AuthWeakPasswordError';
}
