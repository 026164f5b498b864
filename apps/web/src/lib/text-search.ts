// Search that runs in the browser over text in the reader's own language: it works offline, and nothing typed
// leaves the device. Text and query are "folded" the same way, so a reader finds a text however they type a word:
// without accents ("peticion" finds "petición"), in any case, Kreyòl without its grave accents, Arabic with or
// without short vowels (harakat) and tatweel, and with any of the alef, yaa and taa marbuta forms keyboards
// produce, Urdu letters typed on an Arabic keyboard, and form numbers with or without their hyphen ("I 130" finds
// "I-130"). Shared by the legal guides and the help page's questions.

/** One run of a text, marked when it matched the query: the page wraps matched runs in <mark>. */
export type HighlightPart = { text: string; match: boolean };

/** A pasted paragraph is not a search: only its start is used. */
const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 12;

/** Letters that are written several ways but read as one (Arabic and Urdu keyboards differ). */
const SAME_LETTER: Record<string, string> = {
  ٱ: 'ا', // alef wasla (أ إ آ lose their hamza or madda as marks below)
  ة: 'ه', // taa marbuta
  ۃ: 'ه', // Urdu taa marbuta goal
  ہ: 'ه', // Urdu heh goal
  ھ: 'ه', // Urdu heh doachashmee
  ە: 'ه',
  ى: 'ي', // alef maksura
  ی: 'ي', // Farsi and Urdu yeh
  ے: 'ي', // Urdu yeh barree
  ک: 'ك', // keheh, the Urdu kaf
  '’': "'",
  '‘': "'",
  ʼ: "'",
};

/** Characters that carry no meaning for search: tatweel, joiners, direction marks, soft hyphen and hyphens. */
const IGNORED = /[\u0640\u200b-\u200f\u00ad\u2010-\u2015\u2212-]/u;
const MARKS = /\p{M}/gu;

function foldCharacter(character: string): string {
  if (IGNORED.test(character)) return '';
  const code = character.codePointAt(0) ?? 0;
  // Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹, Urdu) digits read as 0–9.
  if (code >= 0x660 && code <= 0x669) return String(code - 0x660);
  if (code >= 0x6f0 && code <= 0x6f9) return String(code - 0x6f0);
  let folded = '';
  for (const part of character.toLowerCase().normalize('NFKD').replace(MARKS, '')) {
    folded += SAME_LETTER[part] ?? part;
  }
  return folded;
}

/** A text folded for search, and for each folded character the range of the original text it came from. */
type FoldedText = { folded: string; starts: number[]; ends: number[] };

export function foldText(text: string): FoldedText {
  let folded = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const character of text) {
    const end = index + character.length;
    for (const part of foldCharacter(character)) {
      folded += part;
      // A character may fold to two code units (or two letters): each points back to the same original.
      for (let unit = 0; unit < part.length; unit += 1) {
        starts.push(index);
        ends.push(end);
      }
    }
    index = end;
  }
  return { folded, starts, ends };
}

/** The words of a query, folded: every one of them must be found. */
export function queryWords(query: string): string[] {
  const words = foldText(String(query).slice(0, MAX_QUERY_LENGTH))
    .folded.split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * The Arabic definite article, alone or after و (and), ف (so), ب (with) or ك (like), and لل (for the), at the start
 * of a folded word. Only taken off a word of at least three more letters, so a short word keeps its own letters.
 */
const ARABIC_ARTICLE = /^(?:[وفبك]?ال|لل)(?=\p{L}{3})/u;

/**
 * A folded query word without its Arabic article, or null when it has none: "الحساب" (the account) is then also
 * looked for as "حساب", which "حسابي" (my account) holds.
 */
export function withoutArabicArticle(word: string): string | null {
  const bare = word.replace(ARABIC_ARTICLE, '');
  return bare === word ? null : bare;
}

/** Where the words occur in the original text, as [start, end) ranges, merged where they touch. */
function matchedRanges(text: FoldedText, words: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const word of words) {
    let at = text.folded.indexOf(word);
    while (at !== -1) {
      const start = text.starts[at];
      const end = text.ends[at + word.length - 1];
      if (start !== undefined && end !== undefined) ranges.push([start, end]);
      at = text.folded.indexOf(word, at + 1);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The text cut into runs, matched runs marked. With no words, one unmarked run. */
export function highlight(text: string, words: readonly string[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let from = 0;
  for (const [start, end] of matchedRanges(foldText(text), words)) {
    if (start > from) parts.push({ text: text.slice(from, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    from = end;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from), match: false });
  return parts;
}
