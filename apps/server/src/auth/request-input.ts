import { type MessageLocale, toMessageLocale } from '@amparo/contract/auth/message-locale';
import { PHONE_FORMAT_MESSAGE, PHONE_NOT_VALID_MESSAGE } from '@amparo/contract/auth/phone-messages';
import { SERVER_CONTROLLED_METADATA_KEYS, ZSignUpMetadata } from '@amparo/contract/auth/sign-up-metadata';
import { findUntypedText, INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text';
import { authErrors } from './auth-error.ts';
import { normalizeEmail, parsePhone, parsePhoneForLookup } from './identifiers.ts';
import type { ProfileAnswers } from './users-repo.ts';

// Request bodies of /auth/v1 are read by hand rather than by a route schema: every failure must be the
// protocol's `validation_failed` (or a more precise code) with a message the client can show.

export type Body = Record<string, unknown>;

export type Identifier = { email: string } | { phone: string };

export function readBody(body: unknown): Body {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw authErrors.badJson();
  // Every field of every /auth/v1 body comes through here: email, phone, password, codes and `data`.
  // PostgreSQL cannot store U+0000, so a control character must be a 400 here rather than a 500 later.
  refuseUntypedText(findUntypedText(body));
  return body as Body;
}

/** A query parameter or body field with a character no one can type: the protocol's `validation_failed`. */
export function refuseUntypedText(path: string | null): void {
  if (path !== null) throw authErrors.validation(`${path}: ${INVALID_CHARACTERS_MESSAGE}`);
}

export function optionalString(body: Body, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw authErrors.validation(`${key} must be a string`);
  return value;
}

/**
 * How strictly a phone is read. `new`: it is about to become an account's number (sign-up, /otp that may create
 * the account), so it must exist in its country. `lookup`: it only names what was sent before (/verify,
 * /resend), so the format is checked as GoTrue checks it and a number that cannot exist is simply unknown.
 */
export type PhoneCheck = 'new' | 'lookup';

/** Email or phone, normalised; undefined when neither was sent. */
export function readIdentifier(body: Body, phoneCheck: PhoneCheck = 'new'): Identifier | undefined {
  const email = optionalString(body, 'email');
  const phone = optionalString(body, 'phone');
  if (email && phone) throw authErrors.validation('Only an email address or phone number should be provided');
  if (email) {
    const normalized = normalizeEmail(email);
    if (!normalized) throw authErrors.emailAddressInvalid();
    return { email: normalized };
  }
  if (phone) {
    return { phone: phoneCheck === 'new' ? readPhone(phone) : readPhoneForLookup(phone) };
  }
  return undefined;
}

/** E.164, or the protocol's `validation_failed` saying whether the format or the number itself is wrong. */
export function readPhone(input: string): string {
  const parsed = parsePhone(input);
  if (parsed.ok) return parsed.phone;
  throw authErrors.validation(parsed.reason === 'format' ? PHONE_FORMAT_MESSAGE : PHONE_NOT_VALID_MESSAGE);
}

/** E.164 for a lookup (see `parsePhoneForLookup`); only a malformed number is refused, with GoTrue's message. */
function readPhoneForLookup(input: string): string {
  const phone = parsePhoneForLookup(input);
  if (!phone) throw authErrors.validation(PHONE_FORMAT_MESSAGE);
  return phone;
}

export function channelOf(identifier: Identifier): 'email' | 'sms' {
  return 'email' in identifier ? 'email' : 'sms';
}

export function recipientOf(identifier: Identifier): string {
  return 'email' in identifier ? identifier.email : identifier.phone;
}

const MAX_METADATA_BYTES = 8 * 1024;

export type MetadataInput = {
  /** What is stored as `user_metadata`: as sent, minus the keys only the server may set. */
  userMetadata: Record<string, unknown>;
  answers: ProfileAnswers;
  locale: MessageLocale;
};

/** `data` of sign-up and /otp. */
export function readSignUpMetadata(value: unknown): MetadataInput {
  const userMetadata = readMetadataObject(value);
  const parsed = ZSignUpMetadata.safeParse(userMetadata);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw authErrors.validation(
      `data.${issue?.path.join('.') ?? ''} is not valid: ${issue?.message ?? 'invalid value'}`,
    );
  }
  return {
    userMetadata,
    answers: {
      entryMethod: parsed.data.entry_method ?? null,
      currentStatus: parsed.data.current_status ?? null,
      legalConsentAccepted: parsed.data.legal_consent_accepted ?? false,
      accountType: parsed.data.account_type ?? 'person',
    },
    locale: toMessageLocale(parsed.data.locale),
  };
}

/** `data` as an object, checked for size, with the server-controlled keys dropped. */
export function readMetadataObject(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw authErrors.validation('data must be an object');
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_METADATA_BYTES) {
    throw authErrors.validation('data is too large');
  }
  // Metadata holds names (`full_name`) and answers: one line each, like every single-line field of the app.
  const untyped = findUntypedText(value, { multiline: false });
  if (untyped !== null) refuseUntypedText(`data.${untyped}`);
  const metadata: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of SERVER_CONTROLLED_METADATA_KEYS) delete metadata[key];
  return metadata;
}

/** PUT /user `data`: merged into the stored metadata; a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
