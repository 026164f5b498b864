import { useQuery } from '@tanstack/react-query';
import { useSession } from '../session-provider.tsx';
import { fetchPasskeys, passkeysQueryKey } from './passkeys-api.ts';

/** The signed-in person's passkeys (the security center's list, the vault's "Unlock with passkey"). */
export function usePasskeys(options: { enabled?: boolean } = {}) {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  return useQuery({
    queryKey: passkeysQueryKey(userId),
    queryFn: () => {
      if (!token) throw new Error('Not signed in');
      return fetchPasskeys(token);
    },
    enabled: token !== null && options.enabled !== false,
  });
}
