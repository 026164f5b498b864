import { useTranslation } from 'react-i18next';
import { Field, PasswordInput } from './form-controls.tsx';
import { type newPasswordProblem, PasswordHint } from './password-hint.tsx';

type NewPasswordFieldsProps = {
  password: string;
  onPasswordChange: (value: string) => void;
  confirmation: string;
  onConfirmationChange: (value: string) => void;
  problem: ReturnType<typeof newPasswordProblem>;
  mismatch: boolean;
};

/** "New password" with its length hint and "Confirm password": the reset form and settings ask the same way. */
export function NewPasswordFields({
  password,
  onPasswordChange,
  confirmation,
  onConfirmationChange,
  problem,
  mismatch,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Field
        label={t('fields.newPassword')}
        error={problem ? t(`validation.${problem}`) : null}
        hint={<PasswordHint password={password} />}
      >
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="new-password"
            autoComplete="new-password"
            value={password}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onPasswordChange(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('fields.confirmPassword')} error={mismatch ? t('validation.passwordsDiffer') : null}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="confirm-password"
            autoComplete="new-password"
            value={confirmation}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onConfirmationChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
