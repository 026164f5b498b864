import { LANGUAGES } from '@amparo/contract/i18n/languages';
import {
  LEGAL_SERVICE_KINDS,
  LEGAL_SERVICES,
  NATIONWIDE,
  ORGANIZATION_NAME_MAX,
  REGISTRY_DESCRIPTION_MAX,
  SERVICE_LANGUAGE_CODES,
  URL_MAX,
  US_STATE_CODES,
} from '@amparo/contract/legal/legal-limits';
import {
  type LegalOrganizationFields,
  type OwnerLegalOrganization,
  PHONE_HOURS_MAX,
  ZCalendarDay,
  ZLegalOrganizationFields,
} from '@amparo/contract/legal/legal-organization-models';
import { isInvalidCharactersIssue } from '@amparo/contract/platform/typed-text';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field, FormAlert, inputClassName, SubmitButton } from '../../../lib/account/form-controls.tsx';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { Button } from '../../../ui/button.tsx';

// Adding or editing a registry entry (issue 13, point 5): every field, a description per app language, checked with
// the contract's own rules before it is sent (the server checks them again). Empty optional fields are sent as
// null, an empty description as no translation (the page then shows the English one).

export type OrganizationFormValues = {
  name: string;
  kind: (typeof LEGAL_SERVICE_KINDS)[number];
  website: string;
  phone: string;
  phone_hours: string;
  languages: string[];
  coverage: 'nationwide' | 'states';
  states: string[];
  services: string[];
  description: Record<string, string>;
  last_checked_on: string;
};

/** Without `last_checked_on` when the owner left it empty: nobody has checked the entry yet. */
export type OrganizationFormOutput = LegalOrganizationFields & { last_checked_on?: string };

/** Today on this device, YYYY-MM-DD: the day the owner checks the facts. */
function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const ZOrganizationForm = z
  .object({
    name: z.string(),
    kind: z.enum(LEGAL_SERVICE_KINDS),
    website: z.string(),
    phone: z.string(),
    phone_hours: z.string(),
    languages: z.array(z.string()),
    coverage: z.enum(['nationwide', 'states']),
    states: z.array(z.string()),
    services: z.array(z.string()),
    description: z.record(z.string(), z.string()),
    // Empty is allowed: an entry from the curated list that nobody has checked yet stays "added on".
    last_checked_on: z.union([z.literal(''), ZCalendarDay.refine((day) => day <= localToday(), 'future')]),
  })
  .transform((values, context) => {
    const fields = ZLegalOrganizationFields.safeParse({
      name: values.name,
      kind: values.kind,
      website: values.website.trim(),
      phone: values.phone.trim() === '' ? null : values.phone.replace(/[\s().-]/g, ''),
      phone_hours: values.phone_hours.trim() === '' ? null : values.phone_hours,
      languages: values.languages,
      states: values.coverage === 'nationwide' ? [NATIONWIDE] : values.states,
      services: values.services,
      description: Object.fromEntries(
        Object.entries(values.description).filter(([, text]) => text.trim() !== ''),
      ),
    });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        // Each problem is shown beside its own field; a hidden character gets its own message.
        context.addIssue({
          code: 'custom',
          path: [String(issue.path[0] ?? 'name')],
          message: isInvalidCharactersIssue(issue) ? 'invalidCharacters' : 'invalid',
        });
      }
      return z.NEVER;
    }
    return values.last_checked_on === ''
      ? fields.data
      : { ...fields.data, last_checked_on: values.last_checked_on };
  });

export function formValuesOf(organization: OwnerLegalOrganization | null): OrganizationFormValues {
  const nationwide = !organization || organization.states.includes(NATIONWIDE);
  return {
    name: organization?.name ?? '',
    kind: organization?.kind ?? 'nonprofit',
    website: organization?.website ?? 'https://',
    phone: organization?.phone ?? '',
    phone_hours: organization?.phone_hours ?? '',
    languages: organization?.languages ?? ['en'],
    coverage: nationwide ? 'nationwide' : 'states',
    states: nationwide ? [] : (organization?.states ?? []),
    services: organization?.services ?? [],
    description: Object.fromEntries(
      LANGUAGES.map((language) => [language.code, organization?.description[language.code] ?? '']),
    ),
    // A new entry is written from the organisation's pages today; an existing one keeps what it says, empty included.
    last_checked_on: organization ? (organization.last_checked_on ?? '') : localToday(),
  };
}

type OrganizationFormProps = {
  organization: OwnerLegalOrganization | null;
  pending: boolean;
  failed: boolean;
  onSubmit: (values: OrganizationFormOutput) => void;
  onCancel: () => void;
};

const checkboxGrid = 'grid grid-cols-1 gap-1 min-[400px]:grid-cols-2 sm:grid-cols-3';

export function OrganizationForm({
  organization,
  pending,
  failed,
  onSubmit,
  onCancel,
}: OrganizationFormProps) {
  const { t, i18n } = useTranslation(['legal-aid', 'us-states']);
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OrganizationFormValues, unknown, OrganizationFormOutput>({
    resolver: zodResolver(ZOrganizationForm),
    defaultValues: formValuesOf(organization),
  });
  const coverage = useWatch({ control, name: 'coverage' });
  const name = useWatch({ control, name: 'name' });
  const error = (field: keyof OrganizationFormValues) => {
    const key = errorKey(errors, field);
    return key ? t(`ownerRegistry.form.errors.${key}`) : null;
  };

  return (
    <form
      className="flex flex-col gap-5 rounded-2xl border-2 border-primary bg-surface-raised p-4"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-bold text-xl">
        {organization
          ? t('ownerRegistry.form.editTitle', { name: organization.name })
          : t('ownerRegistry.form.addTitle')}
      </h3>
      <Field
        label={t('ownerRegistry.form.name')}
        error={error('name')}
        limit={{ value: name, max: ORGANIZATION_NAME_MAX }}
      >
        {({ id: fieldId, describedBy, invalid }) => (
          <input
            id={fieldId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            dir="auto"
            maxLength={ORGANIZATION_NAME_MAX}
            className={inputClassName}
            {...register('name')}
          />
        )}
      </Field>
      <Field label={t('ownerRegistry.form.kind')}>
        {({ id: fieldId }) => (
          <select id={fieldId} className={`${inputClassName} pe-8`} {...register('kind')}>
            {LEGAL_SERVICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`entry.kinds.${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('ownerRegistry.form.website')}
        hint={t('ownerRegistry.form.websiteHint')}
        error={error('website')}
      >
        {({ id: fieldId, describedBy, invalid }) => (
          <input
            id={fieldId}
            type="url"
            inputMode="url"
            dir="ltr"
            autoCapitalize="none"
            maxLength={URL_MAX}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={inputClassName}
            {...register('website')}
          />
        )}
      </Field>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field
          label={t('ownerRegistry.form.phone')}
          hint={t('ownerRegistry.form.phoneHint')}
          error={error('phone')}
        >
          {({ id: fieldId, describedBy, invalid }) => (
            <input
              id={fieldId}
              type="tel"
              dir="ltr"
              autoComplete="off"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={inputClassName}
              {...register('phone')}
            />
          )}
        </Field>
        <Field
          label={t('ownerRegistry.form.phoneHours')}
          hint={t('ownerRegistry.form.phoneHoursHint')}
          error={error('phone_hours')}
        >
          {({ id: fieldId, describedBy, invalid }) => (
            <input
              id={fieldId}
              lang="en"
              dir="ltr"
              maxLength={PHONE_HOURS_MAX}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={inputClassName}
              {...register('phone_hours')}
            />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('ownerRegistry.form.coverage')}</legend>
        {(['nationwide', 'states'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input type="radio" value={value} className="size-5 accent-primary" {...register('coverage')} />
            {value === 'nationwide' ? t('ownerRegistry.form.nationwide') : t('ownerRegistry.form.someStates')}
          </label>
        ))}
        {coverage === 'states' ? (
          <fieldset
            className="rounded-lg border border-border p-3"
            aria-describedby={error('states') ? `${id}-states-error` : undefined}
          >
            <legend className="px-1 font-semibold">{t('ownerRegistry.form.states')}</legend>
            <div className={checkboxGrid}>
              {US_STATE_CODES.map((code) => (
                <label key={code} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    value={code}
                    className="size-5 accent-primary"
                    {...register('states')}
                  />
                  {t(`names.${code}`, { ns: 'us-states' })}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {error('states') ? (
          <p id={`${id}-states-error`} className="font-medium text-danger">
            {error('states')}
          </p>
        ) : null}
      </fieldset>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={error('services') ? `${id}-services-error` : undefined}
      >
        <legend className="mb-1 font-semibold">{t('ownerRegistry.form.services')}</legend>
        <div className={checkboxGrid}>
          {LEGAL_SERVICES.map((service) => (
            <label key={service} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                value={service}
                className="size-5 accent-primary"
                {...register('services')}
              />
              {t(`services.${service}`)}
            </label>
          ))}
        </div>
        {error('services') ? (
          <p id={`${id}-services-error`} className="font-medium text-danger">
            {error('services')}
          </p>
        ) : null}
      </fieldset>
      <details className="rounded-lg border border-border p-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">
          {t('ownerRegistry.form.languages')}
        </summary>
        <p className="text-muted text-sm">{t('ownerRegistry.form.languagesHint')}</p>
        <div className={checkboxGrid}>
          {SERVICE_LANGUAGE_CODES.map((code) => (
            <label key={code} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                value={code}
                className="size-5 accent-primary"
                {...register('languages')}
              />
              {serviceLanguageName(code, i18n.language)}
            </label>
          ))}
        </div>
      </details>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 font-semibold">{t('ownerRegistry.form.descriptions')}</legend>
        <p className="text-muted text-sm">{t('ownerRegistry.form.descriptionsHint')}</p>
        {LANGUAGES.map((language) => (
          <Field
            key={language.code}
            label={t('ownerRegistry.form.description', { language: language.nativeName })}
            error={language.code === 'en' ? error('description') : null}
          >
            {({ id: fieldId, describedBy, invalid }) => (
              <textarea
                id={fieldId}
                lang={language.code}
                dir={language.dir}
                rows={3}
                maxLength={REGISTRY_DESCRIPTION_MAX}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={inputClassName}
                {...register(`description.${language.code}`)}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Field
        label={t('ownerRegistry.form.lastCheckedOn')}
        hint={t('ownerRegistry.form.lastCheckedOnHint')}
        error={error('last_checked_on')}
      >
        {({ id: fieldId, describedBy, invalid }) => (
          <input
            id={fieldId}
            type="date"
            max={localToday()}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className={`${inputClassName} w-auto`}
            {...register('last_checked_on')}
          />
        )}
      </Field>
      {failed ? <FormAlert tone="error">{t('ownerRegistry.form.errors.server')}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending} pendingLabel={t('ownerRegistry.form.saving')}>
          {t('ownerRegistry.form.save')}
        </SubmitButton>
        <Button variant="ghost" size="lg" onClick={onCancel}>
          {t('ownerRegistry.form.cancel')}
        </Button>
      </div>
    </form>
  );
}

const FIELD_MESSAGES = {
  name: 'name',
  website: 'website',
  phone: 'phone',
  phone_hours: 'invalidCharacters',
  states: 'states',
  services: 'services',
  description: 'description',
  last_checked_on: 'lastCheckedOn',
} as const;

type ErrorKey = (typeof FIELD_MESSAGES)[keyof typeof FIELD_MESSAGES] | 'invalidCharacters' | 'server';

/** Which translated line a field's problem gets; a hidden character has its own, whatever the field. */
function errorKey(
  errors: FieldErrors<OrganizationFormValues>,
  field: keyof OrganizationFormValues,
): ErrorKey | null {
  const problem = errors[field];
  if (!problem) return null;
  if (problem.message === 'invalidCharacters') return 'invalidCharacters';
  return field in FIELD_MESSAGES ? FIELD_MESSAGES[field as keyof typeof FIELD_MESSAGES] : 'server';
}
