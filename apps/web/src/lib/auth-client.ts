import { AuthClient } from '@supabase/auth-js';

/** Where auth-js keeps the session in localStorage. */
export const AUTH_STORAGE_KEY = 'amparo-auth';

let client: InstanceType<typeof AuthClient> | undefined;

/**
 * The one auth client of the app, talking to our own GoTrue-compatible server at /auth/v1.
 * Created on first use so that merely importing this module (in tests, say) starts no timers.
 */
export function getAuthClient(): InstanceType<typeof AuthClient> {
  client ??= new AuthClient({
    url: `${window.location.origin}/auth/v1`,
    storageKey: AUTH_STORAGE_KEY,
    autoRefreshToken: true,
    persistSession: true,
    detectSessionInUrl: true,
  });
  return client;
}
