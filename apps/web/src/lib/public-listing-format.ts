import { intlLocale } from './intl-locale.ts';

// How public listings (the registry of legal services, lawyers' profiles) write phone numbers and days, shared by
// the pages people read and the owner's screens that edit them.

const NORTH_AMERICAN = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** `+18883514024` → `1-888-351-4024`, the way U.S. hotlines print their numbers; other numbers as stored. */
export function formatListingPhone(e164: string): string {
  const match = NORTH_AMERICAN.exec(e164);
  return match ? `1-${match[1]}-${match[2]}-${match[3]}` : e164;
}

/** A calendar day (`2026-11-26`) or an instant, as the reader's language writes a date ("26 de noviembre de 2026"). */
export function formatListingDate(value: string, language: string): string {
  // A calendar day is the same day everywhere; an instant is shown on the reader's own clock.
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    ...(day ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/**
 * A list as the reader's language joins it: "English and Spanish", "inglés y español", "الإنجليزية والعربية",
 * "Angle ak Panyòl". Browsers have no Haitian Creole list data (they would join with the French "et"), so Kreyòl is
 * joined here.
 */
export function formatListingList(items: readonly string[], language: string): string {
  if (language === 'ht') {
    if (items.length < 2) return items.join('');
    return `${items.slice(0, -1).join(', ')} ak ${items[items.length - 1]}`;
  }
  try {
    return new Intl.ListFormat(intlLocale(language), { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** The comma between two parts of a place ("Houston, Texas"): Arabic and Urdu write "،". */
export function listSeparator(language: string): string {
  return language === 'ar' || language === 'ur' ? '، ' : ', ';
}
