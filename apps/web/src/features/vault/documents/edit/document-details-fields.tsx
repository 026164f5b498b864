import { DOCUMENT_TYPES, type DocumentType } from '@amparo/contract/vault/document-metadata';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../../lib/account/form-controls.tsx';
import { useFamilyDependents } from '../api/family-dependents.ts';
import type { DocumentDetails } from '../upload/upload-document.ts';

// The details a person gives each document, for a new upload and for "Edit details": what it is, a title, when it
// expires and notes, whom it is about (a holder's dependent), and whether to keep it on this phone for showing
// offline. All of it is encrypted: the server never learns whom a document is about.

type DetailsErrorKey = 'form.errors.titleRequired' | 'form.errors.titleTooLong' | 'form.errors.badDate';

export type DetailsErrors = Partial<Record<'title' | 'expires_on', DetailsErrorKey>>;

const TITLE_MAX = 200;
const NOTES_MAX = 4000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The translation keys of what is wrong, or an empty object when the details can be saved. */
export function validateDetails(details: DocumentDetails): DetailsErrors {
  const errors: DetailsErrors = {};
  const title = details.title.trim();
  if (!title) errors.title = 'form.errors.titleRequired';
  else if (title.length > TITLE_MAX) errors.title = 'form.errors.titleTooLong';
  if (details.expires_on !== null && !ISO_DATE.test(details.expires_on))
    errors.expires_on = 'form.errors.badDate';
  return errors;
}

/** The details with the title trimmed and notes kept within bounds, ready to seal. */
export function cleanDetails(details: DocumentDetails): DocumentDetails {
  return { ...details, title: details.title.trim(), notes: details.notes.slice(0, NOTES_MAX) };
}

type DocumentDetailsFieldsProps = {
  value: DocumentDetails;
  onChange: (next: DocumentDetails) => void;
  errors: DetailsErrors;
  disabled?: boolean;
};

export function DocumentDetailsFields({ value, onChange, errors, disabled }: DocumentDetailsFieldsProps) {
  const { t } = useTranslation('vault-documents');
  const set = <Key extends keyof DocumentDetails>(key: Key, next: DocumentDetails[Key]) =>
    onChange({ ...value, [key]: next });
  const dependents = useFamilyDependents();
  // A label kept from before stays choosable, even when that person is no longer in the family list.
  const people =
    value.about && !dependents.some((person) => person.dependent_id === value.about?.dependent_id)
      ? [...dependents, value.about]
      : dependents;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4 disabled:opacity-70">
      <Field label={t('form.type')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={value.type}
            onChange={(event) => set('type', event.target.value as DocumentType)}
            className={inputClassName}
          >
            {DOCUMENT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('form.title')}
        error={errors.title ? t(errors.title) : null}
        limit={{ value: value.title, max: TITLE_MAX }}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            maxLength={TITLE_MAX}
            value={value.title}
            onChange={(event) => set('title', event.target.value)}
            className={inputClassName}
          />
        )}
      </Field>
      {people.length > 0 ? (
        <Field label={t('form.about')} hint={t('form.aboutHint')}>
          {({ id, describedBy }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              value={value.about?.dependent_id ?? ''}
              onChange={(event) =>
                set('about', people.find((person) => person.dependent_id === event.target.value) ?? undefined)
              }
              className={inputClassName}
            >
              <option value="">{t('form.aboutMe')}</option>
              {people.map((person) => (
                <option key={person.dependent_id} value={person.dependent_id} dir="auto">
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field
        label={t('form.expiresOn')}
        hint={t('form.expiresOnHint')}
        error={errors.expires_on ? t(errors.expires_on) : null}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="date"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={value.expires_on ?? ''}
            onChange={(event) => set('expires_on', event.target.value || null)}
            className={inputClassName}
          />
        )}
      </Field>
      <Field
        label={t('form.notes')}
        hint={t('form.notesHint')}
        limit={{ value: value.notes, max: NOTES_MAX }}
      >
        {({ id, describedBy }) => (
          <textarea
            id={id}
            dir="auto"
            rows={3}
            maxLength={NOTES_MAX}
            aria-describedby={describedBy}
            value={value.notes}
            onChange={(event) => set('notes', event.target.value)}
            className={inputClassName}
          />
        )}
      </Field>
      <label className="flex min-h-11 items-start gap-3">
        <input
          type="checkbox"
          checked={value.carry_offline}
          onChange={(event) => set('carry_offline', event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <span>
          <span className="font-semibold">{t('form.carryOffline')}</span>
          <span className="block text-muted text-sm">{t('form.carryOfflineHint')}</span>
        </span>
      </label>
    </fieldset>
  );
}
