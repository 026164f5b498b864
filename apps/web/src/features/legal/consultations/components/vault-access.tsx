import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session-provider.tsx';
import {
  useVaultGate,
  type VaultGatePurpose,
  VaultGateSlot,
} from '../../../../lib/vault/vault-gate-slot.tsx';
import { type UnlockedVault, useUnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { ButtonLink } from '../../../../ui/button.tsx';

/** The signed-in person's open vault, or null (locked, or opened by another account on this device). */
export function useOwnUnlockedVault(): UnlockedVault | null {
  const { session } = useSession();
  const vault = useUnlockedVault();
  return vault && vault.userId === session?.user.id ? vault : null;
}

/**
 * The vault's own unlock (or, for a professional, set-up) in place, through the app's slot; without one, a link to
 * /documents. Renders nothing once the vault is open.
 */
export function VaultAccess({
  purpose,
  reason,
  setupReason,
}: {
  purpose: VaultGatePurpose;
  reason: string;
  setupReason?: string;
}) {
  const { t } = useTranslation('consultations');
  const Gate = useVaultGate();
  const vault = useOwnUnlockedVault();
  if (vault) return null;
  if (!Gate) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{reason}</p>
        <ButtonLink to="/documents" variant="secondary">
          {t('documents.openVault')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <VaultGateSlot
      gate={Gate}
      purpose={purpose}
      reason={reason}
      setupReason={setupReason}
      loadingLabel={t('share.loadingVault')}
    />
  );
}
