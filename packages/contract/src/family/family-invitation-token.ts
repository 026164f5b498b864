import { z } from 'zod';

/**
 * The secret in an invitation link: 32 random bytes, base64url (43 characters). The link carries it in the
 * fragment (`/family/join#token=…`), which browsers never send to the server, so it stays out of server logs.
 */
export const FAMILY_INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ZFamilyInvitationToken = z
  .string()
  .regex(FAMILY_INVITATION_TOKEN_PATTERN, 'Not an invitation link');

/** The path of the join page; the token follows in the fragment. */
export const FAMILY_JOIN_PATH = '/family/join';

export function familyJoinUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}${FAMILY_JOIN_PATH}#token=${token}`;
}

/**
 * Invisible marks a message may leave glued to a link: the bidi isolates and embeddings (U+2066–U+2069,
 * U+202A–U+202E), the left-to-right and right-to-left marks (U+200E, U+200F), zero-width spaces and joiners
 * and the byte order mark. A messaging app can take one into the link, as is or percent-encoded.
 */
const INVISIBLE_MARKS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const TOKEN_AFTER_KEY = /(?:^|[&#?])token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

/**
 * The token from a join page's fragment (`#token=…`), or null. Tolerant of what travels badly: invisible marks
 * before or after it (as is or percent-encoded, `%E2%81%A9`) and punctuation a mail client glues on (`.`, `)`,
 * `>`). The token is 43 base64url characters; whatever follows them that is not base64url is dropped, so a
 * token one character short or long is still refused.
 */
export function tokenFromJoinHash(hash: string): string | null {
  const cleaned = decodeOrKeep(hash.trim()).replace(INVISIBLE_MARKS, '').replace(/^#/, '');
  const match = TOKEN_AFTER_KEY.exec(cleaned);
  return match?.[1] ?? null;
}
