import type { AuthClientInstance } from '../auth-client.ts';
import { isAuthSessionMissingError } from './auth-error-kinds.ts';
import { markSessionEnded } from './session-ended-notice.ts';

type AuthClient = Pick<AuthClientInstance, 'getUser' | 'getSession'>;

export type SessionCheck =
  | { state: 'open'; accessToken: string }
  | { state: 'ended' }
  /** The server could not be asked (offline, server down): keep the session and try later. */
  | { state: 'unknown' };

/**
 * Asks the auth server whether this device's session still exists. Our server refuses the access token of a
 * session that was signed out elsewhere at once, not at its expiry; auth-js then removes the stored session
 * and emits SIGNED_OUT, so the whole app follows. Called when an API answers 401.
 */
export async function checkSessionStillOpen(client: AuthClient): Promise<SessionCheck> {
  const { data, error } = await client.getUser();
  if (error) {
    if (isAuthSessionMissingError(error)) {
      markSessionEnded();
      return { state: 'ended' };
    }
    return { state: 'unknown' };
  }
  if (!data.user) return { state: 'unknown' };
  // getUser() refreshed the session first if its access token had expired: read the current one.
  const { data: current } = await client.getSession();
  return current.session ? { state: 'open', accessToken: current.session.access_token } : { state: 'ended' };
}
