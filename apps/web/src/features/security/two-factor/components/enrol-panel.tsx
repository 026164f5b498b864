import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../../lib/account/form-controls.tsx';
import { problemOf, type SecondFactorProblem } from '../../../../lib/account/second-factor-form.tsx';
import { Button } from '../../../../ui/button.tsx';
import { LoadingMessage } from '../../../../ui/loading.tsx';
import { confirmEnrolment, type Enrolment, startEnrolment, TwoFactorError } from '../api/two-factor-api.ts';
import { ManualKey } from './manual-key.tsx';

type EnrolPanelProps = {
  onConfirmed: () => void;
  onCancel: () => void;
  /** Tests pass their own. */
  start?: () => Promise<Enrolment>;
  confirm?: (factorId: string, code: string) => Promise<void>;
};

const CODE_LENGTH = 6;
const startWithClient = () => startEnrolment();
const confirmWithClient = (factorId: string, code: string) => confirmEnrolment(factorId, code);

/** Step 1 and 2 of turning two-step sign-in on: add Amparo to an authenticator app, then type its code. */
export function EnrolPanel({
  onConfirmed,
  onCancel,
  start = startWithClient,
  confirm = confirmWithClient,
}: EnrolPanelProps) {
  const { t } = useTranslation('security-two-factor');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [startFailed, setStartFailed] = useState(false);
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<SecondFactorProblem | null>(null);

  useEffect(() => {
    let active = true;
    start().then(
      (result) => {
        if (active) setEnrolment(result);
      },
      () => {
        if (active) setStartFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [start]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolment) return;
    const digits = code.replace(/\D/g, '');
    setIncomplete(digits.length !== CODE_LENGTH);
    setProblem(null);
    if (digits.length !== CODE_LENGTH) return;
    setPending(true);
    try {
      await confirm(enrolment.factorId, digits);
      onConfirmed();
    } catch (error) {
      setProblem(
        error instanceof TwoFactorError
          ? problemOf({ code: error.code, status: error.status }, false)
          : 'unexpected',
      );
    } finally {
      setPending(false);
    }
  };

  if (startFailed) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="error">{t('problems.unexpected')}</FormAlert>
        <Button variant="secondary" onClick={onCancel} className="self-start">
          {t('actions.back')}
        </Button>
      </div>
    );
  }
  if (!enrolment) return <LoadingMessage label={t('enrol.preparing')} className="py-6" />;

  return (
    <div className="flex flex-col gap-5">
      <h3 className="font-semibold text-foreground text-xl">{t('enrol.title')}</h3>
      <ol className="flex list-decimal flex-col gap-2 ps-6 text-foreground">
        <li>{t('enrol.stepApp')}</li>
        <li>{t('enrol.stepScan')}</li>
        <li>{t('enrol.stepCode')}</li>
      </ol>
      <img
        src={enrolment.qrCode}
        alt={t('enrol.qrAlt')}
        width={200}
        height={200}
        className="size-50 self-center rounded-lg border border-border bg-white p-2"
      />
      <ManualKey secret={enrolment.secret} />
      <form
        noValidate
        method="post"
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-busy={pending || undefined}
      >
        {problem ? <FormAlert tone="error">{t(`problems.${problem}`)}</FormAlert> : null}
        <Field
          label={t('enrol.codeLabel')}
          hint={t('step.codeHint')}
          error={incomplete ? t('step.codeMissing') : null}
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
        <SubmitButton pending={pending} pendingLabel={t('step.checking')}>
          {t('enrol.confirm')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel} className="self-start px-3">
          {t('actions.cancel')}
        </Button>
      </form>
    </div>
  );
}
