import { foldForMatching } from './text-folding.ts';

// What in a post could tell a stranger who its author is. The composer warns ("this could identify you") and the
// server refuses an address as an enforcement report's area. Patterns lean towards warning: a warning the person
// dismisses costs a tap, a missed A-number can cost far more.

export const IDENTIFYING_KINDS = ['phone', 'a_number', 'receipt_number', 'address', 'full_name'] as const;
export type IdentifyingKind = (typeof IDENTIFYING_KINDS)[number];

// Not preceded by a letter or a digit, so a receipt number's digits are not also read as a phone.
const START = String.raw`(?<![\p{L}\p{N}])`;
const SEP = String.raw`[\s.-]?`;

const PATTERNS: Record<Exclude<IdentifyingKind, 'address' | 'full_name'>, RegExp> = {
  // USCIS receipt numbers: three letters for the service centre and ten digits, however they are grouped.
  receipt_number: new RegExp(
    String.raw`${START}(?:ioe|eac|wac|lin|src|nbc|msc|ysc)[\s-]?(?:[\s-]?\d){10}(?![\s-]?\d)`,
    'u',
  ),
  // Alien registration numbers: A (or A#, A-) and eight or nine digits.
  a_number: new RegExp(String.raw`${START}a\s?[#-]?\s?(?:[\s-]?\d){8,9}(?![\s-]?\d)`, 'u'),
  // US phone numbers: 10 digits (optionally +1) grouped with spaces, dots, dashes or area code parentheses.
  phone: new RegExp(
    String.raw`${START}(?:\+?1${SEP})?(?:\(\d{3}\)\s?|\d{3}${SEP})\d{3}${SEP}\d{4}(?!\d)`,
    'u',
  ),
};

/** Case-insensitive without the `i` flag, which would make `\p{Lu}` match lower case too. */
function anyCase(word: string): string {
  return [...word]
    .map((letter) => {
      const lower = letter.toLowerCase();
      const upper = letter.toUpperCase();
      if (lower === upper) return letter === '.' ? '\\.' : letter;
      return `[${lower}${upper}]`;
    })
    .join('');
}

// English: the street type follows the name ("123 Main St", "4500 W 5th Ave").
const ENGLISH_STREET_TYPES = [
  'street',
  'st',
  'avenue',
  'ave',
  'road',
  'rd',
  'boulevard',
  'blvd',
  'drive',
  'dr',
  'lane',
  'ln',
  'way',
  'court',
  'ct',
  'place',
  'pl',
  'terrace',
  'parkway',
  'pkwy',
  'highway',
  'hwy',
  'circle',
  'cir',
];
// Spoken in full, a lower-case name is still an address ("123 main street"); an abbreviation needs a capital.
const ENGLISH_FULL_STREET_TYPES = [
  'street',
  'avenue',
  'road',
  'boulevard',
  'drive',
  'lane',
  'parkway',
  'highway',
];
// es, fr, pt, ht: the street word comes first ("12 rue de la Paix", "Rua das Flores, 123", "45 Ri Kapwa").
const LATIN_STREET_WORDS = [
  'calle',
  'avenida',
  'av.',
  'camino',
  'carretera',
  'rue',
  'avenue',
  'boulevard',
  'chemin',
  'impasse',
  'allée',
  'rua',
  'estrada',
  'travessa',
  'rodovia',
  'ri',
  'wout',
  'avni',
];

const ARABIC_STREET_WORDS = ['شارع', 'طريق', 'گلی', 'سڑک', 'روڈ'];

const alternatives = (words: string[]) => words.map(anyCase).join('|');
const NUMBER = String.raw`${START}\d{1,6}[a-zA-Z]?`;
const CAPITALIZED = String.raw`(?:\p{Lu}[\p{L}'.-]*|\d{1,3}(?:st|nd|rd|th)|[NSEW]\.?)`;
const ADDRESS_PATTERNS = [
  new RegExp(
    String.raw`${NUMBER}\s+(?:${CAPITALIZED}\s+){1,3}(?:${alternatives(ENGLISH_STREET_TYPES)})(?![\p{L}\p{N}])`,
    'u',
  ),
  new RegExp(
    String.raw`${NUMBER}\s+(?:[\p{L}'.-]+\s+){1,2}(?:${alternatives(ENGLISH_FULL_STREET_TYPES)})(?![\p{L}\p{N}])`,
    'u',
  ),
  new RegExp(String.raw`${NUMBER},?\s+(?:${alternatives(LATIN_STREET_WORDS)})(?![\p{L}\p{N}])`, 'u'),
  new RegExp(
    String.raw`${START}(?:${alternatives(LATIN_STREET_WORDS)})\s+(?:(?:de|da|das|do|dos|del|la|du|des|le|di)\s+)*(?:\p{Lu}[\p{L}'.-]*|\d{1,3})(?:\s+[\p{L}'.-]+){0,3},?\s*(?:#|n[º°o.]\s*)?\d{1,6}(?!\p{N})`,
    'u',
  ),
  // ar, ur: "١٢ شارع النيل", "شارع النيل ١٢", "12 گلی نمبر 4" (digits already folded to ASCII). "الشارع" (the
  // street, in a sentence) is not matched: a letter before the street word stops it.
  new RegExp(String.raw`${NUMBER}\s+(?:${ARABIC_STREET_WORDS.join('|')})(?![\p{L}\p{N}])`, 'u'),
  new RegExp(
    String.raw`${START}(?:${ARABIC_STREET_WORDS.join('|')})\s+[\p{L}\p{M}]+\s+(?:نمبر\s+|رقم\s+)?\d{1,6}(?!\p{N})`,
    'u',
  ),
];

// "My name is" and two words after it, in the app's seven languages (on the folded text).
const NAME_INTRODUCTIONS = [
  'my name is',
  'me llamo',
  'mi nombre es',
  "je m'appelle",
  'mon nom est',
  'meu nome e',
  'me chamo',
  'mwen rele',
  'non mwen se',
  'اسمي',
  'میرا نام',
];
// "My name is on the list" introduces no name.
const NOT_A_NAME = [
  'on',
  'in',
  'not',
  'the',
  'also',
  'still',
  'no',
  'en',
  'pas',
  'nao',
  'pa',
  'sur',
  'esta',
  'ta',
];
const FULL_NAME = new RegExp(
  String.raw`${START}(?:${NAME_INTRODUCTIONS.join('|')})\s+(?!(?:${NOT_A_NAME.join('|')})\s)[\p{L}\p{M}'-]+\s+[\p{L}\p{M}'-]+`,
  'u',
);

/** The kinds of identifying detail found in `text`, each once, in IDENTIFYING_KINDS order. */
export function findIdentifyingText(text: string): IdentifyingKind[] {
  const folded = foldForMatching(text);
  // Addresses keep their capitals (a capital is how "123 Main St" differs from "3 of us st…"); digits are folded.
  const cased = text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/gu, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/gu, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  const found = new Set<IdentifyingKind>();
  if (PATTERNS.receipt_number.test(folded)) found.add('receipt_number');
  if (PATTERNS.a_number.test(folded)) found.add('a_number');
  // A receipt number's ten digits are not also a phone number.
  const withoutCaseNumbers = folded
    .replace(new RegExp(PATTERNS.receipt_number.source, 'gu'), ' ')
    .replace(new RegExp(PATTERNS.a_number.source, 'gu'), ' ');
  if (PATTERNS.phone.test(withoutCaseNumbers)) found.add('phone');
  if (ADDRESS_PATTERNS.some((pattern) => pattern.test(cased))) found.add('address');
  if (FULL_NAME.test(folded)) found.add('full_name');
  return IDENTIFYING_KINDS.filter((kind) => found.has(kind));
}

/** Whether an enforcement report's area names a street address rather than a city or a neighbourhood. */
export function looksLikeStreetAddress(area: string): boolean {
  return findIdentifyingText(area).includes('address');
}
