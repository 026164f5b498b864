import { ChevronDown } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../lib/account/form-controls.tsx';
import { countryOptions, isCountryCode, type PhoneDraft, toE164 } from '../phone-number.ts';

type PhoneFieldProps = {
  value: PhoneDraft;
  onChange: (value: PhoneDraft, e164: string | null) => void;
  error: string | null;
  autoFocus?: boolean;
};

/**
 * Country code and number, side by side. Loaded only when someone picks "Phone", so the phone-number rules
 * (libphonenumber's metadata) cost nothing to people who use their email.
 */
export function PhoneField({ value, onChange, error, autoFocus }: PhoneFieldProps) {
  const { t, i18n } = useTranslation('auth');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(language), [language]);
  const countryId = `${id}-country`;
  const numberId = `${id}-number`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold text-foreground">{t('fields.phone')}</legend>
      <div className="flex gap-2" dir="ltr">
        <div className="relative w-32 shrink-0">
          <label htmlFor={countryId} className="sr-only">
            {t('fields.country')}
          </label>
          <select
            id={countryId}
            name="country"
            autoComplete="tel-country-code"
            value={value.country}
            onChange={(event) => {
              const country = event.target.value;
              if (!isCountryCode(country)) return;
              const next = { ...value, country };
              onChange(next, toE164(next));
            }}
            className={`${inputClassName} cursor-pointer appearance-none pe-8`}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.name} (+${country.callingCode})`}
              </option>
            ))}
          </select>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px start-px end-8 flex items-center rounded-s-lg bg-surface-raised ps-3 text-foreground"
          >
            {`${value.country} +${countries.find((country) => country.code === value.country)?.callingCode ?? ''}`}
          </span>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor={numberId} className="sr-only">
            {t('fields.phoneNumber')}
          </label>
          <input
            id={numberId}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            // biome-ignore lint/a11y/noAutofocus: the person just chose "Phone"; the number is what comes next.
            autoFocus={autoFocus}
            value={value.national}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
            onChange={(event) => {
              const next = { ...value, national: event.target.value };
              onChange(next, toE164(next));
            }}
            className={inputClassName}
          />
        </div>
      </div>
      {error ? (
        <p id={errorId} className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-muted text-sm">
        {t('fields.phoneHint')}
      </p>
    </fieldset>
  );
}
