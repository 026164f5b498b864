import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAuthError, logAuthError, withSignInLock } from '../../../lib/account/auth-errors.ts';
import {
  AuthErrorMessage,
  Field,
  FormAlert,
  PasswordInput,
  SubmitButton,
  useAuthFailure,
} from '../../../lib/account/form-controls.tsx';
import { getAuthClient, takeRetryAfterSeconds } from '../../../lib/auth-client.ts';
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

/**
 * On the prerendered sign-in page someone may type, and press "Sign in", before the app has adopted the page: the
 * fields then hold what the draft does not (React replays the press once the form is its own). What they hold fills
 * what the draft lacks.
 */
function typedBeforeReady(form: HTMLFormElement, draft: AuthDraft): AuthDraft {
  const fields = new FormData(form);
  const text = (name: string) => {
    const value = fields.get(name);
    return typeof value === 'string' ? value : '';
  };
  const email = draft.method === 'email' && !draft.email ? text('email') : '';
  const password = !draft.password ? text('password') : '';
  if (!email && !password) return draft;
  return { ...draft, ...(email ? { email } : {}), ...(password ? { password } : {}) };
}

export function SignInForm({ draft, onChange, forgotPath, onNeedsConfirmation }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<IdentifierProblem | null>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const { failure, fail, setFailure, clear } = useAuthFailure();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const typed = typedBeforeReady(event.currentTarget, draft);
    if (typed !== draft) onChange({ email: typed.email, password: typed.password });
    const read = readIdentifier(typed);
    const noPassword = typed.password.length === 0;
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
          ? { email: read.identifier.email, password: typed.password }
          : { phone: read.identifier.phone, password: typed.password };
      const client = await getAuthClient();
      // A 429 from an earlier call (another form) must not be read as this attempt's.
      takeRetryAfterSeconds();
      const { error } = await client.signInWithPassword(credentials);
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
      setFailure(withSignInLock(describeAuthError(error), takeRetryAfterSeconds()));
    } catch (error) {
      logAuthError('Sign-in', error);
      fail(error);
    } finally {
      setPending(false);
    }
  };

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
