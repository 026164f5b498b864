import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logAuthError } from '../../../lib/account/auth-errors.ts';
import {
  AuthErrorMessage,
  Field,
  FormAlert,
  inputClassName,
  PasswordInput,
  SubmitButton,
  useAuthFailure,
} from '../../../lib/account/form-controls.tsx';
import { NewPasswordFields } from '../../../lib/account/new-password-fields.tsx';
import { newPasswordProblem } from '../../../lib/account/password-hint.tsx';
import { getAuthClient } from '../../../lib/auth-client.ts';

/**
 * The server wants proof that the owner is at the keyboard before a password changes: the current password,
 * or (for an account that never had one) a code it sends by email or text message.
 */
export function ChangePasswordSection() {
  const { t } = useTranslation('settings');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [nonce, setNonce] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof newPasswordProblem>>(null);
  const [mismatch, setMismatch] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState(false);
  const { failure, fail, clear } = useAuthFailure();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setSaved(false);
    setWrongCurrent(false);
    const check = newPasswordProblem(password);
    const differs = check === null && password !== confirmation;
    setProblem(check);
    setMismatch(differs);
    if (check || differs) return;
    setPending(true);
    try {
      const client = await getAuthClient();
      const attributes = needsCode
        ? { password, nonce: nonce.replace(/\D/g, '') }
        : { password, ...(current ? { current_password: current } : {}) };
      const { error } = await client.updateUser(attributes);
      if (!error) {
        setSaved(true);
        setCurrent('');
        setPassword('');
        setConfirmation('');
        setNonce('');
        setNeedsCode(false);
        return;
      }
      logAuthError('Password change', error);
      if (error.code === 'invalid_credentials') {
        setWrongCurrent(true);
        return;
      }
      if (error.code === 'reauthentication_needed' && !needsCode) {
        const sent = await client.reauthenticate();
        if (sent.error) {
          logAuthError('Reauthentication', sent.error);
          fail(sent.error);
          return;
        }
        setNeedsCode(true);
        return;
      }
      fail(error);
    } catch (error) {
      logAuthError('Password change', error);
      fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="settings-password-title" className="flex flex-col gap-4">
      <div>
        <h2 id="settings-password-title" className="font-bold text-foreground text-xl">
          {t('password.title')}
        </h2>
        <p className="mt-1 text-muted">{t('password.intro')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending || undefined}>
        {failure ? (
          <FormAlert tone="error">
            <AuthErrorMessage error={failure} />
          </FormAlert>
        ) : null}
        {saved ? <FormAlert tone="success">{t('password.saved')}</FormAlert> : null}
        {needsCode ? <FormAlert tone="info">{t('password.codeSent')}</FormAlert> : null}
        {/* Lets password managers tie the new password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        {needsCode ? (
          <Field label={t('password.code')}>
            {({ id, describedBy }) => (
              <input
                id={id}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                value={nonce}
                aria-describedby={describedBy}
                onChange={(event) => setNonce(event.target.value)}
                className={`${inputClassName} text-center font-mono text-xl tracking-[0.3em]`}
              />
            )}
          </Field>
        ) : (
          <Field label={t('password.current')} error={wrongCurrent ? t('password.wrongCurrent') : null}>
            {({ id, describedBy, invalid }) => (
              <PasswordInput
                id={id}
                name="current-password"
                autoComplete="current-password"
                value={current}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(event) => setCurrent(event.target.value)}
              />
            )}
          </Field>
        )}
        <NewPasswordFields
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
          problem={problem}
          mismatch={mismatch}
        />
        <SubmitButton pending={pending} pendingLabel={t('password.saving')} className="sm:self-start">
          {t('password.save')}
        </SubmitButton>
      </form>
    </section>
  );
}
