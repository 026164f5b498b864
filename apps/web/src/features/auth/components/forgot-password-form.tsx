import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logAuthError } from '../../../lib/account/auth-errors.ts';
import {
  AuthErrorMessage,
  FormAlert,
  SubmitButton,
  useAuthFailure,
} from '../../../lib/account/form-controls.tsx';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { type AuthDraft, type IdentifierProblem, readIdentifier } from '../auth-draft.ts';
import type { Verification } from '../verification.ts';
import { IdentifierFields } from './identifier-fields.tsx';

type ForgotPasswordFormProps = {
  draft: AuthDraft;
  onChange: (changes: Partial<AuthDraft>) => void;
  /** Where the emailed link leads: this page in reset mode. */
  resetUrl: string;
  onSent: (verification: Verification) => void;
};

/**
 * Email: a link and a code. Phone: a sign-in code by text message, after which the person chooses a new
 * password. The answer is the same whether or not an account exists, so the next step never says which.
 */
export function ForgotPasswordForm({ draft, onChange, resetUrl, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<IdentifierProblem | null>(null);
  const { failure, fail, clear } = useAuthFailure();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const read = readIdentifier(draft);
    setProblem(read.ok ? null : read.problem);
    if (!read.ok) return;
    setPending(true);
    try {
      const { identifier } = read;
      const { error } =
        'email' in identifier
          ? await (await getAuthClient()).resetPasswordForEmail(identifier.email, { redirectTo: resetUrl })
          : await (await getAuthClient()).signInWithOtp({
              phone: identifier.phone,
              options: { shouldCreateUser: false },
            });
      if (error) {
        logAuthError('Password recovery', error);
        fail(error);
        return;
      }
      onSent({
        purpose: 'recovery',
        channel: 'email' in identifier ? 'email' : 'sms',
        address: 'email' in identifier ? identifier.email : identifier.phone,
        sentAt: Date.now(),
      });
    } catch (error) {
      logAuthError('Password recovery', error);
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
      <SubmitButton pending={pending} pendingLabel={t('actions.sending')}>
        {draft.method === 'email' ? t('actions.sendLink') : t('actions.sendCode')}
      </SubmitButton>
    </form>
  );
}
