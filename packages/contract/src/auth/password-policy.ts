// The password rules of the auth server (OWASP ASVS 5.0 6.2.1, 6.2.9, 6.2.12): length only, no composition
// rules, and a check against guessable, common and breached passwords. The browser shows the same bounds
// before the server is asked, and translates each reason the server gives into one line.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The reasons of a 422 `weak_password` answer (`error.reasons` in `@supabase/auth-js`), as the protocol names
 * them. Amparo gives them these meanings:
 * - `length`: shorter than 8 or longer than 256 characters.
 * - `characters`: too easy to guess (names, dates, keyboard runs, repeated words, the person's own email).
 * - `pwned`: on the list of common and breached passwords shipped with the app.
 */
export const WEAK_PASSWORD_REASONS = ['length', 'characters', 'pwned'] as const;

export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number];

export function isWeakPasswordReason(value: unknown): value is WeakPasswordReason {
  return typeof value === 'string' && (WEAK_PASSWORD_REASONS as readonly string[]).includes(value);
}
