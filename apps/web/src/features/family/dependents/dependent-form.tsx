import {
  CAREGIVERS_PER_DEPENDENT_MAX,
  DEPENDENT_NOTES_MAX,
  DEPENDENT_TEXT_MAX,
  type Dependent,
  type DependentInput,
  ZDateOfBirth,
  ZDependentInput,
} from '@amparo/contract/family/dependent';
import { FAMILY_NAME_MAX } from '@amparo/contract/family/family-limits';
import { INVALID_CHARACTERS_MESSAGE } from '@amparo/contract/platform/typed-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldError, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';

// Adding or editing a dependent: react-hook-form with the contract's schema (the server checks the same rules),
// the caregivers as an inline list. A date of birth is typed as the date input gives it ('' when left empty).

/** Today on this device, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const ZDependentForm = ZDependentInput.extend({
  date_of_birth: z
    .string()
    .refine((value) => value === '' || (ZDateOfBirth.safeParse(value).success && value <= localToday()), {
      message: 'future',
    })
    .transform((value) => (value === '' ? null : value)),
});

type FormInput = z.input<typeof ZDependentForm>;
type FormOutput = z.output<typeof ZDependentForm>;

const EMPTY_CAREGIVER = {
  name: '',
  phone: '',
  relationship: '',
  has_agreed: false,
  authorization_signed: false,
};

function valuesOf(dependent: Dependent | null): FormInput {
  return {
    name: dependent?.name ?? '',
    relationship: dependent?.relationship ?? '',
    date_of_birth: dependent?.date_of_birth ?? '',
    school_or_care_place: dependent?.school_or_care_place ?? '',
    pickup_people: dependent?.pickup_people ?? '',
    allergies: dependent?.allergies ?? '',
    medicines: dependent?.medicines ?? '',
    doctor: dependent?.doctor ?? '',
    languages_spoken: dependent?.languages_spoken ?? '',
    caregivers: (dependent?.caregivers ?? []).map(({ id: _id, ...caregiver }) => caregiver),
  };
}

type DependentFormProps = {
  dependent: Dependent | null;
  pending: boolean;
  disabled?: boolean;
  onSubmit: (input: DependentInput) => void;
  onCancel: () => void;
};

export function DependentForm({ dependent, pending, disabled, onSubmit, onCancel }: DependentFormProps) {
  const { t } = useTranslation('family-plan');
  const { t: tCommon } = useTranslation('common');
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZDependentForm),
    defaultValues: valuesOf(dependent),
  });
  const caregivers = useFieldArray({ control, name: 'caregivers' });

  const message = (
    error: FieldError | undefined,
    kind: 'name' | 'text' | 'phone' | 'date' | 'notes',
  ): string | null => {
    if (!error) return null;
    if (error.message === INVALID_CHARACTERS_MESSAGE) return tCommon('forms.invalidCharacters');
    return t(`dependents.errors.${kind}`);
  };

  const textInput = (
    name: 'name' | 'relationship' | 'school_or_care_place' | 'doctor' | 'languages_spoken',
    max: number,
    kind: 'name' | 'text',
  ) => (
    <Field label={t(`dependents.fields.${name}`)} error={message(errors[name], kind)}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          {...register(name)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          maxLength={max}
          autoComplete="off"
          dir="auto"
          className={inputClassName}
        />
      )}
    </Field>
  );

  const notesInput = (name: 'pickup_people' | 'allergies' | 'medicines', hint?: string) => (
    <Field label={t(`dependents.fields.${name}`)} hint={hint} error={message(errors[name], 'notes')}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          {...register(name)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          maxLength={DEPENDENT_NOTES_MAX}
          rows={2}
          dir="auto"
          className={inputClassName}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={handleSubmit((values) => onSubmit(values))}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4"
    >
      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="font-semibold text-danger">
          {t('dependents.fixFields')}
        </p>
      ) : null}
      {textInput('name', FAMILY_NAME_MAX, 'name')}
      {textInput('relationship', 60, 'text')}
      <Field
        label={t('dependents.fields.date_of_birth')}
        hint={t('dependents.dateHint')}
        error={message(errors.date_of_birth, 'date')}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="date"
            {...register('date_of_birth')}
            max={localToday()}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`${inputClassName} max-w-xs`}
          />
        )}
      </Field>
      {textInput('school_or_care_place', DEPENDENT_TEXT_MAX, 'text')}
      {notesInput('pickup_people', t('dependents.pickupHint'))}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-bold">{t('dependents.medicalHeading')}</legend>
        <p className="text-muted text-sm">{t('dependents.medicalPrivacy')}</p>
        {notesInput('allergies')}
        {notesInput('medicines')}
        {textInput('doctor', DEPENDENT_TEXT_MAX, 'text')}
      </fieldset>
      {textInput('languages_spoken', DEPENDENT_TEXT_MAX, 'text')}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-bold">{t('caregivers.heading')}</legend>
        <p className="text-muted text-sm">{t('caregivers.intro')}</p>
        {caregivers.fields.map((field, index) => {
          const caregiverErrors = errors.caregivers?.[index];
          return (
            <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
              <legend className="px-1 font-semibold">
                {t('caregivers.numbered', { number: index + 1 })}
              </legend>
              <Field label={t('caregivers.fields.name')} error={message(caregiverErrors?.name, 'name')}>
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    {...register(`caregivers.${index}.name`)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    maxLength={FAMILY_NAME_MAX}
                    autoComplete="off"
                    dir="auto"
                    className={inputClassName}
                  />
                )}
              </Field>
              <Field
                label={t('caregivers.fields.phone')}
                hint={t('caregivers.phoneHint')}
                error={message(caregiverErrors?.phone, 'phone')}
              >
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    {...register(`caregivers.${index}.phone`)}
                    type="tel"
                    inputMode="tel"
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    maxLength={30}
                    autoComplete="off"
                    dir="ltr"
                    className={inputClassName}
                  />
                )}
              </Field>
              <Field
                label={t('caregivers.fields.relationship')}
                error={message(caregiverErrors?.relationship, 'text')}
              >
                {({ id, describedBy, invalid }) => (
                  <input
                    id={id}
                    {...register(`caregivers.${index}.relationship`)}
                    aria-describedby={describedBy}
                    aria-invalid={invalid || undefined}
                    maxLength={60}
                    autoComplete="off"
                    dir="auto"
                    className={inputClassName}
                  />
                )}
              </Field>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  {...register(`caregivers.${index}.has_agreed`)}
                  className="size-5 shrink-0"
                />
                {t('caregivers.fields.has_agreed')}
              </label>
              <label className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  {...register(`caregivers.${index}.authorization_signed`)}
                  className="size-5 shrink-0"
                />
                {t('caregivers.fields.authorization_signed')}
              </label>
              <Button
                variant="ghost"
                className="self-start"
                onClick={() => caregivers.remove(index)}
                aria-label={t('caregivers.removeNumbered', { number: index + 1 })}
              >
                <Trash2 aria-hidden="true" className="size-5" />
                {t('caregivers.remove')}
              </Button>
            </fieldset>
          );
        })}
        {caregivers.fields.length < CAREGIVERS_PER_DEPENDENT_MAX ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => caregivers.append(EMPTY_CAREGIVER)}
          >
            <Plus aria-hidden="true" className="size-5" />
            {t('caregivers.add')}
          </Button>
        ) : (
          <p className="text-muted text-sm">{t('caregivers.limit', { max: CAREGIVERS_PER_DEPENDENT_MAX })}</p>
        )}
      </fieldset>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" disabled={pending || disabled}>
          {pending ? t('dependents.saving') : t('dependents.save')}
        </Button>
        <Button variant="ghost" size="lg" onClick={onCancel} disabled={pending}>
          {t('dependents.cancel')}
        </Button>
      </div>
    </form>
  );
}
