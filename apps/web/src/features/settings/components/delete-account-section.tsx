import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import {
  Field,
  FormAlert,
  inputClassName,
  PasswordInput,
  SubmitButton,
} from '../../../lib/account/form-controls.tsx';
import { getAuthClient } from '../../../lib/auth-client.ts';
import { Button } from '../../../ui/button.tsx';
import { useCancelDeletion, useDeletionStatus, useRequestDeletion } from '../api/account-data.ts';
import { formatDeletionDate } from './deletion-date.ts';

type Problem =
  | 'wrongPassword'
  | 'wrongCode'
  | 'needsProof'
  | 'needsSecondFactor'
  | 'alreadyScheduled'
  | 'tooMany'
  | 'failed';

function problemOf(error: unknown, usingCode: boolean): Problem {
  if (!(error instanceof ApiRequestError)) return 'failed';
  switch (error.code) {
    case 'reauthentication_failed':
      return usingCode ? 'wrongCode' : 'wrongPassword';
    case 'reauthentication_needed':
    case 'validation_failed':
      return 'needsProof';
    case 'aal2_required':
      return 'needsSecondFactor';
    case 'deletion_already_requested':
      return 'alreadyScheduled';
    case 'rate_limited':
      return 'tooMany';
    default:
      return 'failed';
  }
}

/**
 * "Delete your account": asks once more who it is (password, or a code for an account without one), then shows
 * the day the account goes and a button to keep it. The account stays usable until then.
 */
export function DeleteAccountSection() {
  const { t, i18n } = useTranslation('settings-account-data');
  const status = useDeletionStatus();
  const requestDeletion = useRequestDeletion();
  const cancelDeletion = useCancelDeletion();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [usingCode, setUsingCode] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [kept, setKept] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    setKept(false);
    const proof = usingCode ? { nonce: code.replace(/\D/g, '') } : { password };
    if (usingCode ? proof.nonce?.length !== 6 : password.length === 0) {
      setProblem(usingCode ? 'wrongCode' : 'needsProof');
      return;
    }
    try {
      await requestDeletion.mutateAsync(proof);
      setConfirming(false);
      setPassword('');
      setCode('');
    } catch (error) {
      setProblem(problemOf(error, usingCode));
    }
  };

  const sendCode = async () => {
    setProblem(null);
    try {
      const client = await getAuthClient();
      const sent = await client.reauthenticate();
      if (sent.error) throw sent.error;
      setUsingCode(true);
    } catch {
      setProblem('failed');
    }
  };

  const keep = async () => {
    setProblem(null);
    try {
      await cancelDeletion.mutateAsync();
      setKept(true);
    } catch (error) {
      setProblem(problemOf(error, false));
    }
  };

  const scheduledFor = status.data?.status === 'scheduled' ? status.data.scheduled_for : null;
  const date = scheduledFor ? formatDeletionDate(scheduledFor, i18n.language) : null;

  return (
    <section aria-labelledby="settings-delete-title" className="flex flex-col gap-4">
      <h2 id="settings-delete-title" className="font-bold text-foreground text-xl">
        {t('delete.title')}
      </h2>
      {problem ? <FormAlert tone="error">{t(`delete.${problem}`)}</FormAlert> : null}
      {kept ? <FormAlert tone="success">{t('delete.kept')}</FormAlert> : null}
      {date ? (
        <div className="flex flex-col gap-4">
          <div
            role="status"
            className="rounded-lg border-2 border-danger border-s-8 bg-surface-raised px-4 py-3 text-foreground"
          >
            <p className="font-bold">{t('delete.scheduledTitle', { date })}</p>
            <p className="mt-1">{t('delete.scheduledBody')}</p>
          </div>
          <Button
            size="lg"
            className="sm:self-start"
            onClick={() => void keep()}
            disabled={cancelDeletion.isPending}
          >
            {cancelDeletion.isPending ? t('delete.keeping') : t('delete.keep')}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted">{t('delete.intro')}</p>
          <p className="text-muted">{t('delete.familyNote')}</p>
          <p className="font-medium text-foreground">{t('delete.exportFirst')}</p>
          {confirming ? (
            <form
              noValidate
              onSubmit={onSubmit}
              className="flex flex-col gap-5"
              aria-labelledby="settings-delete-confirm"
              aria-busy={requestDeletion.isPending || undefined}
            >
              <h3 id="settings-delete-confirm" className="font-bold text-foreground text-lg">
                {t('delete.confirmTitle')}
              </h3>
              {usingCode ? (
                <>
                  <FormAlert tone="info">{t('delete.codeSent')}</FormAlert>
                  <Field label={t('delete.code')}>
                    {({ id, describedBy }) => (
                      <input
                        id={id}
                        name="code"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        dir="ltr"
                        maxLength={12}
                        value={code}
                        aria-describedby={describedBy}
                        onChange={(event) => setCode(event.target.value)}
                        className={`${inputClassName} text-center font-mono text-xl tracking-[0.3em]`}
                      />
                    )}
                  </Field>
                </>
              ) : (
                <>
                  {/* Lets password managers offer the account's password. */}
                  <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
                  <Field label={t('delete.password')}>
                    {({ id, describedBy, invalid }) => (
                      <PasswordInput
                        id={id}
                        name="current-password"
                        autoComplete="current-password"
                        value={password}
                        maxLength={256}
                        aria-invalid={invalid || undefined}
                        aria-describedby={describedBy}
                        onChange={(event) => setPassword(event.target.value)}
                      />
                    )}
                  </Field>
                  <Button variant="ghost" className="sm:self-start" onClick={() => void sendCode()}>
                    {t('delete.useCode')}
                  </Button>
                </>
              )}
              <div className="flex flex-col gap-3 sm:flex-row">
                <SubmitButton
                  variant="danger"
                  pending={requestDeletion.isPending}
                  pendingLabel={t('delete.submitting')}
                >
                  {t('delete.submit')}
                </SubmitButton>
                <Button
                  variant="secondary"
                  size="lg"
                  onClick={() => {
                    setConfirming(false);
                    setProblem(null);
                    setUsingCode(false);
                  }}
                >
                  {t('delete.back')}
                </Button>
              </div>
            </form>
          ) : (
            <Button
              variant="danger"
              size="lg"
              className="sm:self-start"
              onClick={() => setConfirming(true)}
              disabled={status.isPending}
            >
              {t('delete.start')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
