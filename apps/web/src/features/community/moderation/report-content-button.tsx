import {
  CONTENT_REPORT_NOTE_MAX,
  CONTENT_REPORT_REASONS,
  type ContentReportReason,
} from '@amparo/contract/community/community-limits';
import { isTypedText } from '@amparo/contract/platform/typed-text';
import { CheckCircle2, Flag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/modal-dialog.tsx';
import { describeSafetyError, type SafetyError, useReportContent } from './moderation-api.ts';

export type ReportContentButtonProps = { targetKind: 'post' | 'comment'; targetId: string };

/** "Report" on a post or a comment: a reason, an optional note, then the owner's queue. */
export function ReportContentButton({ targetKind, targetId }: ReportContentButtonProps) {
  const { t } = useTranslation('community-safety');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" aria-label={t(`report.title.${targetKind}`)} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="size-5" />
        <span>{t('report.button')}</span>
      </Button>
      {open ? (
        <ReportContentDialog targetKind={targetKind} targetId={targetId} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

type Problem = SafetyError | 'chooseReason' | 'invalidCharacters';

function ReportContentDialog({
  targetKind,
  targetId,
  onClose,
}: ReportContentButtonProps & { onClose: () => void }) {
  const { t } = useTranslation('community-safety');
  const id = useId();
  const [reason, setReason] = useState<ContentReportReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const send = useReportContent();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason || !isTypedText(note, { multiline: true })) {
      setProblem(reason ? 'invalidCharacters' : 'chooseReason');
      // The first reason, or the note: the field to fix, read out with its error.
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setProblem(null);
    send.mutate(
      { target_kind: targetKind, target_id: targetId, reason, note: note.trim() },
      { onError: (error) => setProblem(describeSafetyError(error)) },
    );
  }

  return (
    <ModalDialog title={t(`report.title.${targetKind}`)} closeLabel={t('close')} onClose={onClose}>
      {send.isSuccess ? (
        <div className="flex flex-col gap-4 p-4" data-testid="content-report-sent">
          <div role="status" className="flex items-start gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div className="flex flex-col gap-2">
              <p className="font-bold text-lg">{t('report.sentTitle')}</p>
              <p>{t('report.sentBody')}</p>
              <p>{t('report.sentBlockHint')}</p>
            </div>
          </div>
          <Button size="lg" className="self-start" onClick={onClose} autoFocus>
            {t('close')}
          </Button>
        </div>
      ) : (
        <form className="flex flex-col gap-4 p-4" onSubmit={submit} noValidate>
          <p className="text-muted">{t('report.intro')}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-semibold">{t('report.reason')}</legend>
            {CONTENT_REPORT_REASONS.map((value) => (
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
                  aria-invalid={problem === 'chooseReason' || undefined}
                  aria-describedby={problem === 'chooseReason' ? `${id}-reason-error` : undefined}
                  onChange={() => {
                    setReason(value);
                    if (problem === 'chooseReason') setProblem(null);
                  }}
                  className="mt-1 size-5 shrink-0 accent-primary"
                />
                <span>{t(`reasons.${value}`)}</span>
              </label>
            ))}
            {problem === 'chooseReason' ? (
              <p id={`${id}-reason-error`} className="font-medium text-danger">
                {t('report.chooseReason')}
              </p>
            ) : null}
          </fieldset>
          <Field
            label={t('report.note')}
            hint={t('report.noteHint')}
            error={problem === 'invalidCharacters' ? t('errors.invalidCharacters') : null}
            limit={{ value: note, max: CONTENT_REPORT_NOTE_MAX }}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <textarea
                id={fieldId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                dir="auto"
                rows={3}
                maxLength={CONTENT_REPORT_NOTE_MAX}
                className={inputClassName}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
          {problem && problem !== 'chooseReason' && problem !== 'invalidCharacters' ? (
            <FormAlert tone="error">{t(`errors.${problem}`)}</FormAlert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={send.isPending} pendingLabel={t('report.sending')}>
              {t('report.send')}
            </SubmitButton>
            <Button variant="ghost" size="lg" onClick={onClose}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
