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
import { newPasswordProblem, PasswordHint } from '../../../lib/account/password-hint.tsx';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { clearEligibilityDraft, type EligibilityAnswers } from '../../../ui/eligibility-questions.tsx';
import { type AuthDraft, type IdentifierProblem, readIdentifier } from '../auth-draft.ts';
import { signUpMetadata } from '../sign-up-metadata.ts';
import type { Verification } from '../verification.ts';
import { IdentifierFields } from './identifier-fields.tsx';

type SignUpFormProps = {
  draft: AuthDraft;
  onChange: (changes: Partial<AuthDraft>) => void;
  /** The eligibility answers given in step 1, sent as sign-up metadata. */
  answers: EligibilityAnswers;
  /** Where the confirmation link in the email leads: back to this page, which sends the person on. */
  confirmationUrl: string;
  onCodeSent: (verification: Verification) => void;
  /** A legal professional's account (issue 13): sent as such, without eligibility answers. */
  professional?: boolean;
};

export function SignUpForm({
  draft,
  onChange,
  answers,
  confirmationUrl,
  onCodeSent,
  professional = false,
}: SignUpFormProps) {
  const { t, i18n } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<IdentifierProblem | null>(null);
  const [passwordProblem, setPasswordProblem] = useState<ReturnType<typeof newPasswordProblem>>(null);
  const [consentMissing, setConsentMissing] = useState(false);
  const { failure, fail, clear } = useAuthFailure();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const read = readIdentifier(draft);
    const passwordCheck = newPasswordProblem(draft.password);
    setProblem(read.ok ? null : read.problem);
    setPasswordProblem(passwordCheck);
    setConsentMissing(!draft.consent);
    if (!read.ok || passwordCheck || !draft.consent) {
      // Focus goes to the first field that needs attention, where its error is read out.
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setPending(true);
    try {
      // Answers given to the eligibility questions before signing up travel with the account.
      const data = signUpMetadata({
        language: i18n.resolvedLanguage,
        consent: draft.consent,
        answers,
        professional,
      });
      const { identifier } = read;
      const { data: answer, error } =
        'email' in identifier
          ? await (await getAuthClient()).signUp({
              email: identifier.email,
              password: draft.password,
              options: { data, emailRedirectTo: confirmationUrl },
            })
          : await (await getAuthClient()).signUp({
              phone: identifier.phone,
              password: draft.password,
              options: { data },
            });
      if (error) {
        logAuthError('Sign-up', error);
        fail(error);
        return;
      }
      if (!professional) clearEligibilityDraft();
      // With a session the person is signed in (SIGNED_IN) and the page sends them on. Without one, the
      // server wants the email or phone confirmed first.
      if (!answer.session) {
        onCodeSent({
          purpose: 'signup',
          channel: 'email' in identifier ? 'email' : 'sms',
          address: 'email' in identifier ? identifier.email : identifier.phone,
          sentAt: Date.now(),
        });
      }
    } catch (error) {
      logAuthError('Sign-up', error);
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
      <Field
        label={t('fields.password')}
        error={passwordProblem ? t(`validation.${passwordProblem}`) : null}
        hint={<PasswordHint password={draft.password} />}
      >
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            name="password"
            autoComplete="new-password"
            value={draft.password}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ password: event.target.value })}
          />
        )}
      </Field>
      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-start gap-3 rounded-lg py-1">
          <input
            type="checkbox"
            name="consent"
            checked={draft.consent}
            aria-invalid={consentMissing || undefined}
            aria-describedby={consentMissing ? 'auth-consent-error' : undefined}
            onChange={(event) => {
              onChange({ consent: event.target.checked });
              if (event.target.checked) setConsentMissing(false);
            }}
            className="mt-1 size-6 shrink-0 cursor-pointer accent-primary"
          />
          <span>{t('consent.label')}</span>
        </label>
        {consentMissing ? (
          <p id="auth-consent-error" className="font-medium text-danger">
            {t('consent.required')}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel={t('actions.creatingAccount')}>
        {t('actions.signUp')}
      </SubmitButton>
    </form>
  );
}
