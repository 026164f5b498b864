import type { Dependent, DependentInput } from '@amparo/contract/family/dependent';
import { Pencil, UserPlus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { isPlanRequiredError } from '../../../lib/plan-required.ts';
import { Link } from '../../../lib/router/index.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { DependentForm } from './dependent-form.tsx';
import { useDeleteDependent, useDependents, useSaveDependent } from './dependents-api.ts';

// Children and other dependents without an account (issue 12, point 4): kept on the holder's account, shown only
// to them; each with the caregivers of the family emergency plan (point 5).

type Failure = 'plan' | 'full' | 'fields' | 'save' | 'delete' | null;

function failureOf(error: unknown): Failure {
  if (isPlanRequiredError(error)) return 'plan';
  if (error instanceof ApiRequestError && error.code === 'family_full') return 'full';
  if (error instanceof ApiRequestError && error.status === 400) return 'fields';
  return 'save';
}

function FailureAlert({ failure }: { failure: Failure }) {
  const { t } = useTranslation('family-plan');
  if (!failure) return null;
  if (failure === 'plan') {
    return (
      <FormAlert tone="error">
        {t('dependents.errors.planRequired')}{' '}
        <Link to="/payment" className="font-semibold underline">
          {t('dependents.errors.seePlans')}
        </Link>
      </FormAlert>
    );
  }
  return <FormAlert tone="error">{t(`dependents.errors.${failure}`)}</FormAlert>;
}

/** A calendar day ("9 April 2016") in the reader's language; read in UTC, as it is a day, not a moment. */
export function formatDay(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="flex flex-col">
      <dt className="text-muted text-sm">{label}</dt>
      <dd dir="auto" className="whitespace-pre-line text-start">
        {value}
      </dd>
    </div>
  );
}

export function CaregiverList({ dependent }: { dependent: Dependent }) {
  const { t } = useTranslation('family-plan');
  if (dependent.caregivers.length === 0) return <p className="text-muted">{t('caregivers.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {dependent.caregivers.map((caregiver) => (
        <li key={caregiver.id} className="rounded-lg bg-surface-raised p-3">
          <p className="font-semibold">
            {caregiver.name}
            {caregiver.relationship ? <span className="font-normal"> · {caregiver.relationship}</span> : null}
          </p>
          {caregiver.phone ? (
            <p dir="ltr" className="text-start font-mono">
              {caregiver.phone}
            </p>
          ) : null}
          <p className="text-sm">
            {caregiver.has_agreed ? t('caregivers.agreed') : t('caregivers.notAgreed')} ·{' '}
            {caregiver.authorization_signed ? t('caregivers.signed') : t('caregivers.notSigned')}
          </p>
        </li>
      ))}
    </ul>
  );
}

function DependentCard({
  dependent,
  online,
  onEdit,
}: {
  dependent: Dependent;
  online: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation('family-plan');
  const remove = useDeleteDependent();
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h3 className="font-bold text-xl">
        {dependent.name}
        {dependent.relationship ? (
          <span className="font-normal text-base text-muted"> · {dependent.relationship}</span>
        ) : null}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail
          label={t('dependents.fields.date_of_birth')}
          value={dependent.date_of_birth ? formatDay(dependent.date_of_birth, i18n.language) : null}
        />
        <Detail label={t('dependents.fields.school_or_care_place')} value={dependent.school_or_care_place} />
        <Detail label={t('dependents.fields.pickup_people')} value={dependent.pickup_people} />
        <Detail label={t('dependents.fields.languages_spoken')} value={dependent.languages_spoken} />
        <Detail label={t('dependents.fields.allergies')} value={dependent.allergies} />
        <Detail label={t('dependents.fields.medicines')} value={dependent.medicines} />
        <Detail label={t('dependents.fields.doctor')} value={dependent.doctor} />
      </dl>
      <h4 className="font-bold">{t('caregivers.heading')}</h4>
      <CaregiverList dependent={dependent} />
      {remove.isError ? <FailureAlert failure="delete" /> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Button
          variant="secondary"
          onClick={onEdit}
          disabled={!online}
          aria-label={t('dependents.editNamed', { name: dependent.name })}
        >
          <Pencil aria-hidden="true" className="size-5" />
          {t('dependents.edit')}
        </Button>
        <ConfirmButton
          label={t('dependents.remove')}
          ariaLabel={t('dependents.removeNamed', { name: dependent.name })}
          question={t('dependents.removeQuestion', { name: dependent.name })}
          detail={t('dependents.removeDetail')}
          confirmLabel={t('dependents.removeConfirm')}
          cancelLabel={t('dependents.cancel')}
          disabled={!online || remove.isPending}
          onConfirm={() => remove.mutate(dependent.id)}
        />
      </div>
    </li>
  );
}

type DependentsSectionProps = { className?: string };

export function DependentsSection({ className = '' }: DependentsSectionProps) {
  const { t } = useTranslation('family-plan');
  const headingId = useId();
  const online = useOnlineStatus();
  const query = useDependents();
  const save = useSaveDependent();
  /** null: nothing open; 'new': the add form; an id: that dependent's edit form. */
  const [open, setOpen] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [saved, setSaved] = useState(false);
  const dependents = query.data;

  const submit = (input: DependentInput, id?: string) => {
    setFailure(null);
    save.mutate(
      { id, dependent: input },
      {
        onSuccess: () => {
          setOpen(null);
          setSaved(true);
        },
        onError: (error) => {
          if (failureOf(error) === 'save') console.error('The dependent could not be saved', error);
          setFailure(failureOf(error));
        },
      },
    );
  };

  const openForm = (which: string) => {
    setSaved(false);
    setFailure(null);
    setOpen(which);
  };

  const form = (dependent: Dependent | null) => (
    <div className="flex flex-col gap-3">
      <div aria-live="assertive">
        <FailureAlert failure={failure} />
      </div>
      <DependentForm
        dependent={dependent}
        pending={save.isPending}
        disabled={!online}
        onSubmit={(input) => submit(input, dependent?.id)}
        onCancel={() => setOpen(null)}
      />
    </div>
  );

  let body: ReactNode;
  if (!dependents && query.isPending) {
    body = <LoadingMessage label={t('dependents.loading')} className="min-h-24" />;
  } else if (!dependents) {
    body = (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p>{t('dependents.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('dependents.retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {saved ? (
          <FormAlert tone="success">
            <span role="status">{t('dependents.saved')}</span>
          </FormAlert>
        ) : null}
        {!online ? <FormAlert tone="info">{t('dependents.offline')}</FormAlert> : null}
        {dependents.length === 0 && open !== 'new' ? (
          <p className="max-w-prose">{t('dependents.empty')}</p>
        ) : null}
        <ul className="flex flex-col gap-4">
          {dependents.map((dependent) =>
            open === dependent.id ? (
              <li key={dependent.id}>{form(dependent)}</li>
            ) : (
              <DependentCard
                key={dependent.id}
                dependent={dependent}
                online={online}
                onEdit={() => openForm(dependent.id)}
              />
            ),
          )}
        </ul>
        {open === 'new' ? (
          form(null)
        ) : (
          <Button size="lg" className="self-start" onClick={() => openForm('new')} disabled={!online}>
            <UserPlus aria-hidden="true" className="size-5" />
            {t('dependents.add')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-4 ${className}`}>
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="font-bold text-2xl text-foreground">
          {t('dependents.heading')}
        </h2>
        <p className="max-w-prose text-muted">{t('dependents.intro')}</p>
      </header>
      {body}
    </section>
  );
}
