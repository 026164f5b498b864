import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';
import { ProgressStatus } from '../components/progress-status.tsx';
import { StepHeading } from '../components/step-heading.tsx';
import { describeVaultError, type VaultErrorKey } from '../components/vault-error.ts';
import { unlockWithRecoveryKey } from '../crypto/keyring-crypto.ts';

type RecoveryUnlockFormProps = {
  keyring: VaultKeyring;
  userId: string;
  onUnlocked: (vault: UnlockedVault) => void;
  onUsePassphrase: () => void;
};

export function RecoveryUnlockForm({
  keyring,
  userId,
  onUnlocked,
  onUsePassphrase,
}: RecoveryUnlockFormProps) {
  const { t } = useTranslation('vault');
  const [recoveryKey, setRecoveryKey] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<VaultErrorKey | 'recoveryKeyRequired' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (recoveryKey.trim() === '') {
      setFailure('recoveryKeyRequired');
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const vault = await unlockWithRecoveryKey(keyring, userId, recoveryKey);
      setPending(false);
      onUnlocked(vault);
    } catch (error) {
      setFailure(describeVaultError(error));
      setPending(false);
    }
  };

  const fieldErrors = ['recoveryKeyRequired', 'invalidRecoveryKey', 'wrongRecoveryKey'] as const;
  const fieldError = fieldErrors.find((key) => key === failure) ?? null;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-2xl bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <StepHeading>{t('recovery.title')}</StepHeading>
      <p className="text-foreground">{t('recovery.intro')}</p>
      <Field
        label={t('recovery.keyLabel')}
        hint={t('recovery.keyHint')}
        error={fieldError ? t(`errors.${fieldError}`) : null}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="recovery-key"
            rows={3}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            value={recoveryKey}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setRecoveryKey(event.target.value)}
            className={`${inputClassName} font-mono text-lg uppercase tracking-wide`}
          />
        )}
      </Field>
      <ProgressStatus label={pending ? t('unlock.opening') : null} />
      {failure && !fieldError ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={pending} pendingLabel={t('unlock.openingShort')}>
          {t('recovery.submit')}
        </SubmitButton>
        <Button variant="ghost" disabled={pending} onClick={onUsePassphrase}>
          {t('recovery.usePassphrase')}
        </Button>
      </div>
    </form>
  );
}
