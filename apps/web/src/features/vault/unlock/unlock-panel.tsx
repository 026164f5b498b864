import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { useState } from 'react';
import { openVault } from '../../../lib/vault/open-vault.ts';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { PasskeyUnlock } from './passkey-unlock.tsx';
import { PassphraseUnlockForm } from './passphrase-unlock-form.tsx';
import { RecoveryUnlockForm } from './recovery-unlock-form.tsx';
import { ReplacePassphraseForm } from './replace-passphrase-form.tsx';

// Unlock (issue 6 point 2): with the passphrase, or with the recovery key, after which a new passphrase is
// required (the old one is forgotten, or the person would not be here). The vault opened by the recovery key
// stays in this component until the new passphrase is saved.

type UnlockPanelProps = { keyring: VaultKeyring; userId: string; fromDevice: boolean };

export function UnlockPanel({ keyring, userId, fromDevice }: UnlockPanelProps) {
  const [mode, setMode] = useState<'passphrase' | 'recovery'>('passphrase');
  const [recovered, setRecovered] = useState<UnlockedVault | null>(null);

  if (recovered) {
    return (
      <ReplacePassphraseForm
        vault={recovered}
        onSaved={() => openVault(recovered)}
        onOpenLater={() => openVault(recovered)}
      />
    );
  }
  if (mode === 'recovery') {
    return (
      <RecoveryUnlockForm
        keyring={keyring}
        userId={userId}
        onUnlocked={setRecovered}
        onUsePassphrase={() => setMode('passphrase')}
      />
    );
  }
  return (
    <>
      <PasskeyUnlock keyring={keyring} userId={userId} onUnlocked={openVault} />
      <PassphraseUnlockForm
        keyring={keyring}
        userId={userId}
        fromDevice={fromDevice}
        onUnlocked={openVault}
        onUseRecoveryKey={() => setMode('recovery')}
      />
    </>
  );
}
