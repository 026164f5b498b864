import type { Plan } from '@amparo/contract/billing/plans';

const CENTS_PER_UNIT = 100;

/**
 * Whole amounts drop their ".00": "$100" reads faster than "$100.00" on a small screen. The locale
 * decides the digits (Arabic-Indic where the locale uses them) and where the symbol goes.
 */
function priceFormat(plan: Pick<Plan, 'currency'>, locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: plan.currency,
    trailingZeroDisplay: 'stripIfInteger',
  });
}

export function formatPlanPrice(plan: Pick<Plan, 'priceCents' | 'currency'>, locale: string): string {
  return priceFormat(plan, locale).format(plan.priceCents / CENTS_PER_UNIT);
}

export type PricePart = { text: string; isCurrency: boolean };

/** The same text as formatPlanPrice, split so the currency symbol can be isolated for bidi. */
export function formatPlanPriceParts(
  plan: Pick<Plan, 'priceCents' | 'currency'>,
  locale: string,
): PricePart[] {
  return priceFormat(plan, locale)
    .formatToParts(plan.priceCents / CENTS_PER_UNIT)
    .map((part) => ({ text: part.value, isCurrency: part.type === 'currency' }));
}
