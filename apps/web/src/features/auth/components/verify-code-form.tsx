import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logAuthError } from '../../../lib/account/auth-errors.ts';
import {
  AuthErrorMessage,
  Field,
  FormAlert,
  inputClassName,
  SubmitButton,
  useAuthFailure,
} from '../../../lib/account/form-controls.tsx';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { Button } from '../../../ui/button.tsx';
import {
  formatCountdown,
  secondsUntilResend,
  sendCodeAgain,
  type Verification,
  verifyCode,
} from '../verification.ts';

type VerifyCodeFormProps = {
  verification: Verification;
  onResent: (sentAt: number) => void;
  /** Called just before the code is checked: a recovery code leads to the new-password form, not onwards. */
  onVerifying: () => void;
  onStartOver: () => void;
  links: { signUp: string; reset: string };
};

const CODE_LENGTH = 6;

function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/** The address as the person typed it, kept left-to-right inside Arabic and Urdu sentences. */
function isolated(address: string): string {
  return `\u2068${address}\u2069`;
}

export function VerifyCodeForm({
  verification,
  onResent,
  onVerifying,
  onStartOver,
  links,
}: VerifyCodeFormProps) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState(false);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const { failure, fail, clear } = useAuthFailure();
  const now = useNow(true);
  const wait = secondsUntilResend(verification.sentAt, now);
  const address = isolated(verification.address);

  const intro = (() => {
    if (verification.notConfirmed) {
      return verification.channel === 'email' ? t('verify.notConfirmedEmail') : t('verify.notConfirmedPhone');
    }
    if (verification.purpose === 'signup') {
      return verification.channel === 'email'
        ? t('verify.signupEmail', { address })
        : t('verify.signupPhone', { address });
    }
    return verification.channel === 'email'
      ? t('verify.recoveryEmail', { address })
      : t('verify.recoveryPhone', { address });
  })();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    setResent(false);
    const token = code.replace(/\D/g, '');
    if (token.length !== CODE_LENGTH) {
      setCodeProblem(true);
      return;
    }
    setCodeProblem(false);
    setPending(true);
    onVerifying();
    try {
      const { error } = await verifyCode(await getAuthClient(), verification, token);
      if (error) {
        logAuthError('Code check', error);
        fail(error);
      }
    } catch (error) {
      logAuthError('Code check', error);
      fail(error);
    } finally {
      setPending(false);
    }
  };

  const onResend = async () => {
    clear();
    setResent(false);
    setResending(true);
    try {
      const { error } = await sendCodeAgain(await getAuthClient(), verification, links);
      if (error) {
        logAuthError('Code resend', error);
        fail(error);
        return;
      }
      setResent(true);
      onResent(Date.now());
    } catch (error) {
      logAuthError('Code resend', error);
      fail(error);
    } finally {
      setResending(false);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <FormAlert tone="info">
        <p>{intro}</p>
        <p className="mt-1 font-normal">{t('verify.expires')}</p>
      </FormAlert>
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
        {resent ? <FormAlert tone="success">{t('verify.resent')}</FormAlert> : null}
        <Field
          label={t('fields.code')}
          error={codeProblem ? t('validation.codeInvalid') : null}
          limit={{ value: code, max: CODE_LENGTH + 2 }}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH + 2}
              dir="ltr"
              value={code}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setCode(event.target.value)}
              className={`${inputClassName} text-center font-mono text-2xl tracking-[0.4em]`}
            />
          )}
        </Field>
        <SubmitButton pending={pending} pendingLabel={t('actions.checking')}>
          {t('actions.verify')}
        </SubmitButton>
      </form>
      <div className="flex flex-col items-start gap-2">
        <Button variant="ghost" onClick={onResend} disabled={wait > 0 || resending} className="px-3">
          {t('actions.resend')}
        </Button>
        {wait > 0 ? (
          <p className="text-muted text-sm" aria-live="off">
            {t('actions.resendIn', { time: formatCountdown(wait) })}
          </p>
        ) : null}
        <Button variant="ghost" onClick={onStartOver} className="px-3 text-start">
          {t('actions.useAnother')}
        </Button>
      </div>
    </div>
  );
}
