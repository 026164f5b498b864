import type { AuthClient } from '@supabase/auth-js';

/** Where auth-js keeps the session in localStorage. */
export const AUTH_STORAGE_KEY = 'amparo-auth';

export type AuthClientInstance = InstanceType<typeof AuthClient>;

let loading: Promise<AuthClientInstance> | undefined;
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
