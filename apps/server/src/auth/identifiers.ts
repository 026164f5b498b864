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

// What people and the protocol send: "+1 (202) 555-0123", "12025550123" (the protocol's form, digits with the
// country code). Digits with spaces, dots, dashes and brackets, and at most one leading +: nothing else, so text
// around a number ("12025550177-invalid") is refused instead of quietly cut away by the parser.
const PHONE_SHAPE = /^\+?[\d\s().-]+$/;

export type PhoneParse =
  | { ok: true; phone: string }
  /** `format`: not a phone number at all. `not_valid`: shaped like one, but no such number in its country. */
  | { ok: false; reason: 'format' | 'not_valid' };

/** E.164 with the leading +, or why the input is not a phone number an account can have. */
export function parsePhone(input: string): PhoneParse {
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 32 || !PHONE_SHAPE.test(trimmed)) {
    return { ok: false, reason: 'format' };
  }
  const digits = trimmed.replace(/\D/g, '');
  // E.164: a country code that does not start with 0, 15 digits at most.
  if (!/^[1-9]\d{1,14}$/.test(digits)) return { ok: false, reason: 'format' };
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed?.isValid()) return { ok: false, reason: 'not_valid' };
  return { ok: true, phone: parsed.number };
}

/**
 * For finding what was sent to a number (POST /verify, POST /resend), where GoTrue checks only the format: E.164
 * with the leading +, in the same canonical form `parsePhone` stores for a number that exists, and simply `+` and
 * the digits for one its country's numbering plan does not have. No account or code can belong to such a number
 * (every stored one passed `parsePhone`), so the caller answers as for any unknown number. Null only for a format
 * that is not a phone number at all.
 */
export function parsePhoneForLookup(input: string): string | null {
  const parsed = parsePhone(input);
  if (parsed.ok) return parsed.phone;
  if (parsed.reason === 'format') return null;
  return `+${input.replace(/\D/g, '')}`;
}

/** E.164 with the leading +, or null when it is not a valid number (see parsePhone for why). */
export function normalizePhone(input: string): string | null {
  const parsed = parsePhone(input);
  return parsed.ok ? parsed.phone : null;
}

/** The protocol's form of a stored phone: E.164 digits without the +, or "" when there is none. */
export function phoneForProtocol(phone: string | null): string {
  return phone ? phone.replace(/^\+/, '') : '';
}
