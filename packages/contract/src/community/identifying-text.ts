import { foldForMatching } from './text-folding.ts';

// What in a post could tell a stranger who its author is. The composer warns ("this could identify you") and the
// server refuses an address as an enforcement report's area. Patterns lean towards warning: a warning the person
// dismisses costs a tap, a missed A-number can cost far more.

export const IDENTIFYING_KINDS = [
  'phone',
  'a_number',
  'receipt_number',
  'ssn',
  'email',
  'address',
  'full_name',
] as const;
export type IdentifyingKind = (typeof IDENTIFYING_KINDS)[number];

// Not preceded by a letter or a digit, so a receipt number's digits are not also read as a phone.
const START = String.raw`(?<![\p{L}\p{N}])`;
const SEP = String.raw`[\s.-]?`;
const EIGHT_OR_NINE_DIGITS = String.raw`(?:[\s-]?\d){8,9}(?![\s-]?\d)`;

// Alien registration numbers: A (or A#, A-) and eight or nine digits, or the words for it ("A-number", "A number",
// "número A", "numéro A") and the digits.
const A_NUMBER = [
  new RegExp(String.raw`${START}a\s?[#-]?\s?${EIGHT_OR_NINE_DIGITS}`, 'u'),
  new RegExp(
    String.raw`${START}(?:a[\s-]?(?:number|no\.?|#)|(?:numero|n[º°o.])\s?a)[\s:#.-]*(?:is|es|e|est|se|:)?\s*${EIGHT_OR_NINE_DIGITS}`,
    'u',
  ),
];
// US Social Security numbers: 123-45-6789, or nine digits after the words for it.
const SSN = [
  new RegExp(String.raw`${START}\d{3}[-\s]\d{2}[-\s]\d{4}(?![\s-]?\d)`, 'u'),
  new RegExp(
    String.raw`${START}(?:ssn|social security|seguro social|securite sociale|seguranca social|sekirite sosyal)[^\p{N}]{0,24}(?<!\p{N})\d{9}(?!\p{N})`,
    'u',
  ),
];
// GPS coordinates: two decimal degrees ("42.3601, -71.0589", "42.3601° N 71.0589° W") or degrees and minutes
// ("42°21'36\"N").
const COORDINATES = [
  new RegExp(
    String.raw`${START}[-+]?\d{1,3}[.,]\d{3,}\s*°?\s*[nsNS]?\s*[,;/\s]\s*[-+]?\d{1,3}[.,]\d{3,}`,
    'u',
  ),
  /\d{1,3}\s*°\s*\d{1,2}\s*['′]/u,
];

const PATTERNS: Record<Exclude<IdentifyingKind, 'address' | 'full_name' | 'a_number' | 'ssn'>, RegExp> = {
  // USCIS receipt numbers: three letters for the service centre and ten digits, however they are grouped.
  receipt_number: new RegExp(
    String.raw`${START}(?:ioe|eac|wac|lin|src|nbc|msc|ysc)[\s-]?(?:[\s-]?\d){10}(?![\s-]?\d)`,
    'u',
  ),
  // An email address.
  email: /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u,
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
  if (A_NUMBER.some((pattern) => pattern.test(folded))) found.add('a_number');
  if (SSN.some((pattern) => pattern.test(folded))) found.add('ssn');
  if (PATTERNS.email.test(folded)) found.add('email');
  // A receipt number's ten digits are not also a phone number.
  const withoutCaseNumbers = [PATTERNS.receipt_number, ...A_NUMBER, ...SSN].reduce(
    (rest, pattern) => rest.replace(new RegExp(pattern.source, 'gu'), ' '),
    folded,
  );
  if (PATTERNS.phone.test(withoutCaseNumbers)) found.add('phone');
  if (ADDRESS_PATTERNS.some((pattern) => pattern.test(cased))) found.add('address');
  if (FULL_NAME.test(folded)) found.add('full_name');
  return IDENTIFYING_KINDS.filter((kind) => found.has(kind));
}

/** Whether `text` holds GPS coordinates (decimal degrees, or degrees and minutes). */
export function containsCoordinates(text: string): boolean {
  const folded = foldForMatching(text);
  return COORDINATES.some((pattern) => pattern.test(folded));
}

/** Whether an enforcement report's area names a street address rather than a city or a neighbourhood. */
export function looksLikeStreetAddress(area: string): boolean {
  return findIdentifyingText(area).includes('address');
}

// Words that name a crossing of streets ("corner of Main and Elm", "esquina", "carrefour", "تقاطع") in the app's
// seven languages, on folded text.
const INTERSECTION_WORDS = [
  // en
  'corner',
  'intersection',
  'between',
  'crossing',
  'junction',
  // es
  'esquina',
  'cruce',
  'entre',
  'interseccion',
  'cruza',
  // fr
  'coin',
  'carrefour',
  'angle',
  'croisement',
  // pt
  'cruzamento',
  'intersecao',
  // ht
  'kwen',
  'kafou',
  'ant',
  // ar
  'كورنر',
  'تقاطع',
  'زاوية',
  'ناصية',
  'بين',
  // ur
  'چوک',
  'کونا',
  'کونے',
  'نکڑ',
  'درمیان',
  'چوراہا',
];
const INTERSECTION = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${INTERSECTION_WORDS.join('|')})(?![\p{L}\p{N}])`,
  'u',
);

/**
 * Whether an enforcement report's area is more precise than a city or a neighbourhood: a digit of any script
 * (house numbers, "5th", GPS coordinates), `&` `@` `/` `+` `#` (crossings and codes), a word for a corner or a
 * crossing of streets, or a street address.
 */
export function isAreaTooPrecise(area: string): boolean {
  if (/[\p{Nd}&@/+#]/u.test(area)) return true;
  return INTERSECTION.test(foldForMatching(area)) || looksLikeStreetAddress(area);
}

/** Whether an enforcement report's text gives the place away: a street address or GPS coordinates. */
export function isReportTextTooPrecise(text: string): boolean {
  return findIdentifyingText(text).includes('address') || containsCoordinates(text);
}
