// A post from an account younger than NEW_ACCOUNT_LINK_HOLD_DAYS that carries a link waits for the owner: links
// are how spam and scams reach people, and a new account is how they arrive. The composer uses the same test to
// say so before the post is sent.

export const NEW_ACCOUNT_LINK_HOLD_DAYS = 7;
/** Why such a post is held (a post's `moderation_reason`, shown to its author). */
export const NEW_ACCOUNT_LINK = 'new_account_link';

// Top-level domains that links in posts actually use; a list rather than "any letters" so "hola.Gracias" (a
// missing space) is not a link.
const TOP_LEVEL_DOMAINS = [
  'com',
  'org',
  'net',
  'info',
  'biz',
  'io',
  'co',
  'us',
  'me',
  'app',
  'xyz',
  'online',
  'site',
  'store',
  'shop',
  'link',
  'ly',
  'gl',
  'gg',
  'tk',
  'ml',
  'ga',
  'cf',
  'top',
  'club',
  'live',
  'news',
  'gov',
  'edu',
  'mx',
  'ht',
  'br',
  'pt',
  'fr',
  'ca',
  'uk',
  'de',
  'pk',
  'sa',
  'ae',
  'eg',
  'ma',
  'ng',
  'ph',
  'ru',
  'cn',
  'to',
  'cc',
  'ws',
  'tv',
];

const LINK = new RegExp(
  String.raw`https?:\/\/|(?<![\p{L}\p{N}])www\.|(?<![\p{L}\p{N}@.-])[a-z0-9](?:[a-z0-9-]{0,62}\.)+(?:${TOP_LEVEL_DOMAINS.join('|')})(?![\p{L}\p{N}])`,
  'u',
);

// Any other `label.tld`: a label of two or more letters, digits or dashes and a top-level domain of 2 to 24
// letters ("uscis-gov.help/apply", "greencard-help.pro"). One-letter labels are abbreviations ("e.g.", "U.S.",
// "a.m."), a form name ends in digits ("I-765."), and a capitalised word after the dot is a missing space
// ("hola.Gracias", "Mr.Smith"), not a domain: the top-level domain must be all lower or all upper case.
const GENERIC_DOMAIN =
  /(?<![\p{L}\p{N}@.-])[a-zA-Z0-9][a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*\.(?:[a-z]{2,24}|[A-Z]{2,24})(?![\p{L}\p{N}])/u;

/** Whether `text` carries a web address: http(s)://, www., or a bare domain such as example.com. */
export function containsLink(text: string): boolean {
  const folded = text.normalize('NFKC');
  return LINK.test(folded.toLowerCase()) || GENERIC_DOMAIN.test(folded);
}
