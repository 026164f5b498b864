import { z } from 'zod';
import { hasVisibleCharacter, text } from '../platform/typed-text.ts';
import { DISPLAY_NAME_MAX, DISPLAY_NAME_MIN } from './community-limits.ts';
import { ZCommunityMember } from './get-community-member.ts';

/**
 * Letters and numbers of any script, combining marks (Devanagari, Arabic vowels), spaces and `.` `_` `-`. No
 * emoji, no symbols: a display name must read as a name and cannot carry a link or a phone's `+`.
 */
const DISPLAY_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} ._-]+$/u;

/**
 * The zero-width non-joiner (U+200C) is part of how Urdu and Persian names are spelled ("علی‌رضا"); it is allowed
 * between two letters only, where it changes the letters' shapes, and folded away for uniqueness, so two names
 * that differ by it alone are one name.
 */
const JOINER_BETWEEN_LETTERS = /(?<=\p{L}\p{M}*)\u200C(?=\p{L})/gu;

/**
 * Words that would make a name pose as the app or as its staff ("Amparo Team", "admin_maria"), looked for as
 * words of the folded name (displayNameKey, split at spaces, dots, dashes and underscores).
 */
export const RESERVED_DISPLAY_NAMES = ['amparo', 'owner', 'admin', 'moderator'] as const;

/** Whether a name contains a reserved word (RESERVED_DISPLAY_NAMES) as one of its words. */
export function posesAsStaff(name: string): boolean {
  const words = foldDisplayName(name)
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .split(/[\s._-]+/u);
  return words.some((word) => (RESERVED_DISPLAY_NAMES as readonly string[]).includes(word));
}

/**
 * How names are compared for uniqueness: NFKC, lower case, Arabic-Indic and Persian digits as ASCII ("مريم ١٢٣" is
 * "مريم 123"), runs of spaces squeezed.
 */
export function foldDisplayName(name: string): string {
  return name
    .normalize('NFKC')
    .replace(JOINER_BETWEEN_LETTERS, '')
    .replace(/[\u0660-\u0669]/gu, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/gu, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .trim()
    .replace(/\s+/gu, ' ');
}

/** The rules the browser can check by itself; the server adds the account's own email and phone, and uniqueness. */
export function isAcceptableDisplayName(name: string): boolean {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  return (
    length >= DISPLAY_NAME_MIN &&
    length <= DISPLAY_NAME_MAX &&
    DISPLAY_NAME_CHARACTERS.test(trimmed.replace(JOINER_BETWEEN_LETTERS, '')) &&
    hasVisibleCharacter(trimmed) &&
    !posesAsStaff(trimmed)
  );
}

/**
 * `PUT /api/v1/community/me`: chooses (or changes) the caller's display name; makes the caller a member the first
 * time. 400 `display_name_invalid` (wrong length or characters, a reserved name, or the account's own email, its
 * part before the @, or its phone); 409 `display_name_taken` when another member has the same folded name.
 */
export const ZPutCommunityMemberRequest = z.object({
  // Deliberately a plain bounded string: the server answers display_name_invalid (one translated message)
  // rather than a field-level validation error for every rule.
  display_name: text().max(DISPLAY_NAME_MAX * 4),
});
export type PutCommunityMemberRequest = z.infer<typeof ZPutCommunityMemberRequest>;

export const ZPutCommunityMemberResponse = z.object({ member: ZCommunityMember });
export type PutCommunityMemberResponse = z.infer<typeof ZPutCommunityMemberResponse>;

export const DISPLAY_NAME_INVALID = 'display_name_invalid';
export const DISPLAY_NAME_TAKEN = 'display_name_taken';
