import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../../lib/account/form-controls.tsx';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';
import { useUpdateKeyring } from '../api/keyring.ts';
import { ProgressStatus } from '../components/progress-status.tsx';
import { describeVaultError, type VaultErrorKey } from '../components/vault-error.ts';
import { makeRecoveryKey, rewrapForRecoveryKey } from '../crypto/keyring-crypto.ts';
import { ConfirmRecoveryGroup, matchesRecoveryGroup } from '../recovery-kit/confirm-recovery-group.tsx';
import { RecoveryKitPanel } from '../recovery-kit/recovery-kit-panel.tsx';

// A new recovery kit (the old one lost, or seen by someone): a new recovery key wraps the same vault key and the
// old key stops working. Saved only after the person typed back a group of the new key, as at set-up.

export function NewRecoveryKit({ vault }: { vault: UnlockedVault }) {
  const { t } = useTranslation('vault');
  const [draft, setDraft] = useState<{ recoveryKey: string; createdAt: Date } | null>(null);
  const [group, setGroup] = useState('');
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<VaultErrorKey | null>(null);
  const [saved, setSaved] = useState(false);
  const updateKeyring = useUpdateKeyring();

  const start = () => {
    setDraft({ recoveryKey: makeRecoveryKey(), createdAt: new Date() });
    setGroup('');
    setTried(false);
    setFailure(null);
    setSaved(false);
  };

  const groupError =
    !draft || group.trim() === ''
      ? 'empty'
      : matchesRecoveryGroup(draft.recoveryKey, group)
        ? null
        : 'mismatch';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!draft || groupError !== null) return;
    setPending(true);
    setFailure(null);
    try {
      const wrapped = await rewrapForRecoveryKey(vault, draft.recoveryKey);
      await updateKeyring.mutateAsync({ wrapped_by_recovery: wrapped });
      setDraft(null);
      setSaved(true);
    } catch (error) {
      setFailure(describeVaultError(error));
    } finally {
      setPending(false);
    }
  };

  if (!draft) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-muted">{t('settings.kit.intro')}</p>
        {saved ? <FormAlert tone="success">{t('settings.kit.saved')}</FormAlert> : null}
        <Button variant="secondary" className="self-start" onClick={start}>
          {t('settings.kit.start')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert tone="info">{t('settings.kit.oldStopsWorking')}</FormAlert>
      <RecoveryKitPanel recoveryKey={draft.recoveryKey} createdAt={draft.createdAt} />
      <ConfirmRecoveryGroup value={group} onChange={setGroup} error={tried ? groupError : null} />
      <ProgressStatus label={pending ? t('settings.kit.saving') : null} />
      {failure ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pending={pending} pendingLabel={t('settings.kit.savingShort')}>
          {t('settings.kit.submit')}
        </SubmitButton>
        <Button variant="ghost" disabled={pending} onClick={() => setDraft(null)}>
          {t('settings.kit.cancel')}
        </Button>
      </div>
    </form>
  );
}
