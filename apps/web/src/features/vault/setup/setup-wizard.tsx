import { ArrowLeft, ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { openVault } from '../../../lib/vault/open-vault.ts';
import { Button } from '../../../ui/button.tsx';
import { useCreateKeyring } from '../api/keyring.ts';
import {
  type NewPassphrase,
  NewPassphraseFields,
  newPassphraseProblem,
} from '../components/new-passphrase-fields.tsx';
import { ProgressStatus } from '../components/progress-status.tsx';
import { StepHeading } from '../components/step-heading.tsx';
import { describeVaultError, type VaultErrorKey } from '../components/vault-error.ts';
import { createKeyring, makeRecoveryKey } from '../crypto/keyring-crypto.ts';
import { ConfirmRecoveryGroup, matchesRecoveryGroup } from '../recovery-kit/confirm-recovery-group.tsx';
import { RecoveryKitPanel } from '../recovery-kit/recovery-kit-panel.tsx';
import { usePassphraseStrength } from './passphrase-strength.ts';
import { UnderstandStep } from './understand-step.tsx';

// The first visit (issue 6 point 2): what the vault is and what nobody can undo, a passphrase, the recovery kit
// and proof it was kept, then the keys are made here and only their wrapped forms go to the server.

type Step = 'understand' | 'passphrase' | 'kit' | 'confirm';
const STEPS: Step[] = ['understand', 'passphrase', 'kit', 'confirm'];

type SetupWizardProps = { userId: string; onAlreadySetUp: () => void };

export function SetupWizard({ userId, onAlreadySetUp }: SetupWizardProps) {
  const { t } = useTranslation('vault');
  const [step, setStep] = useState<Step>('understand');
  const [understood, setUnderstood] = useState(false);
  const [passphrase, setPassphrase] = useState<NewPassphrase>({ passphrase: '', confirmation: '' });
  const [recoveryKey] = useState(makeRecoveryKey);
  const [kitCreatedAt] = useState(() => new Date());
  const [group, setGroup] = useState('');
  const [tried, setTried] = useState<Partial<Record<Step, boolean>>>({});
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<VaultErrorKey | null>(null);
  const createKeyringRequest = useCreateKeyring();
  const strength = usePassphraseStrength(passphrase.passphrase);
  const passphraseProblem = newPassphraseProblem(passphrase, strength);
  const groupError =
    group.trim() === '' ? 'empty' : matchesRecoveryGroup(recoveryKey, group) ? null : 'mismatch';

  const index = STEPS.indexOf(step);
  const goTo = (next: Step) => {
    setFailure(null);
    setStep(next);
  };
  const tryNext = (event: FormEvent) => {
    event.preventDefault();
    setTried((previous) => ({ ...previous, [step]: true }));
    if (step === 'understand' && understood) goTo('passphrase');
    if (step === 'passphrase' && passphraseProblem === null) goTo('kit');
    if (step === 'kit') goTo('confirm');
    if (step === 'confirm' && groupError === null) void create();
  };

  const create = async () => {
    setCreating(true);
    setFailure(null);
    try {
      const { request, vault } = await createKeyring(userId, passphrase.passphrase, recoveryKey);
      try {
        await createKeyringRequest.mutateAsync(request);
      } catch (error) {
        vault.vaultKey.fill(0);
        vault.sharingPrivateKey.fill(0);
        throw error;
      }
      openVault(vault);
    } catch (error) {
      setFailure(describeVaultError(error));
      setCreating(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={tryNext}
      className="flex flex-col gap-6 rounded-2xl bg-surface-raised p-5 shadow-sm sm:p-8"
    >
      <p className="font-semibold text-muted text-sm">
        {t('setup.stepOf', { step: index + 1, total: STEPS.length })}
      </p>

      {step === 'understand' ? (
        <UnderstandStep
          understood={understood}
          onUnderstoodChange={setUnderstood}
          showProblem={Boolean(tried.understand) && !understood}
        />
      ) : null}

      {step === 'passphrase' ? (
        <div className="flex flex-col gap-4">
          <StepHeading>{t('setup.passphrase.title')}</StepHeading>
          <p className="text-foreground">{t('setup.passphrase.intro')}</p>
          <p className="text-muted">{t('setup.passphrase.tip')}</p>
          <NewPassphraseFields
            value={passphrase}
            onChange={setPassphrase}
            strength={strength}
            showProblems={Boolean(tried.passphrase)}
          />
        </div>
      ) : null}

      {step === 'kit' ? (
        <div className="flex flex-col gap-4">
          <StepHeading>{t('setup.kit.title')}</StepHeading>
          <p className="text-foreground">{t('setup.kit.intro')}</p>
          <ul className="list-disc ps-6 text-foreground">
            <li>{t('setup.kit.tipPaper')}</li>
            <li>{t('setup.kit.tipPrivate')}</li>
          </ul>
          <RecoveryKitPanel recoveryKey={recoveryKey} createdAt={kitCreatedAt} />
        </div>
      ) : null}

      {step === 'confirm' ? (
        <div className="flex flex-col gap-4">
          <StepHeading>{t('setup.confirm.title')}</StepHeading>
          <p className="text-foreground">{t('setup.confirm.intro')}</p>
          <ConfirmRecoveryGroup value={group} onChange={setGroup} error={tried.confirm ? groupError : null} />
        </div>
      ) : null}

      <ProgressStatus label={creating ? t('setup.creating') : null} />
      {failure ? (
        <FormAlert tone="error">
          <p>{t(`errors.${failure}`)}</p>
          {failure === 'alreadySetUp' ? (
            <Button variant="secondary" className="mt-3" onClick={onAlreadySetUp}>
              {t('setup.openExisting')}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {index > 0 ? (
          <Button variant="ghost" disabled={creating} onClick={() => goTo(STEPS[index - 1] as Step)}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {t('setup.back')}
          </Button>
        ) : (
          <span />
        )}
        {step === 'confirm' ? (
          <SubmitButton pending={creating} pendingLabel={t('setup.creatingShort')}>
            {t('setup.create')}
          </SubmitButton>
        ) : (
          <Button type="submit" size="lg">
            {step === 'kit' ? t('setup.kit.saved') : t('setup.next')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Button>
        )}
      </div>
    </form>
  );
}
