import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import type { OwnProfessionalListing } from '@amparo/contract/legal/get-professional-profile';
import {
  BAR_NUMBER_MAX,
  BIO_MAX,
  CITY_MAX,
  FEE_MODELS,
  MAX_BAR_ADMISSIONS,
  NAME_MAX,
  ORGANIZATION_NAME_MAX,
  PRACTICE_AREAS,
  PROFESSIONAL_KINDS,
  SERVICE_LANGUAGE_CODES,
  URL_MAX,
  US_STATE_CODES,
} from '@amparo/contract/legal/legal-limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type FieldError, type UseFormRegister, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { Button } from '../../../ui/button.tsx';
import { useSaveProfessionalProfile } from '../api/professional-profile.ts';
import { type FieldKind, listingErrorKey } from './listing-field-error.ts';
import {
  type ListingFormOutput,
  type ListingFormValues,
  toListingFormValues,
  ZListingForm,
} from './listing-form-values.ts';

const choiceClassName =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 has-checked:border-2 has-checked:border-primary';

type TextInputName =
  | 'full_name'
  | 'recognized_organization'
  | 'city'
  | 'fee_min_cents'
  | 'fee_max_cents'
  | 'first_consultation_cents'
  | 'website';

type ListingInputProps = Omit<React.ComponentProps<'input'>, 'name' | 'id'> & {
  name: TextInputName;
  label: string;
  hint?: string;
  error: string | null;
  register: UseFormRegister<ListingFormValues>;
  /** Counts the characters near this limit (and caps the input there). */
  limit?: { value: string; max: number };
};

/** A labelled text input of the listing, wired to the form, with its hint, count and error. */
function ListingInput({ name, label, hint, error, register, limit, className, ...rest }: ListingInputProps) {
  return (
    <Field label={label} hint={hint} error={error} limit={limit}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={`${inputClassName} ${className ?? ''}`}
          maxLength={limit?.max}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...rest}
          {...register(name)}
        />
      )}
    </Field>
  );
}

type ListingFormProps = {
  listing: OwnProfessionalListing | null;
};

/**
 * The professional's listing (issue 13, point 1): who they are (kind, name, bar admissions or organisation), the
 * languages and cases they take, where they work, their fees, a few words and a website. Validated with the
 * contract's own schema; what was typed stays on screen whatever goes wrong.
 */
export function ListingForm({ listing }: ListingFormProps) {
  const { t, i18n } = useTranslation('lawyers');
  const { t: tStates } = useTranslation('us-states');
  const language = i18n.language;
  const save = useSaveProfessionalProfile();
  const [savedState, setSavedState] = useState<OwnProfessionalListing['listing_state'] | null>(null);
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(ZListingForm),
    defaultValues: toListingFormValues(listing),
  });
  const { register, handleSubmit, control, formState, reset } = form;
  const bars = useFieldArray({ control, name: 'bar_admissions' });
  const typed = useWatch({ control });
  const kind = typed.kind ?? 'attorney';
  const feeModel = typed.fee_model ?? 'free';
  const ids = useId();

  const errorText = (
    error: Pick<FieldError, 'type' | 'message'> | undefined,
    fieldKind: FieldKind = 'text',
  ) => {
    const key = listingErrorKey(error, fieldKind);
    return key ? t(`listing.errors.${key}`) : null;
  };
  const errors = formState.errors;
  const barsError = errors.bar_admissions?.root ?? (errors.bar_admissions as FieldError | undefined);

  // The same choice of states for the bar admissions and the office, sorted by name in the reader's language.
  const stateOptions = (
    <>
      <option value="">{t('listing.form.chooseState')}</option>
      {US_STATE_CODES.map((code) => ({ code, name: tStates(`names.${code}`) }))
        .sort((a, b) => a.name.localeCompare(b.name, language))
        .map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name}
          </option>
        ))}
    </>
  );
  const appLanguages: readonly string[] = LANGUAGE_CODES;
  const otherLanguages = SERVICE_LANGUAGE_CODES.filter((code) => !appLanguages.includes(code))
    .map((code) => ({ code, name: serviceLanguageName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const otherChosen = (typed.languages ?? []).some((code) => !appLanguages.includes(code ?? ''));

  const submit = handleSubmit(
    (values) => {
      setSavedState(null);
      save.mutate(values, {
        onSuccess: (saved) => {
          setSavedState(saved.listing.listing_state);
          reset(toListingFormValues(saved.listing));
        },
      });
    },
    () => {
      setSavedState(null);
    },
  );

  const saveError =
    save.error instanceof ApiRequestError
      ? t('listing.errors.server')
      : save.error
        ? t('listing.errors.network')
        : null;
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" data-testid="listing-form">
      {hasFieldErrors ? <FormAlert tone="error">{t('listing.form.fixErrors')}</FormAlert> : null}

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-semibold">{t('listing.form.kind')}</legend>
        <div className="flex flex-col gap-2 sm:flex-row">
          {PROFESSIONAL_KINDS.map((option) => (
            <label key={option} className={choiceClassName}>
              <input type="radio" value={option} className="size-5 shrink-0" {...register('kind')} />
              {t(`kind.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <ListingInput
        name="full_name"
        register={register}
        label={t('listing.form.fullName')}
        error={errorText(errors.full_name)}
        limit={{ value: typed.full_name ?? '', max: NAME_MAX }}
        autoComplete="name"
        dir="auto"
      />

      {kind === 'attorney' ? (
        <fieldset className="flex flex-col gap-3" aria-describedby={`${ids}-bars-hint`}>
          <legend className="mb-1 font-semibold">{t('listing.form.barAdmissions')}</legend>
          <p id={`${ids}-bars-hint`} className="text-muted text-sm">
            {t('listing.form.barAdmissionsHint')}
          </p>
          {barsError ? <p className="font-medium text-danger">{errorText(barsError)}</p> : null}
          <ul className="flex flex-col gap-3">
            {bars.fields.map((bar, index) => {
              const rowErrors = errors.bar_admissions?.[index];
              const stateName = typed.bar_admissions?.[index]?.state;
              return (
                <li
                  key={bar.id}
                  className="grid gap-3 rounded-xl border border-border p-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-start"
                >
                  <Field label={t('listing.form.barState')} error={errorText(rowErrors?.state)}>
                    {({ id, describedBy, invalid }) => (
                      <select
                        id={id}
                        className={inputClassName}
                        aria-describedby={describedBy}
                        aria-invalid={invalid || undefined}
                        {...register(`bar_admissions.${index}.state`)}
                      >
                        {stateOptions}
                      </select>
                    )}
                  </Field>
                  <Field label={t('listing.form.barNumber')} error={errorText(rowErrors?.bar_number)}>
                    {({ id, describedBy, invalid }) => (
                      <input
                        id={id}
                        className={inputClassName}
                        maxLength={BAR_NUMBER_MAX}
                        autoComplete="off"
                        dir="ltr"
                        spellCheck={false}
                        aria-describedby={describedBy}
                        aria-invalid={invalid || undefined}
                        {...register(`bar_admissions.${index}.bar_number`)}
                      />
                    )}
                  </Field>
                  {bars.fields.length > 1 ? (
                    <Button
                      variant="ghost"
                      className="self-end"
                      aria-label={
                        stateName
                          ? t('listing.form.removeBar', {
                              state: tStates(`names.${stateName}` as 'names.CA'),
                            })
                          : t('listing.form.removeThisBar')
                      }
                      onClick={() => bars.remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {bars.fields.length < MAX_BAR_ADMISSIONS ? (
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => bars.append({ state: '', bar_number: '' })}
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('listing.form.addBar')}
            </Button>
          ) : null}
        </fieldset>
      ) : (
        <>
          <ListingInput
            name="recognized_organization"
            register={register}
            label={t('listing.form.organization')}
            hint={t('listing.form.organizationHint')}
            error={errorText(errors.recognized_organization)}
            limit={{ value: typed.recognized_organization ?? '', max: ORGANIZATION_NAME_MAX }}
            autoComplete="organization"
            dir="auto"
          />
          <Field
            label={t('listing.form.accreditationExpires')}
            error={errorText(errors.accreditation_expires_on, 'date')}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="date"
                className={inputClassName}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('accreditation_expires_on')}
              />
            )}
          </Field>
        </>
      )}

      <fieldset className="flex flex-col gap-2" aria-invalid={errors.languages ? true : undefined}>
        <legend className="mb-1.5 font-semibold">{t('listing.form.languages')}</legend>
        {errors.languages ? (
          <p className="font-medium text-danger">{errorText(errors.languages as FieldError, 'list')}</p>
        ) : null}
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
          {appLanguages.map((code) => (
            <label key={code} className={choiceClassName}>
              <input type="checkbox" value={code} className="size-5 shrink-0" {...register('languages')} />
              <span lang={code}>{serviceLanguageName(code, language)}</span>
            </label>
          ))}
        </div>
        <details open={otherChosen} className="rounded-lg">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
            {t('listing.form.moreLanguages')}
          </summary>
          <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
            {otherLanguages.map((entry) => (
              <label key={entry.code} className={choiceClassName}>
                <input
                  type="checkbox"
                  value={entry.code}
                  className="size-5 shrink-0"
                  {...register('languages')}
                />
                {entry.name}
              </label>
            ))}
          </div>
        </details>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-semibold">{t('listing.form.areas')}</legend>
        {errors.practice_areas ? (
          <p className="font-medium text-danger">{errorText(errors.practice_areas as FieldError, 'list')}</p>
        ) : null}
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {PRACTICE_AREAS.map((area) => (
            <label key={area} className={choiceClassName}>
              <input
                type="checkbox"
                value={area}
                className="size-5 shrink-0"
                {...register('practice_areas')}
              />
              {t(`areas.${area}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <ListingInput
          name="city"
          register={register}
          label={t('listing.form.city')}
          error={errorText(errors.city)}
          maxLength={CITY_MAX}
          autoComplete="address-level2"
          dir="auto"
        />
        <Field label={t('listing.form.state')} error={errorText(errors.state)}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className={inputClassName}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              {...register('state')}
            >
              {stateOptions}
            </select>
          )}
        </Field>
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input type="checkbox" className="size-6 shrink-0 accent-primary" {...register('offers_remote')} />
        {t('listing.form.remote')}
      </label>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 font-semibold">{t('listing.form.feeModel')}</legend>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
          {FEE_MODELS.map((model) => (
            <label key={model} className={choiceClassName}>
              <input type="radio" value={model} className="size-5 shrink-0" {...register('fee_model')} />
              {t(`fees.models.${model}`)}
            </label>
          ))}
        </div>
        {feeModel === 'free' ? null : (
          <div className="grid gap-4 sm:grid-cols-2">
            <ListingInput
              name="fee_min_cents"
              register={register}
              label={
                feeModel === 'hourly'
                  ? t('listing.form.feeMin')
                  : feeModel === 'flat_fee'
                    ? t('listing.form.flatAmount')
                    : t('listing.form.slidingMin')
              }
              error={errorText(errors.fee_min_cents, 'amount')}
              inputMode="decimal"
              dir="ltr"
            />
            {feeModel === 'flat_fee' ? null : (
              <ListingInput
                name="fee_max_cents"
                register={register}
                label={feeModel === 'hourly' ? t('listing.form.feeMax') : t('listing.form.slidingMax')}
                error={errorText(errors.fee_max_cents, 'amount')}
                inputMode="decimal"
                dir="ltr"
              />
            )}
          </div>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1.5 font-semibold">{t('listing.form.firstConsultation')}</legend>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
          {(['free', 'paid', 'unsaid'] as const).map((choice) => (
            <label key={choice} className={choiceClassName}>
              <input
                type="radio"
                value={choice}
                className="size-5 shrink-0"
                {...register('first_consultation')}
              />
              {t(
                choice === 'free'
                  ? 'listing.form.firstFree'
                  : choice === 'paid'
                    ? 'listing.form.firstPaid'
                    : 'listing.form.firstUnsaid',
              )}
            </label>
          ))}
        </div>
        {typed.first_consultation === 'paid' ? (
          <ListingInput
            name="first_consultation_cents"
            register={register}
            label={t('listing.form.firstAmount')}
            error={errorText(errors.first_consultation_cents, 'amount')}
            inputMode="decimal"
            dir="ltr"
            className="sm:max-w-xs"
          />
        ) : null}
      </fieldset>

      <Field
        label={t('listing.form.bio')}
        hint={t('listing.form.bioHint')}
        error={errorText(errors.bio)}
        limit={{ value: typed.bio ?? '', max: BIO_MAX }}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={6}
            className={`${inputClassName} min-h-32`}
            maxLength={BIO_MAX}
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            {...register('bio')}
          />
        )}
      </Field>
      <ListingInput
        name="website"
        register={register}
        label={t('listing.form.website')}
        hint={t('listing.form.websiteHint')}
        error={errorText(errors.website)}
        type="url"
        inputMode="url"
        maxLength={URL_MAX}
        autoComplete="url"
        dir="ltr"
        placeholder="https://"
      />

      {saveError ? <FormAlert tone="error">{saveError}</FormAlert> : null}
      {savedState ? (
        <FormAlert tone="success">
          {savedState === 'pending' ? t('listing.form.savedPending') : t('listing.form.saved')}
        </FormAlert>
      ) : null}
      <SubmitButton pending={save.isPending} pendingLabel={t('listing.form.saving')}>
        {listing ? t('listing.form.saveChanges') : t('listing.form.save')}
      </SubmitButton>
    </form>
  );
}
