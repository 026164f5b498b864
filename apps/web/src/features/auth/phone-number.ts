import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

// The phone field is a country select plus the number as people write it at home ("(202) 555-0123",
// "07911 123456"). libphonenumber drops the national trunk prefix where a country has one (the UK's 0) and
// keeps it where it is part of the number (Italy), which a hand-written rule gets wrong.

export const DEFAULT_COUNTRY: CountryCode = 'US';

export type PhoneDraft = { country: CountryCode; national: string };

export type CountryOption = { code: CountryCode; name: string; callingCode: string };

export function isCountryCode(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}

/**
 * The number in E.164 ("+12025550123"), or null when it cannot be a complete number of that country. A number
 * typed with its own "+country code" wins over the select.
 */
export function toE164({ country, national }: PhoneDraft): string | null {
  const typed = national.trim();
  if (!/\d/.test(typed) || /[^\d\s().+\-/]/.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, typed.startsWith('+') ? undefined : country);
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/** "+1 202 555 0123" for a stored "12025550123" or "+12025550123"; the input back when it cannot be read. */
export function formatInternational(phone: string): string {
  const withPlus = phone.startsWith('+') ? phone : `+${phone}`;
  return parsePhoneNumberFromString(withPlus)?.formatInternational() ?? withPlus;
}

/** Every country, named in the reader's language, the United States first and the rest alphabetically. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const options = getCountries().map((code) => ({
    code,
    name: names?.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  const collator = new Intl.Collator(language);
  options.sort((a, b) => {
    if (a.code === DEFAULT_COUNTRY) return -1;
    if (b.code === DEFAULT_COUNTRY) return 1;
    return collator.compare(a.name, b.name);
  });
  return options;
}
