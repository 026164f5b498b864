import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// Refresh tokens, emailed link tokens and one-time codes are bearer secrets: the database keeps only their
// SHA-256, so a copy of the database (a backup, a log of queries) cannot be replayed as a session.

/** 32 random bytes, base64url: 256 bits, far beyond guessing. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export const ONE_TIME_CODE_DIGITS = 6;

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateOneTimeCode(): string {
  return randomInt(0, 10 ** ONE_TIME_CODE_DIGITS)
    .toString()
    .padStart(ONE_TIME_CODE_DIGITS, '0');
}

/**
 * A 6-digit code has only a million values, so its hash is salted with the id of the row that holds it: equal
 * codes of two people never share a hash and no precomputed table fits. Guessing is stopped by the attempt
 * limit and the 10-minute life, not by the hash.
 */
export function hashOneTimeCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`, 'utf8').digest('base64url');
}

/** Constant-time comparison of two hashes of the same kind. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Codes as people type them: spaces and dashes ("123 456", "123-456") are ignored. */
export function normalizeOneTimeCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${ONE_TIME_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/** A stable pseudonym for logs and rate-limit keys: never the email or phone itself. */
export function pseudonymize(value: string): string {
  return createHash('sha256').update(`amparo:${value}`, 'utf8').digest('base64url').slice(0, 16);
}
