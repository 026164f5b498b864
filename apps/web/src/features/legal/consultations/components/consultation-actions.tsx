import type { ChangeConsultationStatusRequest } from '@amparo/contract/legal/change-consultation-status';
import type { Consultation } from '@amparo/contract/legal/consultation-models';
import { availableConsultationActions } from '@amparo/contract/legal/consultation-transitions';
import { CONSULTATION_NOTE_MAX } from '@amparo/contract/legal/legal-limits';
import { CalendarClock, Check, CircleCheckBig, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../../lib/account/form-controls.tsx';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmButton } from '../../../../ui/confirm-button.tsx';
import { useChangeConsultationStatus } from '../api/consultations.ts';
import { type ConsultationErrorKey, describeConsultationError } from '../consultation-errors.ts';
import { formatConsultationTime, localTimeToIso, timeProblem } from '../consultation-times.ts';
import { type DayAndTime, TimeChoice } from './time-choice.tsx';

type OpenForm = 'accept' | 'propose' | 'decline' | 'close' | null;

/**
 * The changes the viewer's side may make now (the contract's state machine decides which), each in a small form in
 * place: accepting with one of the suggested times or another, proposing a time, declining or closing with a note.
 */
export function ConsultationActions({ consultation }: { consultation: Consultation }) {
  const { t } = useTranslation('consultations');
  const titleId = useId();
  const change = useChangeConsultationStatus(consultation.id);
  const [open, setOpen] = useState<OpenForm>(null);
  const [failure, setFailure] = useState<ConsultationErrorKey | null>(null);
  const [saved, setSaved] = useState(false);
  const actions = availableConsultationActions(consultation.viewer_role, consultation.status);
  if (actions.length === 0) return null;
  const name = consultation.professional.full_name;

  const run = (request: ChangeConsultationStatusRequest) => {
    setFailure(null);
    setSaved(false);
    change.mutate(request, {
      onSuccess: () => {
        setOpen(null);
        setSaved(true);
      },
      onError: (error) => {
        const kind = describeConsultationError(error);
        // The limit on changes is an hour's, not the day's limit on new requests.
        setFailure(kind === 'rateLimited' ? 'tooManyChanges' : kind);
      },
    });
  };
  const formProps = { pending: change.isPending, onCancel: () => setOpen(null), onSubmit: run };

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border-2 border-primary/40 p-4"
    >
      <h2 id={titleId} className="font-bold text-foreground text-xl">
        {t('actions.title')}
      </h2>
      {saved ? <FormAlert tone="success">{t('actions.saved')}</FormAlert> : null}
      {failure ? <FormAlert tone="error">{t(`errors.${failure}`)}</FormAlert> : null}
      {open === 'accept' ? (
        <TimeForm kind="accept" preferred={consultation.preferred_times} {...formProps} />
      ) : open === 'propose' ? (
        <TimeForm kind="propose_time" preferred={[]} {...formProps} />
      ) : open === 'decline' || open === 'close' ? (
        <NoteForm kind={open} {...formProps} />
      ) : (
        <div className="flex flex-wrap gap-2">
          {actions.includes('accept_proposed_time') ? (
            <Button disabled={change.isPending} onClick={() => run({ action: 'accept_proposed_time' })}>
              <Check aria-hidden="true" className="size-5" />
              {t('actions.acceptProposed')}
            </Button>
          ) : null}
          {actions.includes('accept') ? (
            <Button onClick={() => setOpen('accept')}>
              <Check aria-hidden="true" className="size-5" />
              {t('actions.accept')}
            </Button>
          ) : null}
          {actions.includes('propose_time') ? (
            <Button variant="secondary" onClick={() => setOpen('propose')}>
              <CalendarClock aria-hidden="true" className="size-5" />
              {t('actions.propose')}
            </Button>
          ) : null}
          {actions.includes('mark_done') ? (
            <ConfirmButton
              variant="secondary"
              confirmVariant="primary"
              label={
                <>
                  <CircleCheckBig aria-hidden="true" className="size-5" />
                  {t('actions.markDone')}
                </>
              }
              question={t('actions.markDoneQuestion')}
              detail={t('actions.markDoneDetail')}
              confirmLabel={t('actions.markDoneConfirm')}
              cancelLabel={t('actions.back')}
              disabled={change.isPending}
              onConfirm={() => run({ action: 'mark_done' })}
            />
          ) : null}
          {actions.includes('decline') ? (
            <Button variant="ghost" onClick={() => setOpen('decline')}>
              {t('actions.decline')}
            </Button>
          ) : null}
          {actions.includes('close') ? (
            <Button variant="ghost" onClick={() => setOpen('close')}>
              {t('actions.close')}
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <ConfirmButton
              label={
                <>
                  <X aria-hidden="true" className="size-5" />
                  {t('actions.cancel')}
                </>
              }
              question={t('actions.cancelQuestion')}
              detail={t('actions.cancelDetail', { name })}
              confirmLabel={t('actions.cancelConfirm')}
              cancelLabel={t('actions.keep')}
              disabled={change.isPending}
              onConfirm={() => run({ action: 'cancel' })}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}

type FormProps = {
  pending: boolean;
  onCancel: () => void;
  onSubmit: (request: ChangeConsultationStatusRequest) => void;
};

function NoteField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (note: string) => void;
  label: string;
}) {
  const { t } = useTranslation('consultations');
  return (
    <Field label={label} hint={t('actions.noteHint')} limit={{ value, max: CONSULTATION_NOTE_MAX }}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={3}
          dir="auto"
          maxLength={CONSULTATION_NOTE_MAX}
          className={inputClassName}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Accept (a suggested time or another) or propose a time, with an optional note. */
function TimeForm({
  kind,
  preferred,
  pending,
  onCancel,
  onSubmit,
}: FormProps & { kind: 'accept' | 'propose_time'; preferred: string[] }) {
  const { t, i18n } = useTranslation('consultations');
  const idPrefix = useId();
  const upcoming = preferred.filter((time) => Date.parse(time) > Date.now());
  const [choice, setChoice] = useState<string>(upcoming[0] ?? 'other');
  const [other, setOther] = useState<DayAndTime>({ day: '', time: '' });
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const usingOther = choice === 'other';
  const otherProblem = usingOther
    ? (timeProblem(other.day, other.time) ?? (other.day ? null : 'incomplete'))
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (otherProblem) return;
    const time = usingOther ? localTimeToIso(other.day, other.time) : choice;
    if (!time) return;
    onSubmit({ action: kind, time, ...(note.trim() ? { note } : {}) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h3 className="font-bold text-foreground text-lg">
        {kind === 'accept' ? t('actions.acceptTitle') : t('actions.propose')}
      </h3>
      {kind === 'accept' && upcoming.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-foreground">{t('actions.chooseTime')}</legend>
          {[...upcoming, 'other'].map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2"
            >
              <input
                type="radio"
                name={`${idPrefix}-time`}
                className="size-5 shrink-0 accent-primary"
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              {value === 'other' ? t('actions.otherTime') : formatConsultationTime(value, i18n.language)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {usingOther ? (
        <TimeChoice
          idPrefix={`${idPrefix}-other`}
          legend={kind === 'accept' ? t('actions.otherTime') : t('request.time')}
          value={other}
          onChange={setOther}
          problem={tried ? otherProblem : null}
        />
      ) : null}
      <NoteField value={note} onChange={setNote} label={t('actions.note')} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t('request.sending')}>
          {kind === 'accept' ? t('actions.confirmAccept') : t('actions.confirmPropose')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.back')}
        </Button>
      </div>
    </form>
  );
}

/** Decline or close, with an optional note the person reads on the request (never in the message). */
function NoteForm({ kind, pending, onCancel, onSubmit }: FormProps & { kind: 'decline' | 'close' }) {
  const { t } = useTranslation('consultations');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ action: kind, ...(note.trim() ? { note } : {}) });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <h3 className="font-bold text-foreground text-lg">
        {kind === 'decline' ? t('actions.declineTitle') : t('actions.closeTitle')}
      </h3>
      <NoteField
        value={note}
        onChange={setNote}
        label={kind === 'decline' ? t('actions.declineNote') : t('actions.closeNote')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t('request.sending')}>
          {kind === 'decline' ? t('actions.confirmDecline') : t('actions.confirmClose')}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.back')}
        </Button>
      </div>
    </form>
  );
}
