// Shared by the text checks the composer and the server run on a post (identifying-text.ts, scam-patterns.ts).

/** Zero-width space, non-joiner, joiner, word joiner, byte-order mark and soft hyphen. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/gu;

/**
 * Lower case, without accents or Arabic short vowels and hamza marks, with Arabic-Indic and Persian digits as
 * ASCII and typographic apostrophes as `'`, and without invisible characters (zero-width spaces and joiners, word
 * joiner, byte-order mark, soft hyphen) that would otherwise split a word ("gua\u200Branteed") and slip past a
 * pattern, so one pattern matches the ways people type the same words. Keeps the length per character close
 * enough for matching, not for offsets.
 */
export function foldForMatching(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0660-\u0669]/gu, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/gu, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u2018\u2019\u02BC\u0060\u00B4]/gu, "'");
}
