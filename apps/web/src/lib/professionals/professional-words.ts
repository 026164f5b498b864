import { formatPrice } from '@amparo/contract/billing/format-price';
import type { FeeModel } from '@amparo/contract/legal/legal-limits';
import type { TFunction } from 'i18next';
import { intlLocale } from '../intl-locale.ts';

// How a legal professional's fees and dates read in every screen that shows them (Find a lawyer, the public
// profile, the professional's own preview, the owner's queue): in plain words, in the reader's language, from the
// `lawyers` namespace. Shared here because the legal and owner features may not import each other.

type Fees = {
  fee_model: FeeModel;
  fee_min_cents: number | null;
  fee_max_cents: number | null;
};

type LawyersT = TFunction<'lawyers'>;

/** "$150", "150 $US": an amount kept in its own direction inside an Arabic or Urdu sentence. */
export function formatDollars(cents: number, language: string): string {
  return `\u2068${formatPrice({ priceCents: cents, currency: 'USD' }, intlLocale(language))}\u2069`;
}

/** The fee model and its amounts as one plain sentence: "Free", "$150 to $250 an hour"… */
export function feeWords(t: LawyersT, fees: Fees, language: string): string {
  const min = fees.fee_min_cents === null ? null : formatDollars(fees.fee_min_cents, language);
  const max = fees.fee_max_cents === null ? null : formatDollars(fees.fee_max_cents, language);
  switch (fees.fee_model) {
    case 'free':
      return t('fees.free');
    case 'sliding_scale':
      if (min && max) return t('fees.slidingScaleRange', { min, max });
      if (min) return t('fees.slidingScaleFrom', { min });
      return t('fees.slidingScale');
    case 'flat_fee':
      return min ? t('fees.flatFee', { amount: min }) : t('fees.models.flat_fee');
    case 'hourly':
      return min && max ? t('fees.hourly', { min, max }) : t('fees.models.hourly');
  }
}

/** "First consultation free", "First consultation: $75", or null when the professional did not say. */
export function firstConsultationWords(t: LawyersT, cents: number | null, language: string): string | null {
  if (cents === null) return null;
  return cents === 0 ? t('fees.firstFree') : t('fees.firstPrice', { amount: formatDollars(cents, language) });
}

/** A day as the reader's language writes it ("24 November 2026"); the ISO text if it cannot be read. */
export function formatLegalDate(iso: string, language: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long' }).format(date);
}
