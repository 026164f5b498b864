import type { GetPreparednessPlanResponse } from '@amparo/contract/emergency/preparedness-plan';
import { hasAnyPlanField, PLAN_NAME_MAX, PLAN_NOTES_MAX } from '@amparo/contract/emergency/preparedness-plan';
import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { Brain, ClipboardList, Pencil, Printer, UsersRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { PlanValidationError } from '../../../lib/preparedness-plan/preparedness-plan-api.ts';
import {
  usePreparednessPlan,
  useSavePreparednessPlan,
} from '../../../lib/preparedness-plan/use-preparedness-plan.ts';
import { Link } from '../../../lib/router/index.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { PrintOnly, usePrintRequest } from '../../../ui/print-only.tsx';
import {
  errorKindOf,
  fieldsFromServer,
  formValuesOf,
  type PlanField,
  type PlanFormValues,
  validatePlan,
} from './plan-form-values.ts';

/** Room for a phone number as people write it (spaces, dashes, +1): the server reads the digits. */
const PLAN_PHONE_MAX = 30;
/** An A-number is 8 or 9 digits; with an "A" and dashes it still fits 16. */
const A_NUMBER_INPUT_MAX = 16;

// The family preparedness plan (issue 5, point 8): who picks up the children, who keeps copies of the
// documents, the A-number and the lawyer's number, kept on the account, cached on the device, printable.

function formatSavedAt(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Groups digits the way they are easiest to say aloud: "+1 617 555 0142" stays, "6175550142" too. */
function Numbers({ plan }: { plan: GetPreparednessPlanResponse }) {
  const { t } = useTranslation('rights');
  const items = [
    { label: t('plan.aNumber.label'), value: plan.a_number },
    { label: t('plan.lawyer.heading'), value: plan.lawyer_phone },
    { label: t('plan.children.heading'), value: plan.children_caregiver_phone },
    { label: t('plan.documents.heading'), value: plan.documents_holder_phone },
  ].filter((item): item is { label: string; value: string } => Boolean(item.value));
  // The family emergency plan's numbers everyone should know (one per line, as the holder wrote them).
  const familyNumbers = (plan.numbers_to_know ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (items.length === 0 && familyNumbers.length === 0)
    return <p className="text-muted">{t('plan.memorise.empty')}</p>;
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-surface-raised p-3">
          <dt className="text-muted text-sm">{item.label}</dt>
          <dd dir="ltr" className="text-start font-bold font-mono text-2xl tracking-wide">
            {item.value}
          </dd>
        </div>
      ))}
      {familyNumbers.length > 0 ? (
        <div className="rounded-lg bg-surface-raised p-3 sm:col-span-2">
          <dt className="text-muted text-sm">{t('plan.memorise.familyNumbers')}</dt>
          {familyNumbers.map((line, index) => (
            // The same line may be written twice; its place keeps the key unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own
            <dd key={index} dir="auto" className="text-start font-bold text-xl tracking-wide">
              {line}
            </dd>
          ))}
        </div>
      ) : null}
    </dl>
  );
}

function PlanView({ plan }: { plan: GetPreparednessPlanResponse }) {
  const { t } = useTranslation('rights');
  const value = (text: string | null, ltr = false) =>
    text ? (
      <span dir={ltr ? 'ltr' : undefined} className="font-medium">
        {text}
      </span>
    ) : (
      <span className="text-muted">{t('plan.notSet')}</span>
    );
  const person = (heading: string, name: string | null, phone: string | null) => (
    <div className="flex flex-col gap-1">
      <dt className="font-semibold">{heading}</dt>
      <dd className="flex flex-col">
        {value(name)}
        {value(phone, true)}
      </dd>
    </div>
  );
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {person(t('plan.children.heading'), plan.children_caregiver_name, plan.children_caregiver_phone)}
      {person(t('plan.documents.heading'), plan.documents_holder_name, plan.documents_holder_phone)}
      {person(t('plan.lawyer.heading'), plan.lawyer_name, plan.lawyer_phone)}
      <div className="flex flex-col gap-1">
        <dt className="font-semibold">{t('plan.aNumber.label')}</dt>
        <dd>{value(plan.a_number, true)}</dd>
      </div>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <dt className="font-semibold">{t('plan.notes.label')}</dt>
        <dd className="whitespace-pre-line">{value(plan.notes)}</dd>
      </div>
    </dl>
  );
}

function PrintablePlan({ plan }: { plan: GetPreparednessPlanResponse }) {
  const { t } = useTranslation('rights');
  return (
    <div className="flex flex-col gap-6 bg-white p-[12mm] text-black">
      <h2 className="font-bold text-2xl">{t('plan.printTitle')}</h2>
      <PlanView plan={plan} />
      <section className="flex flex-col gap-2 border-2 border-black p-4">
        <h3 className="font-bold text-lg">{t('plan.memorise.heading')}</h3>
        <Numbers plan={plan} />
      </section>
      <p>{t('plan.tip')}</p>
    </div>
  );
}

type PlanFormProps = {
  initial: PlanFormValues;
  onSaved: () => void;
  onCancel: () => void;
};

function PlanForm({ initial, onSaved, onCancel }: PlanFormProps) {
  const { t } = useTranslation('rights');
  const online = useOnlineStatus();
  const [values, setValues] = useState<PlanFormValues>(initial);
  const { t: tCommon } = useTranslation('common');
  const [invalid, setInvalid] = useState<PlanField[]>([]);
  const [hiddenCharacters, setHiddenCharacters] = useState<PlanField[]>([]);
  const [failure, setFailure] = useState<'fields' | 'save' | null>(null);
  const save = useSavePreparednessPlan();

  const update = (field: PlanField) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));

  const errorFor = (field: PlanField) => {
    if (hiddenCharacters.includes(field)) return tCommon('forms.invalidCharacters');
    return invalid.includes(field) ? t(`plan.errors.${errorKindOf(field)}`) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePlan(values);
    if (!checked.ok) {
      setInvalid(checked.fields);
      setHiddenCharacters(checked.hiddenCharacters);
      setFailure('fields');
      return;
    }
    setInvalid([]);
    setHiddenCharacters([]);
    setFailure(null);
    save.mutate(checked.request, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof PlanValidationError) {
          const refused = fieldsFromServer(error.fields);
          setInvalid(refused.fields);
          setHiddenCharacters(refused.hiddenCharacters);
          setFailure('fields');
        } else {
          console.error('The preparedness plan could not be saved', error);
          setFailure('save');
        }
      },
    });
  };

  const text = (field: PlanField, label: string, options: { phone?: boolean; hint?: string } = {}) => (
    <Field
      label={label}
      error={errorFor(field)}
      hint={options.hint}
      limit={{ value: values[field], max: options.phone ? PLAN_PHONE_MAX : PLAN_NAME_MAX }}
    >
      {({ id, describedBy, invalid: isInvalid }) => (
        <input
          id={id}
          name={field}
          value={values[field]}
          onChange={update(field)}
          aria-describedby={describedBy}
          aria-invalid={isInvalid || undefined}
          maxLength={options.phone ? PLAN_PHONE_MAX : PLAN_NAME_MAX}
          type={options.phone ? 'tel' : 'text'}
          inputMode={options.phone ? 'tel' : undefined}
          autoComplete="off"
          dir={options.phone ? 'ltr' : 'auto'}
          className={inputClassName}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div aria-live="assertive">
        {failure === 'fields' ? <FormAlert tone="error">{t('plan.fixFields')}</FormAlert> : null}
        {failure === 'save' ? <FormAlert tone="error">{t('plan.saveFailed')}</FormAlert> : null}
        {!online ? <FormAlert tone="info">{t('plan.offlineEdit')}</FormAlert> : null}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold text-lg">{t('plan.children.heading')}</legend>
        {text('children_caregiver_name', t('plan.children.name'))}
        {text('children_caregiver_phone', t('plan.children.phone'), {
          phone: true,
          hint: t('plan.phoneHint'),
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold text-lg">{t('plan.documents.heading')}</legend>
        {text('documents_holder_name', t('plan.documents.name'))}
        {text('documents_holder_phone', t('plan.documents.phone'), {
          phone: true,
          hint: t('plan.phoneHint'),
        })}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-bold text-lg">{t('plan.lawyer.heading')}</legend>
        {text('lawyer_name', t('plan.lawyer.name'))}
        {text('lawyer_phone', t('plan.lawyer.phone'), { phone: true, hint: t('plan.phoneHint') })}
      </fieldset>
      <Field
        label={t('plan.aNumber.label')}
        error={errorFor('a_number')}
        hint={t('plan.aNumber.hint')}
        limit={{ value: values.a_number, max: A_NUMBER_INPUT_MAX }}
      >
        {({ id, describedBy, invalid: isInvalid }) => (
          <input
            id={id}
            name="a_number"
            value={values.a_number}
            onChange={update('a_number')}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            maxLength={A_NUMBER_INPUT_MAX}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            className={`${inputClassName} max-w-xs font-mono`}
          />
        )}
      </Field>
      <Field
        label={t('plan.notes.label')}
        error={errorFor('notes')}
        hint={t('plan.notes.hint')}
        limit={{ value: values.notes, max: PLAN_NOTES_MAX }}
      >
        {({ id, describedBy, invalid: isInvalid }) => (
          <textarea
            id={id}
            name="notes"
            value={values.notes}
            onChange={update('notes')}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
            maxLength={PLAN_NOTES_MAX}
            rows={4}
            dir="auto"
            className={inputClassName}
          />
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={save.isPending || !online}>
          {save.isPending ? t('plan.saving') : t('plan.save')}
        </Button>
        <Button variant="ghost" size="lg" onClick={onCancel} disabled={save.isPending}>
          {t('plan.cancel')}
        </Button>
      </div>
    </form>
  );
}

type PreparednessPlanSectionProps = {
  className?: string;
};

export function PreparednessPlanSection({ className = '' }: PreparednessPlanSectionProps) {
  const { t, i18n } = useTranslation('rights');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const online = useOnlineStatus();
  const query = usePreparednessPlan();
  const [editing, setEditing] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const { printing, print } = usePrintRequest();
  const plan = query.data;

  let body: ReactNode;
  if (editing) {
    body = (
      <PlanForm
        initial={formValuesOf(plan)}
        onSaved={() => {
          setJustSaved(true);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  } else if (!plan && query.isPending) {
    body = <LoadingMessage label={t('plan.loading')} className="min-h-24" />;
  } else if (!plan) {
    body = (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{t('plan.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('plan.retry')}
        </Button>
      </div>
    );
  } else if (!hasAnyPlanField(plan)) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="max-w-prose">{t('plan.empty')}</p>
        <Button
          size="lg"
          onClick={() => {
            setJustSaved(false);
            setEditing(true);
          }}
          disabled={!online}
        >
          <ClipboardList aria-hidden="true" className="size-5" />
          {t('plan.start')}
        </Button>
        {!online ? <p className="text-muted text-sm">{t('plan.offlineEdit')}</p> : null}
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        {justSaved ? (
          <FormAlert tone="success">
            <span role="status">{t('plan.saved')}</span>
          </FormAlert>
        ) : null}
        {!online ? <FormAlert tone="info">{t('plan.offlineCopy')}</FormAlert> : null}
        <section className="flex flex-col gap-3 rounded-xl border-2 border-primary bg-primary-soft p-4">
          <h3 className="flex items-center gap-2 font-bold text-lg">
            <Brain aria-hidden="true" className="size-6 shrink-0 text-primary" />
            {t('plan.memorise.heading')}
          </h3>
          <p>{t('plan.memorise.intro')}</p>
          <Numbers plan={plan} />
        </section>
        <PlanView plan={plan} />
        {plan.updated_at ? (
          <p className="text-muted text-sm">
            {t('plan.lastSaved', { date: formatSavedAt(plan.updated_at, language) })}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              setJustSaved(false);
              setEditing(true);
            }}
            disabled={!online}
          >
            <Pencil aria-hidden="true" className="size-5" />
            {t('plan.edit')}
          </Button>
          <Button variant="secondary" size="lg" onClick={print}>
            <Printer aria-hidden="true" className="size-5" />
            {t('plan.print')}
          </Button>
        </div>
        <PrintOnly active={printing}>
          <PrintablePlan plan={plan} />
        </PrintOnly>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-4 ${className}`}>
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="font-bold text-2xl text-foreground">
          {t('plan.heading')}
        </h2>
        <p className="max-w-prose text-muted">{t('plan.intro')}</p>
      </header>
      {body}
      <p className="max-w-prose text-muted text-sm">{t('plan.tip')}</p>
      <Link
        to="/family#family-plan"
        className="inline-flex min-h-11 max-w-prose items-center gap-2 font-semibold text-primary underline"
      >
        <UsersRound aria-hidden="true" className="size-5 shrink-0" />
        {t('plan.familyPlanLink')}
      </Link>
    </section>
  );
}
