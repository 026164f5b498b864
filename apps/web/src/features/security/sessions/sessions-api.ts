import { ZListSessionsResponse } from '@amparo/contract/security/list-sessions';
import {
  type SecurityPreferences,
  ZSecurityPreferences,
} from '@amparo/contract/security/security-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { useApiRequest } from '../../../lib/api-request.ts';
import { useSession } from '../../../lib/session-provider.tsx';

// GET /api/v1/security/sessions, DELETE /api/v1/security/sessions/:id, the "show the approximate place" choice,
// and "sign out all other sessions" through the auth protocol (POST /auth/v1/logout?scope=others).

export function sessionsQueryKey(userId: string) {
  return ['security-sessions', userId] as const;
}

/** The log shows what these actions did, so it is fetched again after each. */
export const SECURITY_EVENTS_QUERY_KEY = 'security-events';

export function useSessions() {
  const { userId, request } = useApiRequest('/security');
  return useQuery({
    queryKey: sessionsQueryKey(userId ?? ''),
    queryFn: ({ signal }) => request('/sessions', ZListSessionsResponse, { signal }),
    enabled: userId !== null,
  });
}

function useAfterChange() {
  const { userId } = useApiRequest('/security');
  const queryClient = useQueryClient();
  return () => {
    if (!userId) return;
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKey(userId) });
    void queryClient.invalidateQueries({ queryKey: [SECURITY_EVENTS_QUERY_KEY, userId] });
  };
}

export function useRevokeSession() {
  const { request } = useApiRequest('/security');
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (sessionId: string) =>
      request(`/sessions/${encodeURIComponent(sessionId)}`, null, { method: 'DELETE' }),
    onSettled: afterChange,
  });
}

export function useSignOutOtherSessions() {
  const { session } = useSession();
  const token = session?.access_token ?? null;
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async () => {
      if (!token) throw new ApiRequestError(401, 'unauthorized', 'Not signed in');
      // The protocol's own call (auth-js' signOut({ scope: 'others' }) sends the same); this session stays.
      const response = await fetch('/auth/v1/logout?scope=others', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) {
        throw new ApiRequestError(response.status, 'unknown', `Sign-out failed (${response.status})`);
      }
    },
    onSettled: afterChange,
  });
}

export function useUpdateSecurityPreferences() {
  const { userId, request } = useApiRequest('/security');
  const queryClient = useQueryClient();
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (preferences: SecurityPreferences) =>
      request('/preferences', ZSecurityPreferences, { method: 'PUT', body: preferences }),
    onSuccess: (saved) => {
      if (!userId) return;
      queryClient.setQueryData(sessionsQueryKey(userId), (previous: unknown) =>
        previous && typeof previous === 'object'
          ? { ...previous, show_sign_in_place: saved.show_sign_in_place }
          : previous,
      );
      afterChange();
    },
  });
}
