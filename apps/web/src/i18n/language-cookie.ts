import type { LanguageCode } from '@amparo/contract/i18n/languages';

/**
 * The server's copy of the language choice (localStorage `selectedLanguage` stays the source of truth): with it the
 * server sends a returning visitor's first screen already rendered in their language, and the welcome screen's
 * language links work before any script has run (the server sets it from `?lang=`). Not personal data, not a secret.
 */
export const LANGUAGE_COOKIE = 'amparo-lang';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function readCookie(name: string, cookies: string = safeCookies()): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function safeCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/** Sets (or, with null, removes) a first-party cookie the server reads to choose which HTML to send. */
export function writeHintCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  if (readCookie(name) === (value ?? null)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = value === null ? 'Max-Age=0' : `Max-Age=${ONE_YEAR_SECONDS}`;
  try {
    // The Cookie Store API is asynchronous and missing from Safari and Firefox; this must hold before the next load.
    // biome-ignore lint/suspicious/noDocumentCookie: see above.
    document.cookie = `${name}=${value ?? ''}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
  } catch {
    // Cookies blocked: the server sends the language-neutral page, which the app fills in.
  }
}

export function mirrorLanguageCookie(code: LanguageCode): void {
  if (readCookie(LANGUAGE_COOKIE) === code) return;
  writeHintCookie(LANGUAGE_COOKIE, code);
  // Also from the server (its `?lang=` answer sets the same cookie): Safari keeps a cookie written by a script for
  // 7 days only, one the server set for as long as it says. Nothing is lost if this request fails.
  if (typeof window !== 'undefined' && window.location.protocol.startsWith('http')) {
    fetch(`/?lang=${code}`, { method: 'HEAD', redirect: 'manual', credentials: 'same-origin' }).catch(
      () => undefined,
    );
  }
}
