import { formatInvitationLastDay } from '@amparo/contract/family/family-invitation-expiry';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { intlLocale } from '../../lib/intl-locale.ts';

/** A date the way the person's language writes it ("24 November 2026", "٢٤ نوفمبر ٢٠٢٦"). */
export function formatFamilyDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
}

/**
 * The last day an invitation link works, as the invitee's message names it: the same calendar day whatever this
 * browser's time zone (family-invitation-expiry.ts).
 */
export function formatInvitationDate(iso: string, language: string): string {
  return formatInvitationLastDay(iso, intlLocale(language)) ?? iso;
}

/** A number typed the way people write it ("(202) 555-0123", "+509 34 12 3456") in E.164, US by default. */
export function normaliseFamilyPhone(input: string): string {
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  return parsed?.isPossible() ? parsed.number : input.replace(/[\s().-]/g, '');
}

/**
 * An email or phone number inside a translated sentence, isolated left-to-right so an Arabic or Urdu sentence
 * never moves its "+" or "@" around.
 */
export function isolateLtr(value: string): string {
  return `\u2066${value}\u2069`;
}
