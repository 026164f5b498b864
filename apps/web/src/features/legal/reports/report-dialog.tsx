import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@amparo/contract/legal/legal-limits';
import { isTypedText } from '@amparo/contract/platform/typed-text';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { useSession } from '../../../lib/session-provider.tsx';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { describeReportFailure, type ReportFailure, sendReport } from './send-report.ts';

export type ReportTarget = {
  targetKind: 'professional' | 'organization' | 'review';
  targetId: string;
  targetName: string;
};

type Problem = ReportFailure | 'chooseReason';

/** The report form in a modal dialog; what the person wrote stays on a failed send, and the dialog says it arrived. */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation('legal-aid');
  const { session } = useSession();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setProblem('chooseReason');
      document.getElementById(`${id}-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    if (!isTypedText(details, { multiline: true })) {
      setProblem('invalidCharacters');
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await sendReport(session?.access_token ?? null, {
        target_kind: target.targetKind,
        target_id: target.targetId,
        reason,
        details: details.trim(),
      });
      setSent(true);
    } catch (error) {
      setProblem(describeReportFailure(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <ModalDialog title={t('report.title')} closeLabel={t('report.close')} onClose={onClose}>
      {sent ? (
        <div className="flex flex-col gap-4 p-4" data-testid="report-sent">
          <div role="status" className="flex items-start gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div className="flex flex-col gap-2">
              <p className="font-bold text-lg">{t('report.sentTitle')}</p>
              <p>{t('report.sentBody')}</p>
            </div>
          </div>
          <Button size="lg" className="self-start" onClick={onClose} autoFocus>
            {t('report.close')}
          </Button>
        </div>
      ) : (
        <form className="flex flex-col gap-4 p-4" onSubmit={submit} noValidate>
          <p className="font-semibold">{t('report.about', { name: target.targetName })}</p>
          <p className="text-muted">{t('report.intro')}</p>
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={problem === 'chooseReason' ? `${id}-reason-error` : undefined}
          >
            <legend className="mb-2 font-semibold">{t('report.reason')}</legend>
            {REPORT_REASONS.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary-soft"
              >
                <input
                  id={`${id}-reason-${value}`}
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    if (problem === 'chooseReason') setProblem(null);
                  }}
                  className="mt-1 size-5 shrink-0 accent-primary"
                />
                <span>{t(`report.reasons.${value}`)}</span>
              </label>
            ))}
            {problem === 'chooseReason' ? (
              <p id={`${id}-reason-error`} className="font-medium text-danger">
                {t('report.errors.chooseReason')}
              </p>
            ) : null}
          </fieldset>
          <Field
            label={t('report.details')}
            hint={t('report.detailsHint')}
            error={problem === 'invalidCharacters' ? t('report.errors.invalidCharacters') : null}
            limit={{ value: details, max: REPORT_DETAILS_MAX }}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <textarea
                id={fieldId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                dir="auto"
                rows={4}
                maxLength={REPORT_DETAILS_MAX}
                className={inputClassName}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            )}
          </Field>
          {problem && problem !== 'chooseReason' && problem !== 'invalidCharacters' ? (
            <FormAlert tone="error">{t(`report.errors.${problem}`)}</FormAlert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={pending} pendingLabel={t('report.sending')}>
              {t('report.send')}
            </SubmitButton>
            <Button variant="ghost" size="lg" onClick={onClose}>
              {t('report.cancel')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
