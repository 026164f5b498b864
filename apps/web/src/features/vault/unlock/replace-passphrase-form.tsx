import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';
import { useUpdateKeyring } from '../api/keyring.ts';
import {
  type NewPassphrase,
  NewPassphraseFields,
  newPassphraseProblem,
} from '../components/new-passphrase-fields.tsx';
import { ProgressStatus } from '../components/progress-status.tsx';
import { StepHeading } from '../components/step-heading.tsx';
import { describeVaultError, type VaultErrorKey } from '../components/vault-error.ts';
import { rewrapForPassphrase } from '../crypto/keyring-crypto.ts';
import { usePassphraseStrength } from '../setup/passphrase-strength.ts';

type ReplacePassphraseFormProps = {
  vault: UnlockedVault;
  onSaved: () => void;
  /** After a recovery the new passphrase is required; in the settings it is a choice. */
  variant?: 'after-recovery' | 'settings';
  /**
   * After a recovery with no network: open the vault now and leave the new passphrase for later. Someone who
   * forgot their passphrase may need their documents exactly when there is no network (an encounter, a border).
   */
  onOpenLater?: () => void;
};

/** A new passphrase for an open vault: only the vault key is wrapped again (documents stay as they are). */
export function ReplacePassphraseForm({
  vault,
  onSaved,
  variant = 'after-recovery',
  onOpenLater,
}: ReplacePassphraseFormProps) {
  const online = useOnlineStatus();
  const { t } = useTranslation('vault');
  const [value, setValue] = useState<NewPassphrase>({ passphrase: '', confirmation: '' });
  const [tried, setTried] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<VaultErrorKey | null>(null);
  const [saved, setSaved] = useState(false);
  const updateKeyring = useUpdateKeyring();
  const strength = usePassphraseStrength(value.passphrase);
  const problem = newPassphraseProblem(value, strength);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setSaved(false);
    if (problem !== null) return;
    setPending(true);
    setFailure(null);
    try {
      const wrap = await rewrapForPassphrase(vault, value.passphrase);
      await updateKeyring.mutateAsync(wrap);
      setValue({ passphrase: '', confirmation: '' });
      setTried(false);
      setSaved(true);
      onSaved();
    } catch (error) {
      setFailure(describeVaultError(error));
    } finally {
      setPending(false);
    }
  };

  const settings = variant === 'settings';
  const canOpenLater =
    !settings && onOpenLater !== undefined && (!online || failure === 'offline' || failure === 'serverDown');
  return (
    <form
      noValidate
      onSubmit={submit}
      className={
        settings
          ? 'flex flex-col gap-4'
          : 'flex flex-col gap-5 rounded-2xl bg-surface-raised p-5 shadow-sm sm:p-8'
      }
    >
      {settings ? null : (
        <>
          <StepHeading>{t('recovery.newPassphraseTitle')}</StepHeading>
          <FormAlert tone="success">{t('recovery.opened')}</FormAlert>
          <p className="text-foreground">{t('recovery.newPassphraseIntro')}</p>
        </>
      )}
      <NewPassphraseFields value={value} onChange={setValue} strength={strength} showProblems={tried} />
      <ProgressStatus label={pending ? t('settings.passphrase.saving') : null} />
      {failure ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      {saved && settings ? <FormAlert tone="success">{t('settings.passphrase.saved')}</FormAlert> : null}
      <SubmitButton
        pending={pending}
        pendingLabel={t('settings.passphrase.savingShort')}
        className="self-start"
      >
        {settings ? t('settings.passphrase.submit') : t('recovery.newPassphraseSubmit')}
      </SubmitButton>
      {canOpenLater ? (
        <div className="flex flex-col gap-3 border-border border-t pt-4">
          <p className="text-foreground">{t('recovery.offlineLater')}</p>
          <Button variant="secondary" className="self-start" onClick={onOpenLater}>
            {t('recovery.openLater')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
