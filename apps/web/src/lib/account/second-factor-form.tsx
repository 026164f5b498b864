import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { getAuthClient } from '../auth-client.ts';
import { Field, FormAlert, inputClassName, SubmitButton } from './form-controls.tsx';

// The second step of signing in, and the check before turning two-step sign-in off: the 6-digit code from the
// authenticator app, or one of the recovery codes. Both go through the unmodified client's `mfa.verify`: our
// server takes a recovery code there too (docs/decisions/034-two-factor-totp.md).

export type SecondFactorProblem =
  | 'wrongCode'
  | 'wrongRecoveryCode'
  | 'tooManyTries'
  | 'expired'
  | 'unexpected';

type Verifier = (input: {
  factorId: string;
  code: string;
}) => Promise<{ error: { code?: string; status?: number } | null }>;

async function verifyWithClient(input: { factorId: string; code: string }) {
  const client = await getAuthClient();
  return client.mfa.challengeAndVerify(input);
}

export function problemOf(
  error: { code?: string; status?: number },
  usingRecovery: boolean,
): SecondFactorProblem {
  if (error.code === 'mfa_verification_failed') return usingRecovery ? 'wrongRecoveryCode' : 'wrongCode';
  if (error.code === 'over_request_rate_limit' || error.status === 429) return 'tooManyTries';
  if (error.code === 'mfa_challenge_expired') return 'expired';
  return 'unexpected';
}

const CODE_LENGTH = 6;
const RECOVERY_LENGTH = 19;

type SecondFactorFormProps = {
  factorId: string;
  submitLabel: string;
  /** Called once the session is at aal2 (the client has saved it and told its listeners). */
  onVerified?: () => void;
  /** Tests pass their own. */
  verify?: Verifier;
};

export function SecondFactorForm({
  factorId,
  submitLabel,
  onVerified,
  verify = verifyWithClient,
}: SecondFactorFormProps) {
  const { t } = useTranslation('security-two-factor');
  const [usingRecovery, setUsingRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SecondFactorProblem | null>(null);
  const alertId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = usingRecovery ? code.trim() : code.replace(/\D/g, '');
    const complete = usingRecovery ? typed.length > 0 : typed.length === CODE_LENGTH;
    setEmpty(!complete);
    setProblem(null);
    if (!complete) return;
    setPending(true);
    try {
      const { error } = await verify({ factorId, code: typed });
      if (error) {
        setProblem(problemOf(error, usingRecovery));
        return;
      }
      onVerified?.();
    } catch {
      setProblem('unexpected');
    } finally {
      setPending(false);
    }
  };

  const switchMode = () => {
    setUsingRecovery((current) => !current);
    setCode('');
    setEmpty(false);
    setProblem(null);
  };

  return (
    <form
      noValidate
      method="post"
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-busy={pending || undefined}
    >
      {problem ? (
        <FormAlert tone="error" id={alertId}>
          {t(`problems.${problem}`)}
        </FormAlert>
      ) : null}
      {usingRecovery ? (
        <Field
          key="recovery"
          label={t('step.recoveryLabel')}
          hint={t('step.recoveryHint')}
          error={empty ? t('step.recoveryMissing') : null}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="recovery-code"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={RECOVERY_LENGTH + 8}
              dir="ltr"
              value={code}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => setCode(event.target.value)}
              className={`${inputClassName} font-mono text-lg`}
            />
          )}
        </Field>
      ) : (
        <Field
          key="code"
          label={t('step.codeLabel')}
          hint={t('step.codeHint')}
          error={empty ? t('step.codeMissing') : null}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              name="one-time-code"
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
      )}
      <SubmitButton pending={pending} pendingLabel={t('step.checking')}>
        {submitLabel}
      </SubmitButton>
      <Button variant="ghost" onClick={switchMode} className="self-start px-3 text-start">
        {usingRecovery ? t('step.useApp') : t('step.useRecovery')}
      </Button>
    </form>
  );
}
