import type { AuthClient } from '@supabase/auth-js';

/** Where auth-js keeps the session in localStorage. */
export const AUTH_STORAGE_KEY = 'amparo-auth';

export type AuthClientInstance = InstanceType<typeof AuthClient>;

let loading: Promise<AuthClientInstance> | undefined;
let lastRetryAfterSeconds: number | null = null;

/**
 * auth-js turns a 429 into an error without its headers; the sign-in form still wants to say "try again in 12
 * minutes". The client's fetch keeps the last Retry-After it saw, and the form takes it (once).
 */
export function takeRetryAfterSeconds(): number | null {
  const seconds = lastRetryAfterSeconds;
  lastRetryAfterSeconds = null;
  return seconds;
}

export const fetchRememberingRetryAfter: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    lastRetryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  }
  return response;
};
let loaded: AuthClientInstance | undefined;
const loadedListeners = new Set<(client: AuthClientInstance) => void>();

/**
 * The one auth client of the app, talking to our own GoTrue-compatible server at /auth/v1. auth-js is 24 KB
 * gzipped, so it is imported only when it is needed (issue 11): a stored session, a sign-in page, a link that
 * carries a token. Everything that only asks "is someone probably signed in?" reads the stored session instead
 * (session-provider.tsx). Created on first use so that merely importing this module starts no timers.
 */
export function getAuthClient(): Promise<AuthClientInstance> {
  loading ??= import('@supabase/auth-js').then(({ AuthClient }) => {
    loaded = new AuthClient({
      url: `${window.location.origin}/auth/v1`,
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: true,
      fetch: fetchRememberingRetryAfter,
    });
    for (const listener of loadedListeners) listener(loaded);
    return loaded;
  });
  loading.catch(() => {
    // Offline before the chunk was ever cached: the next call tries again.
    loading = undefined;
  });
  return loading;
}

/** Calls `listener` once the auth client exists (at once if it already does); returns an unsubscribe. */
export function onAuthClientLoaded(listener: (client: AuthClientInstance) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => undefined;
  }
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}
