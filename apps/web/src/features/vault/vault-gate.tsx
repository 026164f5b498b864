import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnglishNamespaces } from '../../i18n/use-english-namespaces.ts';
import { FormAlert } from '../../lib/account/form-controls.tsx';
import { useProfile } from '../../lib/account/profile-provider.tsx';
import { isPlanRequiredError } from '../../lib/plan-required.ts';
import { useSession } from '../../lib/session-provider.tsx';
import type { VaultGateProps } from '../../lib/vault/vault-gate-slot.tsx';
import { useUnlockedVault } from '../../lib/vault/vault-session.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { LimitedAccessBanner } from '../../ui/limited-access-banner.tsx';
import { LoadingMessage } from '../../ui/loading.tsx';
import { useKeyring } from './api/keyring.ts';
import { describeVaultError } from './components/vault-error.ts';
import { SetupWizard } from './setup/setup-wizard.tsx';
import { UnlockPanel } from './unlock/unlock-panel.tsx';
import { VAULT_ENGLISH } from './vault-english.ts';

/**
 * The vault's one entry point for other screens (lib/vault/vault-gate-slot.tsx; the app wires it): the vault's own
 * unlock form, or its set-up for a legal professional who needs a key pair to receive documents. Renders nothing
 * once the vault is open, so the screen around it shows what needed it.
 */
export function VaultGate({ purpose, reason, setupReason }: VaultGateProps) {
  useEnglishNamespaces(VAULT_ENGLISH);
  const { t } = useTranslation('vault');
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const { status } = useProfile();
  const keyring = useKeyring({ enabled: status !== 'loading' });
  const unlocked = useUnlockedVault();
  const { refetch } = keyring;
  const retry = useCallback(() => void refetch(), [refetch]);

  if (!userId || (unlocked && unlocked.userId === userId)) return null;
  if (isPlanRequiredError(keyring.error)) {
    return (
      <div className="flex flex-col gap-3">
        <p>{t('gate.needsPlan')}</p>
        <LimitedAccessBanner refused />
      </div>
    );
  }
  if (keyring.isPending) return <LoadingMessage label={t('page.loading')} />;
  if (keyring.isError) {
    const kind = describeVaultError(keyring.error);
    return (
      <FormAlert tone="error">
        <p>{t(`errors.${kind === 'offline' ? 'noCopyOffline' : kind}`)}</p>
        <Button variant="secondary" className="mt-3" onClick={retry}>
          {t('page.retry')}
        </Button>
      </FormAlert>
    );
  }
  if (keyring.data.keyring === null) {
    if (purpose === 'share') {
      return (
        <div className="flex flex-col items-start gap-3">
          <p>{t('gate.noVault')}</p>
          <ButtonLink to="/documents" variant="secondary">
            {t('gate.setUp')}
          </ButtonLink>
        </div>
      );
    }
    return (
      <div className="flex flex-col gap-4">
        <p>{setupReason ?? reason}</p>
        <SetupWizard userId={userId} onAlreadySetUp={retry} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p>{reason}</p>
      <UnlockPanel
        key={userId}
        keyring={keyring.data.keyring}
        userId={userId}
        fromDevice={keyring.data.source === 'device'}
      />
    </div>
  );
}
