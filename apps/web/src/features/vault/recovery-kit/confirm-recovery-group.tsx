import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';

// Typing back one group of the key shows the kit was really kept: the person has to look at what they saved.

/** The group asked for, counting from 1 as the screen says it (the third). */
export const CONFIRM_GROUP_NUMBER = 3;

/** The same reading as the crypto package's parser: case, spaces and dashes do not matter, O is 0, I and L are 1. */
function normalise(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function recoveryGroup(recoveryKey: string): string {
  return recoveryKey.split('-')[CONFIRM_GROUP_NUMBER - 1] ?? '';
}

/** A group with room for the spaces or dashes a person may type in it. */
const GROUP_INPUT_MAX = 12;

export function matchesRecoveryGroup(recoveryKey: string, typed: string): boolean {
  return normalise(typed) === normalise(recoveryGroup(recoveryKey));
}

type ConfirmRecoveryGroupProps = {
  value: string;
  onChange: (value: string) => void;
  /** Set after a try that did not match, or that was empty. */
  error: 'empty' | 'mismatch' | null;
};

export function ConfirmRecoveryGroup({ value, onChange, error }: ConfirmRecoveryGroupProps) {
  const { t } = useTranslation('vault');
  return (
    <Field
      label={t('confirmGroup.label', { number: CONFIRM_GROUP_NUMBER })}
      hint={t('confirmGroup.hint', { number: CONFIRM_GROUP_NUMBER })}
      error={error ? t(`confirmGroup.${error}`, { number: CONFIRM_GROUP_NUMBER }) : null}
      limit={{ value, max: GROUP_INPUT_MAX }}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name="recovery-key-group"
          value={value}
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={GROUP_INPUT_MAX}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClassName} max-w-40 font-mono text-lg uppercase tracking-widest`}
        />
      )}
    </Field>
  );
}
