import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logAuthError } from '../../../lib/account/auth-errors.ts';
import {
  AuthErrorMessage,
  FormAlert,
  SubmitButton,
  useAuthFailure,
} from '../../../lib/account/form-controls.tsx';
import { NewPasswordFields } from '../../../lib/account/new-password-fields.tsx';
import { newPasswordProblem } from '../../../lib/account/password-hint.tsx';
import { getAuthClient } from '../../../lib/auth-client.ts';

type ResetPasswordFormProps = {
  onDone: () => void;
  /** Ends this recovery session and opens "forgot password" again. */
  onAskAgain: () => void;
};

/** The new-password form of a recovery session (a link or code just proved the person owns the account). */
export function ResetPasswordForm({ onDone, onAskAgain }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof newPasswordProblem>>(null);
  const [mismatch, setMismatch] = useState(false);
  const [pending, setPending] = useState(false);
  const { failure, fail, clear } = useAuthFailure();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const check = newPasswordProblem(password);
    const differs = check === null && password !== confirmation;
    setProblem(check);
    setMismatch(differs);
    if (check || differs) return;
    setPending(true);
    try {
      const { error } = await (await getAuthClient()).updateUser({ password });
      if (error) {
        logAuthError('Password reset', error);
        fail(error);
        return;
      }
      onDone();
    } catch (error) {
      logAuthError('Password reset', error);
      fail(error);
    } finally {
      setPending(false);
    }
  };

  // A recovery session older than the server's reauthentication window, or one already ended: a new link is
  // the way forward, not a code the person never asked for.
  const linkTooOld = failure?.key === 'reauthenticationNeeded' || failure?.key === 'sessionMissing';

  return (
    <form
      noValidate
      method="post"
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-busy={pending || undefined}
    >
      {failure ? (
        <FormAlert tone="error">
          {linkTooOld ? (
            <>
              <p>{t('reset.tooOld')}</p>
              <button
                type="button"
                onClick={onAskAgain}
                className="mt-2 min-h-11 font-semibold text-danger underline underline-offset-4"
              >
                {t('reset.askAgain')}
              </button>
            </>
          ) : (
            <AuthErrorMessage error={failure} />
          )}
        </FormAlert>
      ) : null}
      <NewPasswordFields
        password={password}
        onPasswordChange={setPassword}
        confirmation={confirmation}
        onConfirmationChange={setConfirmation}
        problem={problem}
        mismatch={mismatch}
      />
      <SubmitButton pending={pending} pendingLabel={t('actions.saving')}>
        {t('actions.savePassword')}
      </SubmitButton>
    </form>
  );
}
