import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request.ts';
import { useSession } from '../../../lib/session-provider.tsx';

/** The dashboard's own key: it only asks "is there a vault?", so it does not share the vault screens' cache. */
function hasVaultQueryKey(userId: string | null) {
  return ['dashboard', 'has-vault', userId] as const;
}

/**
 * Whether the person has set up a document vault: true or false once the server answered (a 204 means none),
 * null while unknown (loading, offline, or not asked because the plan has no vault), so the card stays quiet.
 */
export function useHasVault(enabled: boolean): boolean | null {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  const query = useQuery({
    queryKey: hasVaultQueryKey(userId),
    // The server answers 204 (no body, read as undefined) when there is no vault yet.
    queryFn: async ({ signal }) =>
      (await apiRequest(token ?? '', '/vault/keyring', null, { signal })) !== undefined,
    enabled: enabled && userId !== null && token !== null,
    retry: false,
  });
  return query.data ?? null;
}
