import { VERIFICATION_SOURCE_MAX } from '@amparo/contract/legal/decide-professional';
import { VERIFICATION_NOTE_MAX } from '@amparo/contract/legal/legal-limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid.ts';
import { Button } from '../../../ui/button.tsx';

export type DecisionKind = 'verify' | 'reject' | 'suspend';

type DecisionFormProps = {
  kind: DecisionKind;
  pending: boolean;
  onSubmit: (words: { source: string; note: string } | { reason: string }) => void;
  onCancel: () => void;
};

/**
 * The words each decision needs: where the licence was looked up and what was found (verify), or the reason the
 * professional will read (reject, suspend). Nothing is sent until each is written.
 */
export function ProfessionalDecisionForm({ kind, pending, onSubmit, onCancel }: DecisionFormProps) {
  const { t } = useTranslation('lawyers');
  const [source, setSource] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [showMissing, setShowMissing] = useState(false);
  const missing = (value: string) => (showMissing && value.trim() === '' ? t('queue.errors.required') : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const complete = kind === 'verify' ? source.trim() !== '' && note.trim() !== '' : reason.trim() !== '';
    if (!complete) {
      setShowMissing(true);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    onSubmit(kind === 'verify' ? { source: source.trim(), note: note.trim() } : { reason: reason.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-xl bg-surface p-4">
      {kind === 'verify' ? (
        <>
          <Field
            label={t('queue.source')}
            hint={t('queue.sourceHint')}
            error={missing(source)}
            limit={{ value: source, max: VERIFICATION_SOURCE_MAX }}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                value={source}
                onChange={(event) => setSource(event.target.value)}
                maxLength={VERIFICATION_SOURCE_MAX}
                className={inputClassName}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
          <Field
            label={t('queue.note')}
            hint={t('queue.noteHint')}
            error={missing(note)}
            limit={{ value: note, max: VERIFICATION_NOTE_MAX }}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                value={note}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                maxLength={VERIFICATION_NOTE_MAX}
                className={inputClassName}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
              />
            )}
          </Field>
        </>
      ) : (
        <Field
          label={t('queue.reasonLabel')}
          hint={t('queue.reasonHint')}
          error={missing(reason)}
          limit={{ value: reason, max: VERIFICATION_NOTE_MAX }}
        >
          {({ id, describedBy, invalid }) => (
            <textarea
              id={id}
              value={reason}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              maxLength={VERIFICATION_NOTE_MAX}
              className={inputClassName}
              dir="auto"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
            />
          )}
        </Field>
      )}
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          pending={pending}
          pendingLabel={t('listing.form.saving')}
          variant={kind === 'verify' ? 'primary' : 'danger'}
        >
          {kind === 'verify'
            ? t('queue.confirmVerify')
            : kind === 'reject'
              ? t('queue.confirmReject')
              : t('queue.confirmSuspend')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('queue.cancel')}
        </Button>
      </div>
    </form>
  );
}
