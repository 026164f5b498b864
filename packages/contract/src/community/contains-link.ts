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

/** Whether `text` carries a web address: http(s)://, www., or a bare domain such as example.com. */
export function containsLink(text: string): boolean {
  return LINK.test(text.normalize('NFKC').toLowerCase());
}
