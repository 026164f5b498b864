import { getAuthClient } from '../auth-client.ts';
import { ApiRequestError } from './profile-api.ts';
import { checkSessionStillOpen } from './session-check.ts';

/**
 * Runs an API request with the session's access token. A 401 means the token expired while the phone slept
 * (refreshed, then tried once more) or the session ended elsewhere (the auth client then signs out here too).
 */
export async function withAccessToken<T>(token: string, request: (token: string) => Promise<T>): Promise<T> {
  try {
    return await request(token);
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
    const check = await checkSessionStillOpen(await getAuthClient());
    if (check.state === 'open') return request(check.accessToken);
    throw error;
  }
}
