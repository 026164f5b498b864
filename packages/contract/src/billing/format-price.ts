import type { Plan } from './plans.ts';

const CENTS_PER_UNIT = 100;

type Priced = Pick<Plan, 'priceCents' | 'currency'>;

/**
 * Whole amounts drop their ".00": "$100" reads faster than "$100.00" on a small screen. The locale decides the
 * digits (Arabic-Indic where the locale uses them) and where the symbol goes.
 */
function priceFormat(currency: string, locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  });
}

/** A price in cents as the reader's language writes it: "$100", "100 $US", "١٠٠ US$". */
export function formatPrice({ priceCents, currency }: Priced, locale: string): string {
  return priceFormat(currency, locale).format(priceCents / CENTS_PER_UNIT);
}

export type PricePart = { text: string; isCurrency: boolean };

/** The same text as `formatPrice`, split so the currency symbol can be isolated for bidirectional text. */
export function formatPriceParts({ priceCents, currency }: Priced, locale: string): PricePart[] {
  return priceFormat(currency, locale)
    .formatToParts(priceCents / CENTS_PER_UNIT)
    .map((part) => ({ text: part.value, isCurrency: part.type === 'currency' }));
}
