import { useTranslation } from 'react-i18next';
import { Field, PasswordInput } from '../../../lib/account/form-controls.tsx';
import { isAcceptable, type PassphraseStrength } from '../setup/passphrase-strength.ts';
import { StrengthMeter } from './strength-meter.tsx';

export type NewPassphrase = { passphrase: string; confirmation: string };

type NewPassphraseFieldsProps = {
  value: NewPassphrase;
  onChange: (value: NewPassphrase) => void;
  /** From usePassphraseStrength(value.passphrase) in the parent, which also needs it to allow going on. */
  strength: PassphraseStrength;
  /** Show what is wrong only after the person tried to go on, not while they type. */
  showProblems: boolean;
};

/** What stops a new passphrase, if anything. */
export function newPassphraseProblem(
  value: NewPassphrase,
  strength: PassphraseStrength,
): 'required' | 'tooShort' | 'weak' | 'checking' | 'mismatch' | null {
  if (strength === 'empty') return 'required';
  if (strength === 'too-short') return 'tooShort';
  if (strength === 'checking') return 'checking';
  if (!isAcceptable(strength)) return 'weak';
  if (value.passphrase !== value.confirmation) return 'mismatch';
  return null;
}

/** "New passphrase" with its strength meter and "Type it again": set-up, recovery and settings ask the same way. */
export function NewPassphraseFields({ value, onChange, strength, showProblems }: NewPassphraseFieldsProps) {
  const { t } = useTranslation('vault');
  const problem = newPassphraseProblem(value, strength);
  const passphraseError =
    showProblems && problem && problem !== 'mismatch' && problem !== 'checking'
      ? t(`passphrase.problems.${problem}`)
      : null;
  const mismatch = showProblems && problem === 'mismatch';
  return (
    <>
      <Field
        label={t('passphrase.newLabel')}
        error={passphraseError}
        hint={<StrengthMeter strength={strength} />}
      >
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="new-vault-passphrase"
            autoComplete="new-password"
            value={value.passphrase}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, passphrase: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('passphrase.confirmLabel')} error={mismatch ? t('passphrase.problems.mismatch') : null}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="confirm-vault-passphrase"
            autoComplete="new-password"
            value={value.confirmation}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
