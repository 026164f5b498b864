import type { VaultKeyring } from '@amparo/contract/vault/vault-models';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, PasswordInput, SubmitButton } from '../../../lib/account/form-controls.tsx';
import type { UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { Button } from '../../../ui/button.tsx';
import { ProgressStatus } from '../components/progress-status.tsx';
import { StepHeading } from '../components/step-heading.tsx';
import { describeVaultError, type VaultErrorKey } from '../components/vault-error.ts';
import { unlockWithPassphrase } from '../crypto/keyring-crypto.ts';

type PassphraseUnlockFormProps = {
  keyring: VaultKeyring;
  userId: string;
  /** The keyring is this device's copy (no network): said so, calmly. */
  fromDevice: boolean;
  onUnlocked: (vault: UnlockedVault) => void;
  onUseRecoveryKey: () => void;
};

export function PassphraseUnlockForm({
  keyring,
  userId,
  fromDevice,
  onUnlocked,
  onUseRecoveryKey,
}: PassphraseUnlockFormProps) {
  const { t } = useTranslation('vault');
  const [passphrase, setPassphrase] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<VaultErrorKey | 'passphraseRequired' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passphrase === '') {
      setFailure('passphraseRequired');
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      onUnlocked(await unlockWithPassphrase(keyring, userId, passphrase));
    } catch (error) {
      setFailure(describeVaultError(error));
      setPending(false);
    }
  };

  const fieldError = failure === 'passphraseRequired' || failure === 'wrongPassphrase' ? failure : null;
  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5 rounded-2xl bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <StepHeading focus={false}>{t('unlock.title')}</StepHeading>
      <p className="text-foreground">{t('unlock.intro')}</p>
      {fromDevice ? <FormAlert tone="info">{t('unlock.fromDevice')}</FormAlert> : null}
      <Field label={t('unlock.passphraseLabel')} error={fieldError ? t(`errors.${fieldError}`) : null}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="vault-passphrase"
            autoComplete="current-password"
            value={passphrase}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setPassphrase(event.target.value)}
          />
        )}
      </Field>
      <ProgressStatus label={pending ? t('unlock.opening') : null} />
      {failure && !fieldError ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton pending={pending} pendingLabel={t('unlock.openingShort')}>
          {t('unlock.submit')}
        </SubmitButton>
        <Button variant="ghost" disabled={pending} onClick={onUseRecoveryKey}>
          {t('unlock.useRecoveryKey')}
        </Button>
      </div>
    </form>
  );
}
