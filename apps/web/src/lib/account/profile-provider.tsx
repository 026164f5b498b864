import type { Profile } from '@amparo/contract/profile/profile';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AuthClientInstance } from '../auth-client.ts';
import { getAuthClient } from '../auth-client.ts';
import { WithQueryClient } from '../query/with-query-client.tsx';
import { useSession } from '../session-provider.tsx';
import { ApiRequestError } from './api-request-error.ts';
import { needsSecondFactor } from './assurance.ts';

// Spec §4: the profile is loaded after sign-in (and at start when a session exists), not on a token refresh,
// and cleared on sign-out. This provider is on every screen's first-paint path, so it holds only the state: the
// code that loads the row (TanStack Query, the zod parser) is its own chunk, loaded once someone is signed in.

export type ProfileStatus = 'signed-out' | 'loading' | 'ready' | 'unavailable';

export type ProfileState = {
  status: ProfileStatus;
  /** Null while loading, when signed out, and when it could not be loaded (spec §8: logged, no profile). */
  profile: Profile | null;
};

export type ProfileAuthClient = Pick<AuthClientInstance, 'getUser' | 'getSession' | 'updateUser'>;

export type ProfileRequester = <T>(request: (accessToken: string) => Promise<T>) => Promise<T | null>;

export function profileQueryKey(userId: string) {
  return ['profile', userId] as const;
}

const SIGNED_OUT: ProfileState = { status: 'signed-out', profile: null };
const LOADING: ProfileState = { status: 'loading', profile: null };

const ProfileContext = createContext<ProfileState | null>(null);
export const ProfileRequestContext = createContext<ProfileRequester | null>(null);

const ProfileLoader = lazy(() =>
  import('./profile-loader.tsx').then((module) => ({ default: module.ProfileLoader })),
);

type ProfileProviderProps = {
  children: ReactNode;
  /** Tests pass their own; the app uses the one auth client. */
  authClient?: ProfileAuthClient;
  fetch?: typeof fetch;
};

export function ProfileProvider({ children, authClient, fetch: send }: ProfileProviderProps) {
  const { session } = useSession();
  // No profile before the second factor: the API answers an aal1 session of such an account with 401.
  const userId = session && !needsSecondFactor(session) ? session.user.id : null;
  const accessToken = useRef<string | null>(null);
  accessToken.current = session?.access_token ?? null;
  const [loaded, setLoaded] = useState<{ userId: string; state: ProfileState } | null>(null);

  // Runs a request with the current access token. A 401 means the token was refused: either it expired while
  // the device slept (the auth client refreshes it and the request runs once more) or the session was ended
  // elsewhere (the auth client signs out here too, and the answer is "no profile").
  const requester = useMemo<ProfileRequester>(
    () =>
      async function withSession(request) {
        const token = accessToken.current;
        if (!token) return null;
        try {
          return await request(token);
        } catch (error) {
          if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
          const { checkSessionStillOpen } = await import('./session-check.ts');
          const check = await checkSessionStillOpen(authClient ?? (await getAuthClient()));
          if (check.state === 'open') return request(check.accessToken);
          if (check.state === 'ended') return null;
          throw error;
        }
      },
    [authClient],
  );

  const report = useCallback(
    (next: ProfileState) => {
      if (!userId) return;
      setLoaded((previous) =>
        previous?.userId === userId && previous.state === next ? previous : { userId, state: next },
      );
    },
    [userId],
  );

  const state = !userId ? SIGNED_OUT : loaded?.userId === userId ? loaded.state : LOADING;

  return (
    <ProfileRequestContext.Provider value={requester}>
      <ProfileContext.Provider value={state}>
        {session && userId ? (
          // Renders nothing; it reports the row it loads. A sibling, so the page below never waits for it.
          <Suspense fallback={null}>
            <WithQueryClient>
              <ProfileLoader
                session={session}
                requester={requester}
                authClient={authClient}
                fetch={send}
                onState={report}
              />
            </WithQueryClient>
          </Suspense>
        ) : null}
        {children}
      </ProfileContext.Provider>
    </ProfileRequestContext.Provider>
  );
}

/** The signed-in person's profile and whether it has loaded. */
export function useProfile(): ProfileState {
  const state = useContext(ProfileContext);
  if (!state) throw new Error('useProfile must be used inside <ProfileProvider>');
  return state;
}

/** For tests and stories: a fixed profile state without requests. */
export function StaticProfileProvider({ value, children }: { value: ProfileState; children: ReactNode }) {
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}
