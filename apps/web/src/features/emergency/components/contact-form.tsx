import type { CreateEmergencyContactRequest } from '@amparo/contract/emergency/create-emergency-contact';
import { type EmergencyContact, ZEmergencyContactInput } from '@amparo/contract/emergency/emergency-contact';
import { LANGUAGES, type LanguageCode } from '@amparo/contract/i18n/languages';
import { fieldsWithInvalidCharacters } from '@amparo/contract/platform/typed-text';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';

type Draft = {
  name: string;
  relationship: string;
  phone: string;
  email: string;
  language: LanguageCode;
  alertOnHelp: boolean;
};

type FieldError = 'name' | 'relationship' | 'phone' | 'email';

const FIELD_ERRORS: readonly FieldError[] = ['name', 'relationship', 'phone', 'email'];

function isFieldError(value: unknown): value is FieldError {
  return FIELD_ERRORS.some((field) => field === value);
}

/** A number typed the way people write it ("(202) 555-0123", "+509 34 12 3456") in E.164, US by default. */
export function normalisePhone(input: string): string {
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  return parsed?.isPossible() ? parsed.number : input.replace(/[\s().-]/g, '');
}

/**
 * Checks the draft with the same schema as the server; returns the request or the fields in error, with those
 * holding a character that cannot be saved (a paste can bring one) listed apart, as they need another message.
 */
export function validateContactDraft(
  draft: Draft,
):
  | { ok: true; contact: CreateEmergencyContactRequest }
  | { ok: false; errors: FieldError[]; hiddenCharacters: FieldError[] } {
  const contact: CreateEmergencyContactRequest = {
    name: draft.name,
    relationship: draft.relationship,
    phone: normalisePhone(draft.phone),
    email: draft.email.trim(),
    language: draft.language,
    alert_on_help: draft.alertOnHelp,
  };
  const result = ZEmergencyContactInput.safeParse(contact);
  if (result.success) return { ok: true, contact };
  const errors = new Set<FieldError>();
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isFieldError(field)) errors.add(field);
  }
  const hiddenCharacters = fieldsWithInvalidCharacters(result.error.issues).filter(isFieldError);
  return { ok: false, errors: FIELD_ERRORS.filter((field) => errors.has(field)), hiddenCharacters };
}

type ContactFormProps = {
  initial?: EmergencyContact;
  defaultLanguage: LanguageCode;
  saving: boolean;
  error: string | null;
  onSave: (contact: CreateEmergencyContactRequest) => void;
  onCancel: () => void;
};

export function ContactForm({ initial, defaultLanguage, saving, error, onSave, onCancel }: ContactFormProps) {
  const { t } = useTranslation('emergency');
  const { t: tCommon } = useTranslation('common');
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>({
    name: initial?.name ?? '',
    relationship: initial?.relationship ?? '',
    phone: initial?.phone ?? '',
    email: initial?.email ?? '',
    language: initial?.language ?? defaultLanguage,
    alertOnHelp: initial?.alert_on_help ?? true,
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [hiddenCharacters, setHiddenCharacters] = useState<FieldError[]>([]);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateContactDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      setHiddenCharacters(result.hiddenCharacters);
      const first = result.errors[0];
      if (first) form.current?.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setErrors([]);
    setHiddenCharacters([]);
    onSave(result.contact);
  };
  const errorOf = (field: FieldError) => {
    if (hiddenCharacters.includes(field)) return tCommon('forms.invalidCharacters');
    if (!errors.includes(field) || field === 'relationship') return null;
    return t(`contacts.form.errors.${field}`);
  };

  return (
    <form
      ref={form}
      noValidate
      aria-labelledby={titleId}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
    >
      <h3 id={titleId} className="font-bold text-foreground text-xl">
        {initial ? t('contacts.form.editTitle') : t('contacts.form.addTitle')}
      </h3>
      <Field label={t('contacts.form.name')} error={errorOf('name')} limit={{ value: draft.name, max: 80 }}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            data-field="name"
            className={inputClassName}
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
            autoComplete="off"
            dir="auto"
            maxLength={80}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Field
        label={t('contacts.form.relationship')}
        hint={t('contacts.form.relationshipHint')}
        error={errorOf('relationship')}
        limit={{ value: draft.relationship, max: 60 }}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            data-field="relationship"
            className={inputClassName}
            value={draft.relationship}
            onChange={(event) => set('relationship', event.target.value)}
            autoComplete="off"
            dir="auto"
            maxLength={60}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Field label={t('contacts.form.phone')} hint={t('contacts.form.phoneHint')} error={errorOf('phone')}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            data-field="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            className={`${inputClassName} text-start`}
            value={draft.phone}
            onChange={(event) => set('phone', event.target.value)}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Field label={t('contacts.form.email')} error={errorOf('email')}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            data-field="email"
            type="email"
            inputMode="email"
            dir="ltr"
            className={`${inputClassName} text-start`}
            value={draft.email}
            onChange={(event) => set('email', event.target.value)}
            autoComplete="off"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Field>
      <Field label={t('contacts.form.language')}>
        {({ id, describedBy }) => (
          <select
            id={id}
            className={inputClassName}
            value={draft.language}
            onChange={(event) => set('language', event.target.value as LanguageCode)}
            aria-describedby={describedBy}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.nativeName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 font-semibold text-foreground">
        <input
          type="checkbox"
          className="size-6 shrink-0 accent-primary"
          checked={draft.alertOnHelp}
          onChange={(event) => set('alertOnHelp', event.target.checked)}
        />
        {t('contacts.form.alertOnHelp')}
      </label>
      {error ? (
        <p role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? t('contacts.form.saving') : t('contacts.form.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('contacts.form.cancel')}
        </Button>
      </div>
    </form>
  );
}
