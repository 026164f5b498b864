import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logAuthError } from '../../../lib/account/auth-errors.ts';
import {
  AuthErrorMessage,
  Field,
  FormAlert,
  PasswordInput,
  SubmitButton,
  useAuthFailure,
} from '../../../lib/account/form-controls.tsx';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { Link } from '../../../lib/router/index.ts';
import { type AuthDraft, type IdentifierProblem, readIdentifier } from '../auth-draft.ts';
import type { Verification } from '../verification.ts';
import { IdentifierFields } from './identifier-fields.tsx';

type SignInFormProps = {
  draft: AuthDraft;
  onChange: (changes: Partial<AuthDraft>) => void;
  forgotPath: string;
  /** The account exists but its email or phone was never confirmed: go to the code step. */
  onNeedsConfirmation: (verification: Verification) => void;
};

export function SignInForm({ draft, onChange, forgotPath, onNeedsConfirmation }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<IdentifierProblem | null>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const { failure, fail, setFailure, clear } = useAuthFailure();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const read = readIdentifier(draft);
    const noPassword = draft.password.length === 0;
    setProblem(read.ok ? null : read.problem);
    setPasswordMissing(noPassword);
    if (!read.ok || noPassword) {
      // Spec §5: the same words the auth client uses when either is missing.
      const identifierMissing =
        !read.ok && (read.problem === 'emailRequired' || read.problem === 'phoneRequired');
      if (noPassword || identifierMissing) {
        setFailure({ key: 'missingIdentifier', reasons: [] });
      }
      return;
    }
    setPending(true);
    try {
      const credentials =
        'email' in read.identifier
          ? { email: read.identifier.email, password: draft.password }
          : { phone: read.identifier.phone, password: draft.password };
      const { error } = await (await getAuthClient()).signInWithPassword(credentials);
      if (!error) return; // SIGNED_IN: the page sends the person on.
      logAuthError('Sign-in', error);
      if (error.code === 'email_not_confirmed' || error.code === 'phone_not_confirmed') {
        onNeedsConfirmation({
          purpose: 'signup',
          channel: 'email' in read.identifier ? 'email' : 'sms',
          address: 'email' in read.identifier ? read.identifier.email : read.identifier.phone,
          sentAt: null,
          notConfirmed: true,
        });
        return;
      }
      fail(error);
    } catch (error) {
      logAuthError('Sign-in', error);
      fail(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-busy={pending || undefined}>
      {failure ? (
        <FormAlert tone="error">
          <AuthErrorMessage error={failure} />
        </FormAlert>
      ) : null}
      <IdentifierFields draft={draft} onChange={onChange} problem={problem} />
      <Field label={t('fields.password')} error={passwordMissing ? t('validation.passwordRequired') : null}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="password"
            autoComplete="current-password"
            value={draft.password}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ password: event.target.value })}
          />
        )}
      </Field>
      <SubmitButton pending={pending} pendingLabel={t('actions.signingIn')}>
        {t('actions.signIn')}
      </SubmitButton>
      <Link to={forgotPath} className="self-start py-2 font-semibold">
        {t('actions.forgot')}
      </Link>
    </form>
  );
}
