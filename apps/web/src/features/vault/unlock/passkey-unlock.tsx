import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { usePasskeys } from '../../../lib/passkeys/use-passkeys.ts';
import { canUnlockVault, unlockVaultKeyWithPasskey } from '../../../lib/passkeys/vault-passkey.ts';
import { describePasskeyFailure, passkeysSupported } from '../../../lib/passkeys/webauthn.ts';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { openWithVaultKey } from '../crypto/keyring-crypto.ts';

type PasskeyUnlockProps = {
  keyring: VaultKeyring;
  userId: string;
  onUnlocked: (vault: UnlockedVault) => void;
};

/**
 * "Unlock with passkey", above the passphrase form, when one of the person's passkeys was set up for it in the
 * security center. Any failure (no PRF on this device, a cancelled prompt, no network for the list) leaves the
 * passphrase form right below, and says so.
 */
export function PasskeyUnlock(props: PasskeyUnlockProps) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(passkeysSupported()), []);
  if (!supported) return null;
  return (
    <Suspense fallback={null}>
      <PasskeyUnlockButton {...props} />
    </Suspense>
  );
}

function PasskeyUnlockButton({ keyring, userId, onUnlocked }: PasskeyUnlockProps) {
  const { t } = useTranslation('security-passkeys');
  const passkeys = usePasskeys();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<'failed' | 'cancelled' | null>(null);
  if (!passkeys.data || !canUnlockVault(passkeys.data)) return null;
  const list = passkeys.data;

  const unlock = async () => {
    setPending(true);
    setFailure(null);
    try {
      const vaultKey = await unlockVaultKeyWithPasskey(list, userId);
      onUnlocked(await openWithVaultKey(keyring, userId, vaultKey));
    } catch (error) {
      setFailure(describePasskeyFailure(error) === 'cancelled' ? 'cancelled' : 'failed');
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-5 shadow-sm sm:p-8">
      <Button size="lg" disabled={pending} aria-busy={pending || undefined} onClick={unlock}>
        {pending ? (
          <>
            <Spinner className="size-5 text-current" />
            <span>{t('unlock.working')}</span>
          </>
        ) : (
          t('unlock.button')
        )}
      </Button>
      {failure ? <FormAlert tone="error">{t(`unlock.${failure}`)}</FormAlert> : null}
    </div>
  );
}
