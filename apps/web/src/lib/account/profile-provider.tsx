import type { Profile } from '@amparo/contract/profile/profile';
import type { UpdateProfileRequest } from '@amparo/contract/profile/update-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { getAuthClient } from '../auth-client.ts';
import { useSession } from '../session-provider.tsx';
import { ApiRequestError, fetchOwnProfile, isRetryableRequestError, patchOwnProfile } from './profile-api.ts';
import { checkSessionStillOpen } from './session-check.ts';
import { useSyncMessageLocale } from './use-sync-message-locale.ts';

// Spec §4: the profile is loaded after sign-in (and at start when a session exists), not on a token refresh,
// and cleared on sign-out. The query key holds the user id but not the token, so TOKEN_REFRESHED (a new
// token, the same user) never refetches, and a new user never sees the previous one's row.

export type ProfileStatus = 'signed-out' | 'loading' | 'ready' | 'unavailable';

export type ProfileState = {
  status: ProfileStatus;
  /** Null while loading, when signed out, and when it could not be loaded (spec §8: logged, no profile). */
  profile: Profile | null;
};

type AuthClient = Parameters<typeof checkSessionStillOpen>[0] & Parameters<typeof useSyncMessageLocale>[1];

export function profileQueryKey(userId: string) {
  return ['profile', userId] as const;
}

const PROFILE_STALE_MS = 5 * 60 * 1000;
const MAX_RETRIES = 3;

const ProfileContext = createContext<ProfileState | null>(null);
const ProfileRequestContext = createContext<ProfileRequester | null>(null);

type ProfileRequester = <T>(request: (accessToken: string) => Promise<T>) => Promise<T | null>;

type ProfileProviderProps = {
  children: ReactNode;
  /** Tests pass their own; the app uses the one auth client. */
  authClient?: AuthClient;
  fetch?: typeof fetch;
};

export function ProfileProvider({ children, authClient, fetch: send }: ProfileProviderProps) {
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? null;
  const accessToken = useRef<string | null>(null);
  accessToken.current = session?.access_token ?? null;
  useSyncMessageLocale(session, authClient);

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
          const check = await checkSessionStillOpen(authClient ?? getAuthClient());
          if (check.state === 'open') return request(check.accessToken);
          if (check.state === 'ended') return null;
          throw error;
        }
      },
    [authClient],
  );

  const query = useQuery({
    queryKey: profileQueryKey(userId ?? ''),
    queryFn: ({ signal }) =>
      requester((token) => fetchOwnProfile({ accessToken: token, signal, fetch: send })),
    enabled: userId !== null,
    staleTime: PROFILE_STALE_MS,
    retry: (failures, error) => failures < MAX_RETRIES && isRetryableRequestError(error),
  });

  // Sign-out (or another person signing in on this device) drops the previous person's row from memory.
  const previousUserId = useRef(userId);
  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous && previous !== userId) queryClient.removeQueries({ queryKey: profileQueryKey(previous) });
  }, [userId, queryClient]);

  useEffect(() => {
    if (query.error) console.error('The profile could not be loaded', query.error);
  }, [query.error]);

  const state = useMemo<ProfileState>(() => {
    if (!userId) return { status: 'signed-out', profile: null };
    if (query.isPending) return { status: 'loading', profile: null };
    if (query.data) return { status: 'ready', profile: query.data };
    return { status: 'unavailable', profile: null };
  }, [userId, query.isPending, query.data]);

  return (
    <ProfileRequestContext.Provider value={requester}>
      <ProfileContext.Provider value={state}>{children}</ProfileContext.Provider>
    </ProfileRequestContext.Provider>
  );
}

/** The signed-in person's profile and whether it has loaded. */
export function useProfile(): ProfileState {
  const state = useContext(ProfileContext);
  if (!state) throw new Error('useProfile must be used inside <ProfileProvider>');
  return state;
}

/**
 * Changes the editable profile fields (PATCH /api/v1/profile). On success the server's merged row replaces
 * the cached one, so every screen shows what was saved.
 */
export function useUpdateProfile() {
  const requester = useContext(ProfileRequestContext);
  const { session } = useSession();
  const queryClient = useQueryClient();
  const userId = session?.user.id ?? null;
  return useMutation({
    mutationFn: async (changes: UpdateProfileRequest): Promise<Profile> => {
      if (!requester) throw new Error('useUpdateProfile must be used inside <ProfileProvider>');
      const saved = await requester((token) => patchOwnProfile(changes, { accessToken: token }));
      if (!saved) throw new ApiRequestError(401, 'unauthorized', 'Sign in to change your profile');
      return saved;
    },
    onSuccess: (saved) => {
      if (userId && saved.id === userId) queryClient.setQueryData(profileQueryKey(userId), saved);
    },
    onError: (error) => console.error('The profile could not be saved', error),
  });
}

/** For tests and stories: a fixed profile state without requests. */
export function StaticProfileProvider({ value, children }: { value: ProfileState; children: ReactNode }) {
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}
