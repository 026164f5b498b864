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

/** The token from a join page's fragment (`#token=…`), or null. */
export function tokenFromJoinHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && FAMILY_INVITATION_TOKEN_PATTERN.test(token) ? token : null;
}
