import { hasFullProtection } from '@amparo/contract/profile/full-protection';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnglishNamespaces } from '../../../i18n/use-english-namespaces.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { isPlanRequiredError } from '../../../lib/plan-required.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { useIdleLockMinutes } from '../../../lib/vault/idle-lock.ts';
import { type LockReason, onVaultLocked, useUnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';
import { LimitedAccessBanner } from '../../../ui/limited-access-banner.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useKeyring } from '../api/keyring.ts';
import { describeVaultError } from '../components/vault-error.ts';
import { VaultHeader } from '../components/vault-header.tsx';
import { DocumentsSection } from '../documents/documents-section.tsx';
import { SetupWizard } from '../setup/setup-wizard.tsx';
import { ProfessionalSharedDocuments } from '../sharing/professional-shared-documents.tsx';
import { SharingSection } from '../sharing/sharing-section.tsx';
import { UnlockPanel } from '../unlock/unlock-panel.tsx';
import { VAULT_ENGLISH } from '../vault-english.ts';
import { VaultSettings } from '../vault-settings/vault-settings.tsx';

// /documents: loading → plan required | not set up (the wizard) | locked (unlock, also offline from this device's
// copy of the keyring) | open (documents, sharing, settings). Full Protection, the person's own or through a
// family, opens all of it; without it, a vault set up before stays theirs to open, export and delete, read-only
// (issue 12, point 3), and someone who never had one is offered the plan. The query string (?show=carried from the officer
// card) is left as it is: the documents section reads it once the vault is open. A legal professional's account
// without a plan sets up a key pair and sees what people shared with them for a consultation (issue 13), never the
// plan prompt: they have no documents of their own to keep.

export function DocumentsPage() {
  useEnglishNamespaces(VAULT_ENGLISH);
  const { t } = useTranslation('vault');
  useDocumentTitle(t('page.title'));
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const { status: profileStatus, profile } = useProfile();
  // Without coverage the server still answers for a vault that exists: ask it, rather than assume there is none.
  const uncovered = profileStatus === 'ready' && profile !== null && !hasFullProtection(profile);
  const receivesOnly = uncovered && profile?.account_type === 'legal_professional';
  const keyring = useKeyring({ enabled: profileStatus !== 'loading' });
  const noVaultToKeep = uncovered && !receivesOnly && keyring.data?.keyring === null;
  const unlocked = useUnlockedVault();
  const vault = unlocked && unlocked.userId === userId ? unlocked : null;
  const lockReason = useLastLockReason();
  const { refetch } = keyring;
  const retry = useCallback(() => void refetch(), [refetch]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('page.title')}</h1>
        <p className="mt-3 max-w-prose text-lg text-muted">
          {receivesOnly ? t('professional.intro') : t('page.intro')}
        </p>
      </header>
      {noVaultToKeep || isPlanRequiredError(keyring.error) ? (
        <PlanRequired refused={!uncovered} />
      ) : vault ? (
        <OpenVault readOnly={uncovered} receivesOnly={receivesOnly} />
      ) : keyring.isPending ? (
        <LoadingMessage label={t('page.loading')} className="min-h-32" />
      ) : keyring.isError ? (
        <KeyringUnavailable error={keyring.error} onRetry={retry} />
      ) : keyring.data.keyring === null ? (
        <SetupWizard userId={userId as string} onAlreadySetUp={retry} />
      ) : (
        <>
          {lockReason ? <FormAlert tone="info">{t(`lockedBecause.${lockReason}`)}</FormAlert> : null}
          <UnlockPanel
            key={userId}
            keyring={keyring.data.keyring}
            userId={userId as string}
            fromDevice={keyring.data.source === 'device'}
          />
        </>
      )}
    </div>
  );
}

/** Why the vault last locked while this page was open (null before any lock). */
function useLastLockReason(): LockReason | null {
  const [reason, setReason] = useState<LockReason | null>(null);
  useEffect(() => onVaultLocked(setReason), []);
  return reason;
}

function OpenVault({ readOnly, receivesOnly }: { readOnly: boolean; receivesOnly: boolean }) {
  const { t } = useTranslation('vault');
  const vault = useUnlockedVault();
  const settingsId = useId();
  const [idleMinutes] = useIdleLockMinutes(vault?.userId ?? '');
  if (!vault) return null;
  return (
    <>
      <VaultHeader idleMinutes={idleMinutes} />
      {receivesOnly ? (
        <ProfessionalSharedDocuments vault={vault} />
      ) : (
        <>
          <DocumentsSection vault={vault} readOnly={readOnly} />
          <SharingSection vault={vault} />
        </>
      )}
      <section aria-labelledby={settingsId} className="rounded-2xl bg-surface-raised p-5 shadow-sm sm:p-8">
        <h2 id={settingsId} className="mb-6 font-bold text-2xl text-foreground">
          {t('settings.title')}
        </h2>
        <VaultSettings vault={vault} />
      </section>
    </>
  );
}

function PlanRequired({ refused }: { refused: boolean }) {
  const { t } = useTranslation('vault');
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-foreground">{t('plan.explain')}</p>
      <LimitedAccessBanner refused={refused} />
    </div>
  );
}

function KeyringUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('vault');
  const online = useOnlineStatus();
  const wasOnline = useRef(online);
  const kind = describeVaultError(error);
  useEffect(() => {
    // The network came back: try again without being asked.
    if (online && !wasOnline.current) onRetry();
    wasOnline.current = online;
  }, [online, onRetry]);
  return (
    <FormAlert tone="error">
      <p>{t(`errors.${kind === 'offline' ? 'noCopyOffline' : kind}`)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </FormAlert>
  );
}
