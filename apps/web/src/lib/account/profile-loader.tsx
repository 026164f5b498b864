import type { Session } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isRetryableRequestError } from './api-request-error.ts';
import { fetchOwnProfile } from './profile-api.ts';
import {
  type ProfileAuthClient,
  type ProfileRequester,
  type ProfileState,
  profileQueryKey,
} from './profile-provider.tsx';
import { useSyncMessageLocale } from './use-sync-message-locale.ts';

// The part of the profile provider that loads the row: its own chunk, because TanStack Query and the profile's
// zod parser are needed only once someone is signed in.

const PROFILE_STALE_MS = 5 * 60 * 1000;
const MAX_RETRIES = 3;

type ProfileLoaderProps = {
  session: Session;
  requester: ProfileRequester;
  authClient?: ProfileAuthClient;
  fetch?: typeof fetch;
  onState: (state: ProfileState) => void;
};

export function ProfileLoader({ session, requester, authClient, fetch: send, onState }: ProfileLoaderProps) {
  const userId = session.user.id;
  const queryClient = useQueryClient();
  useSyncMessageLocale(session, authClient);

  // The query key holds the user id but not the token, so TOKEN_REFRESHED (a new token, the same user) never
  // refetches, and a new user never sees the previous one's row.
  const query = useQuery({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) =>
      requester((token) => fetchOwnProfile({ accessToken: token, signal, fetch: send })),
    staleTime: PROFILE_STALE_MS,
    retry: (failures, error) => failures < MAX_RETRIES && isRetryableRequestError(error),
  });

  // Sign-out (or another person signing in on this device) drops the previous person's row from memory.
  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: profileQueryKey(userId) });
    },
    [userId, queryClient],
  );

  useEffect(() => {
    if (query.error) console.error('The profile could not be loaded', query.error);
  }, [query.error]);

  const state = useMemo<ProfileState>(() => {
    if (query.isPending) return { status: 'loading', profile: null };
    if (query.data) return { status: 'ready', profile: query.data };
    return { status: 'unavailable', profile: null };
  }, [query.isPending, query.data]);

  useEffect(() => {
    onState(state);
  }, [state, onState]);

  return null;
}
