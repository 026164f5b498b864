import { tokenFromJoinHash } from '@amparo/contract/family/family-invitation-token';

// The invitation's secret travels in the link's fragment (`/family/join#token=…`), which never reaches a server.
// Signing in or creating an account on the way goes through /auth and back with a path that has no fragment, so
// the token waits in this tab's sessionStorage meanwhile; it is never put in a query string (servers log those).

const STORAGE_KEY = 'amparo-family-join-token';

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The token from the page's fragment, remembered for the trip through /auth; else the one remembered before. */
export function readJoinToken(hash: string): string | null {
  const fromLink = tokenFromJoinHash(hash);
  if (fromLink) {
    try {
      storage()?.setItem(STORAGE_KEY, fromLink);
    } catch {
      // A tab that cannot store it still has the link.
    }
    return fromLink;
  }
  const remembered = storage()?.getItem(STORAGE_KEY) ?? null;
  return tokenFromJoinHash(remembered ? `#token=${remembered}` : '');
}

/** Once the invitation is answered (or cannot be), the token has no further use on this device. */
export function forgetJoinToken(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
