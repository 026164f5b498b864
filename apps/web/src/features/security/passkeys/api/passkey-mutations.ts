import type { Passkey } from '@amparo/contract/auth/passkeys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeysQueryKey, sendRemoval, sendRename } from '../../../../lib/passkeys/passkeys-api.ts';
import { turnOffVaultUnlock, turnOnVaultUnlock } from '../../../../lib/passkeys/vault-passkey.ts';
import { addPasskey } from '../../../../lib/passkeys/webauthn.ts';
import { useSession } from '../../../../lib/session-provider.tsx';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';

function usePasskeyMutation<Variables, Result>(
  run: (token: string, variables: Variables) => Promise<Result>,
) {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.access_token ?? null;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => {
      if (!token) return Promise.reject(new Error('Not signed in'));
      return run(token, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey(userId) }),
  });
}

export function useAddPasskey() {
  return usePasskeyMutation((token, friendlyName: string) => addPasskey(token, friendlyName));
}

export function useRenamePasskey() {
  return usePasskeyMutation((token, input: { id: string; friendlyName: string }) =>
    sendRename(token, input.id, input.friendlyName),
  );
}

export function useRemovePasskey() {
  return usePasskeyMutation((token, id: string) => sendRemoval(token, id));
}

export function useVaultUnlockSwitch() {
  return usePasskeyMutation(
    (token, input: { passkey: Passkey; vault: UnlockedVault | null; on: boolean }): Promise<Passkey> => {
      if (!input.on) return turnOffVaultUnlock(token, input.passkey.id);
      if (!input.vault) return Promise.reject(new Error('The vault is locked'));
      return turnOnVaultUnlock(token, input.vault, input.passkey);
    },
  );
}
