import { AUTH_STORAGE_KEY, type AuthClientInstance } from '../auth-client.ts';
import { isAuthRetryableFetchError } from './auth-error-kinds.ts';

type AuthClient = Pick<AuthClientInstance, 'signOut'>;
type SignOutResult = Awaited<ReturnType<AuthClient['signOut']>>;

function forgetStoredSession(storage: Pick<Storage, 'removeItem'> | undefined): void {
  for (const suffix of ['', '-user', '-code-verifier']) {
    try {
      storage?.removeItem(`${AUTH_STORAGE_KEY}${suffix}`);
    } catch {
      // Storage that cannot be written cannot hold a session either.
    }
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Signs out on this device only. auth-js keeps the session when the server cannot be reached, but a person
 * who taps "Sign out" on a shared or seized phone needs it gone now, network or not: the stored session is
 * then dropped by hand, and a second signOut() (which has no token left to send) tells every listener.
 * The server-side session then simply expires unused.
 */
export async function signOutOnThisDevice(
  client: AuthClient,
  storage: Pick<Storage, 'removeItem'> | undefined = safeLocalStorage(),
): Promise<SignOutResult> {
  const result = await client.signOut({ scope: 'local' });
  if (!result.error || !isAuthRetryableFetchError(result.error)) return result;
  forgetStoredSession(storage);
  return client.signOut({ scope: 'local' });
}

/** Ends every session of the account, on every device. Needs the network: the server must be told. */
export async function signOutEverywhere(client: AuthClient): Promise<SignOutResult> {
  return client.signOut({ scope: 'global' });
}
