import { foldDisplayName } from '@amparo/contract/community/put-community-member';

// A display name is pseudonymous: it must not be a name the person gave Amparo as their own (the account's
// full_name, the name their Help Me Now alerts carry, the name their family knows them by). People type one name
// in many ways, so both sides are folded before they are compared: case, accents and Arabic vowel marks, the
// letters Arabic and Urdu keyboards write differently, and the separators between words.

/** Tatweel (ـ), the Arabic vowel marks and the superscript alef: decoration, never a different name. */
const ARABIC_DECORATION = /[\u0640\u064B-\u065F\u0670]/gu;

/** Letters that one name is written with on different keyboards (Arabic and Urdu), folded to one of each. */
const SAME_LETTERS: Record<string, string> = {
  '\u0629': '\u0647', // ة → ه
  '\u06C3': '\u0647', // ۃ → ه
  '\u06C1': '\u0647', // ہ → ه
  '\u06BE': '\u0647', // ھ → ه
  '\u0649': '\u064A', // ى → ي
  '\u06CC': '\u064A', // ی → ي
  '\u06D2': '\u064A', // ے → ي
  '\u06A9': '\u0643', // ک → ك
};

/** A name's words, folded: "  Ana-MARÍA  " and "ana maria" are the same words, "أحمد" and "احمد" too. */
export function nameWords(name: string): string[] {
  return (
    foldDisplayName(name)
      // NFKD splits "á" into "a" and its accent, and "أ" into "ا" and its hamza: the marks then go.
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(ARABIC_DECORATION, '')
      .replace(
        /[\u0629\u06C3\u06C1\u06BE\u0649\u06CC\u06D2\u06A9]/gu,
        (letter) => SAME_LETTERS[letter] ?? letter,
      )
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word !== '')
  );
}

/**
 * Whether a display name is one of the person's own names: the same words (however spaced, cased or accented), or
 * a name of two words or more written whole inside it ("Ana María Pérez 2"). A single first name inside a longer
 * display name is allowed: "Rosa" is the first word of many pseudonyms.
 */
export function isOwnName(displayName: string, ownNames: readonly string[]): boolean {
  const words = nameWords(displayName);
  return ownNames.some((name) => {
    const own = nameWords(name);
    if (own.length === 0) return false;
    if (own.join('') === words.join('')) return true;
    if (own.length < 2) return false;
    for (let start = 0; start + own.length <= words.length; start++) {
      if (own.every((word, index) => words[start + index] === word)) return true;
    }
    return false;
  });
}
