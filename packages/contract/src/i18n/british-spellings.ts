// Amparo writes American English (issue 24): its readers live in the United States, and the forms and agencies
// they deal with spell "license", "organization", "defense". The tests of the web app's English strings and of
// the server's English messages use this list to refuse British spellings.
//
// Only spellings American dictionaries mark as chiefly British are here. Forms American usage also accepts
// ("cancelled", "travelled", "catalogue", "grey", "judgement", "ageing") are not: refusing them would be a
// matter of house style, not of correctness. Each pattern is global (`g`), as matchAll needs.

type BritishSpelling = { pattern: RegExp; american: string };

/** What comes before "ise": organ-ise, recogn-ise, author-ise. */
const IZE_STEMS = [
  'apolog',
  'author',
  'categor',
  'central',
  'critic',
  'custom',
  'emphas',
  'familiar',
  'final',
  'hospital',
  'legal',
  'memor',
  'minim',
  'normal',
  'optim',
  'organ',
  'personal',
  'priorit',
  'real',
  'recogn',
  'special',
  'standard',
  'summar',
  'sympath',
  'util',
];

const BRITISH_SPELLINGS: readonly BritishSpelling[] = [
  { pattern: /\blicences?\b/gi, american: 'license' },
  // organise, organised, organising, organisation(s), recognisable…; "realism" or "emphasis" are not matched.
  {
    pattern: new RegExp(`\\b(${IZE_STEMS.join('|')})is(e|ed|es|ing|ation|ations|able)\\b`, 'gi'),
    american: '-ize, -ization',
  },
  {
    pattern:
      /\b(colo|favo|behavio|hono|labo|neighbo|harbo|rumo|endeavo|humo|flavo|armo|odo|rigo|vigo|savo)ur(s|ed|ing|ite|ites|able|hood|hoods)?\b/gi,
    american: '-or (color, favorite, behavior, honor, labor, neighbor)',
  },
  { pattern: /\b(centre|theatre|litre|metre|fibre|calibre)s?\b/gi, american: '-er (center, liter)' },
  { pattern: /\bprogrammes?\b/gi, american: 'program' },
  { pattern: /\b(defence|offence)s?\b/gi, american: 'defense, offense' },
  { pattern: /\bcheques?\b/gi, american: 'check' },
  { pattern: /\bwhilst\b/gi, american: 'while' },
  { pattern: /\b(enrol|enrols|enrolment|enrolments)\b/gi, american: 'enroll, enrollment' },
  { pattern: /\b(fulfil|fulfils|fulfilment)\b/gi, american: 'fulfill, fulfillment' },
  { pattern: /\binstalments?\b/gi, american: 'installment' },
  { pattern: /\banalys(e|ed|ing)\b/gi, american: 'analyze' },
  { pattern: /\bpaediatric/gi, american: 'pediatric' },
  { pattern: /\bmanoeuvre/gi, american: 'maneuver' },
  { pattern: /\bsceptic/gi, american: 'skeptic' },
];

/** The British spellings in a text, each with its American form ("licence → license"); empty when there is none. */
export function findBritishSpellings(text: string): string[] {
  const found: string[] = [];
  for (const { pattern, american } of BRITISH_SPELLINGS) {
    for (const match of text.matchAll(pattern)) found.push(`${match[0]} → ${american}`);
  }
  return found;
}
