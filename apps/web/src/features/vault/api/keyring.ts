import {
  type CreateKeyringRequest,
  type UpdateKeyringRequest,
  ZCreateKeyringResponse,
  ZGetKeyringResponse,
  ZUpdateKeyringResponse,
} from '@amparo/contract/vault/keyring';
import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiRequest } from '../../../lib/api-request.ts';
import { loadKeyring, saveKeyring } from '../../../lib/vault/offline-store.ts';

// GET, POST and PATCH /api/v1/vault/keyring. Every keyring the server sends is also kept on this device
// (lib/vault/offline-store.ts): it holds only wrapped keys and public data, and it lets the vault open with no
// network to show carried documents (issue 6 point 5).

/** What the page needs to know: the keyring (null before set-up) and whether it came from this device's copy. */
export type KeyringState = { keyring: VaultKeyring | null; source: 'server' | 'device' };

export function keyringQueryKey(userId: string | null) {
  return ['vault', 'keyring', userId] as const;
}

function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

async function remember(userId: string, keyring: VaultKeyring): Promise<void> {
  try {
    await saveKeyring(userId, keyring);
  } catch {
    // No IndexedDB here: the vault still works online, it just cannot open offline on this device.
  }
}

async function deviceCopy(userId: string): Promise<VaultKeyring | null> {
  try {
    return await loadKeyring(userId);
  } catch {
    return null;
  }
}

/** The keyring; `enabled` is false until the page knows who is asking (the profile has loaded). */
export function useKeyring({ enabled }: { enabled: boolean }) {
  const { userId, request } = useApiRequest('/vault');
  return useQuery({
    queryKey: keyringQueryKey(userId),
    enabled: enabled && userId !== null,
    // The keyring changes only by this device's own actions, which update the cache themselves.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async ({ signal }): Promise<KeyringState> => {
      const owner = userId as string;
      try {
        // undefined: the server's 204, no vault yet.
        const keyring = await request('/keyring', ZGetKeyringResponse.optional(), { signal });
        if (keyring === undefined) return { keyring: null, source: 'server' };
        await remember(owner, keyring);
        return { keyring, source: 'server' };
      } catch (error) {
        if (isNetworkFailure(error)) {
          const cached = await deviceCopy(owner);
          if (cached) return { keyring: cached, source: 'device' };
        }
        throw error;
      }
    },
  });
}

function useKeyringMutation<Body>(method: 'POST' | 'PATCH') {
  const { userId, request } = useApiRequest('/vault');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      request('/keyring', method === 'POST' ? ZCreateKeyringResponse : ZUpdateKeyringResponse, {
        method,
        body,
      }),
    onSuccess: async (keyring) => {
      queryClient.setQueryData<KeyringState>(keyringQueryKey(userId), { keyring, source: 'server' });
      if (userId) await remember(userId, keyring);
    },
  });
}

/** POST: sets the vault up (409 `vault_already_set_up` when another device did first). */
export function useCreateKeyring() {
  return useKeyringMutation<CreateKeyringRequest>('POST');
}

/** PATCH: a new passphrase and/or a new recovery key; only the wrapped vault key changes. */
export function useUpdateKeyring() {
  return useKeyringMutation<UpdateKeyringRequest>('PATCH');
}
