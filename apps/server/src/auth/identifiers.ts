import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Emails and phones are the account's identifiers, so each has one canonical form: the unique index, the
// sign-in lookup and the rate-limit key all see the same string for the same person.

const MAX_EMAIL_LENGTH = 254;
// Deliberately plain: one @, no spaces, a dot in the domain. The confirmation message proves the rest.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/** Lower-cased and trimmed, or null when it cannot be an address. */
export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH || !EMAIL_SHAPE.test(email)) return null;
  return email;
}

/**
 * E.164 with the leading +, or null when it is not a valid number. Accepts what people and the protocol send:
 * "+1 (202) 555-0123", "12025550123" (the protocol's form, digits with the country code).
 */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 32) return null;
  const withPlus = trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
  const parsed = parsePhoneNumberFromString(withPlus);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/** The protocol's form of a stored phone: E.164 digits without the +, or "" when there is none. */
export function phoneForProtocol(phone: string | null): string {
  return phone ? phone.replace(/^\+/, '') : '';
}
