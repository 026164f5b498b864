import { createHash, randomInt } from 'node:crypto';

// Ten single-use recovery codes, for the day the phone with the authenticator app is lost. Each is 16 characters
// from a 31-letter alphabet without look-alikes (about 79 bits), shown once as four groups of four. Because they are
// random and long, a fast hash is enough (docs/decisions/034-two-factor-totp.md): SHA-256 salted with the user id,
// so equal codes of two people never share a hash.

export const RECOVERY_CODE_COUNT = 10;
const GROUPS = 4;
const GROUP_LENGTH = 4;
/** No 0/o, 1/l/i: what a person copies from paper must not be ambiguous. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function generateRecoveryCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group += 1) {
    let text = '';
    for (let index = 0; index < GROUP_LENGTH; index += 1) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(generateRecoveryCode());
  return [...codes];
}

/** What the person typed, without spaces, dashes or case; null when it cannot be a recovery code. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s\-‐-―]/g, '');
  if (compact.length !== GROUPS * GROUP_LENGTH) return null;
  for (const character of compact) if (!ALPHABET.includes(character)) return null;
  return compact;
}

export function hashRecoveryCode(userId: string, normalized: string): string {
  return createHash('sha256').update(`${userId}:${normalized}`).digest('hex');
}

/** True when the input has the shape of a recovery code rather than a 6-digit authenticator code. */
export function looksLikeRecoveryCode(input: string): boolean {
  return normalizeRecoveryCode(input) !== null;
}
