/** The query parameter that carries the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirect';

export const SIGN_IN_PATH = '/auth';

const CHECK_ORIGIN = 'https://amparo.invalid';

/**
 * Returns `value` if it is a path on this site, else `fallback`. It guards the return trip after
 * sign-in against open redirects: `//evil.com`, `/\evil.com`, `https://evil.com`, `javascript:`,
 * and control characters that browsers strip before parsing (`/\t/evil.com`) all fall back.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers read a backslash as a slash in URLs, and drop tabs and newlines.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is rejected.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, CHECK_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== CHECK_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Returning to the sign-in page itself after signing in would only bounce.
  if (url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`)) return fallback;
  return path;
}

/** The page to go to after signing in, read from a `?redirect=` query string. */
export function redirectTargetFromSearch(search: string | URLSearchParams, fallback = '/'): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeRedirectPath(params.get(REDIRECT_PARAM), fallback);
}

/** The sign-in URL that brings the visitor back to `pathWithSearch` afterwards. */
export function signInPathFor(pathWithSearch: string): string {
  const target = safeRedirectPath(pathWithSearch, '');
  if (target === '' || target === '/') return SIGN_IN_PATH;
  return `${SIGN_IN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}
