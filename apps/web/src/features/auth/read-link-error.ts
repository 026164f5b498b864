/**
 * An emailed link that has expired or was already used comes back with `#error_code=…` (auth-js leaves it in
 * place when it fails). Read once, then removed from the address bar so a reload or a shared screenshot
 * does not carry it.
 */
export function readLinkError(): string | null {
  if (typeof window === 'undefined' || !window.location.hash) return null;
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const code = fragment.get('error_code') ?? fragment.get('error');
  if (!code) return null;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return code;
}
