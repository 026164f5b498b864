import { CANCEL_DELETION_PAGE_PATH } from '@amparo/contract/account/account-pages';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '@amparo/contract/i18n/languages';
import { languageFromAcceptLanguage } from './accept-language.ts';
import { LANGUAGE_COOKIE, readCookie, SIGNED_IN_COOKIE } from './page-cookies.ts';

// Pages a search engine must never list: a proof-of-status link shows someone's documents to whoever holds it.
export const UNLISTED_PAGE = /^\/proof(?:\/|$)/;

/**
 * Pages opened from a link someone was sent, which must show at once, never behind the welcome screen: a proof
 * link (opened by an officer or a lawyer) and the deletion email's "keep my account" link (its token is in the
 * fragment, which a detour through the welcome screen could lose, and the grace period is short). The web app
 * draws them outside the welcome gate (`routes.tsx`, `boot/hydration-plan.ts`).
 */
export function opensWithoutWelcome(path: string): boolean {
  return (
    UNLISTED_PAGE.test(path) || path === CANCEL_DELETION_PAGE_PATH || path === `${CANCEL_DELETION_PAGE_PATH}/`
  );
}

const PAGE_NAMES = ['welcome', 'home', 'auth', 'shell'] as const;
type PageName = (typeof PAGE_NAMES)[number];

function prerendered(language: LanguageCode, page: PageName): string {
  return `prerendered/${language}/${page}.html`;
}

/** Every HTML file the web build prerenders, relative to the dist folder. */
export const PRERENDERED_PAGES: readonly string[] = LANGUAGE_CODES.flatMap((language) =>
  PAGE_NAMES.map((page) => prerendered(language, page)),
);

export type PageRequest = {
  /** The request target as received: path and query. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
};

export type PageChoice =
  /** A language link (`?lang=ar`) followed before any script ran: remember it and go to the same page without it. */
  | { kind: 'remember-language'; language: LanguageCode; location: string }
  /** A file relative to the dist folder. */
  | { kind: 'page'; file: string };

// Every byte outside printable ASCII is percent-encoded, so the Location header carries exactly what was asked.
function encodePath(path: string): string {
  const encoded = path.replace(/[^\x21-\x7e]/gu, (character) =>
    [...Buffer.from(character, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
  // "//host" or "/\host" would be read as another site: a language link must never become an open redirect.
  return encoded.replace(/^[/\\]+/, '/');
}

function languageLink(path: string, query: string): PageChoice | undefined {
  if (!query) return undefined;
  const parameters = new URLSearchParams(query);
  const requested = parameters.get('lang')?.toLowerCase();
  if (!isLanguageCode(requested)) return undefined;
  parameters.delete('lang');
  const rest = parameters.toString();
  return {
    kind: 'remember-language',
    language: requested,
    location: encodePath(path) + (rest ? `?${rest}` : ''),
  };
}

/**
 * Which HTML a navigation gets, so the first bytes a visitor sees are already their page in their language:
 * the welcome screen until a language is chosen, the signed-out home and sign-in pages, and for every other
 * route (or a device with a session) an empty app frame that the app fills in. The cookies mirror what the
 * web app keeps in localStorage; the app still decides everything once it runs.
 */
export function choosePage(request: PageRequest): PageChoice {
  const queryStart = request.url.indexOf('?');
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : request.url.slice(queryStart + 1);

  const link = languageLink(path, query);
  if (link) return link;

  const cookieLanguage = readCookie(request.cookie, LANGUAGE_COOKIE);
  const chosen = isLanguageCode(cookieLanguage) ? cookieLanguage : undefined;

  // A proof link is opened by someone else (an officer, a lawyer), the keep-my-account link maybe on a device that
  // never opened Amparo: never ask them to pick a language first. Without a stored choice the app draws these
  // pages in English (with the language picker above them), so the frame is English too.
  if (opensWithoutWelcome(path)) return { kind: 'page', file: prerendered(chosen ?? 'en', 'shell') };

  const language = chosen ?? languageFromAcceptLanguage(request.acceptLanguage);
  const signedIn = readCookie(request.cookie, SIGNED_IN_COOKIE) === '1';
  return {
    kind: 'page',
    file: prerendered(language, pageFor(path, query, { signedIn, chosen: chosen !== undefined })),
  };
}

function pageFor(path: string, query: string, visitor: { signedIn: boolean; chosen: boolean }): PageName {
  // Signed-in pages depend on data the server does not render: the app fills the frame.
  if (visitor.signedIn) return 'shell';
  if (!visitor.chosen) return 'welcome';
  if (path === '/') return 'home';
  // The sign-in page reads its query (sign-up, a return path): only the plain page is prerendered, and showing it
  // for `?mode=signup` would paint one form and then replace it with another.
  if (path === '/auth') return query === '' ? 'auth' : 'shell';
  return 'shell';
}
