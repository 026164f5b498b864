import type { LanguageCode } from '@amparo/contract/i18n/languages';

/** The web app mirrors its stored language choice (localStorage) into this cookie, so the server can see it. */
export const LANGUAGE_COOKIE = 'amparo-lang';
/** Set to 1 by the web app while a session is stored on the device: a hint for which HTML to send, not a secret. */
export const SIGNED_IN_COOKIE = 'amparo-signed-in';

const ONE_YEAR_SECONDS = 31_536_000;

/** The first value of the cookie `name` in a Cookie header (the most specific path comes first), if any. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  }
  return undefined;
}

/**
 * The Set-Cookie value that remembers a language chosen by a link before any script ran. Not HttpOnly: the web
 * app reads it to keep localStorage and the cookie the same choice. `language` is one of our codes, never input.
 */
export function languageCookie(language: LanguageCode, secure: boolean): string {
  const attributes = [
    `${LANGUAGE_COOKIE}=${language}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
