import { PLANS } from '@amparo/contract/billing/plans';
import { describe, expect, it } from 'vitest';
import { formatPlanPrice, formatPlanPriceParts } from './format-plan-price.ts';

describe('formatPlanPrice', () => {
  it('shows whole dollars without cents', () => {
    expect(formatPlanPrice(PLANS.full_protection, 'en')).toBe('$100');
    expect(formatPlanPrice(PLANS.basic, 'en')).toBe('$0');
  });

  it('keeps cents when there are some', () => {
    expect(formatPlanPrice({ priceCents: 1999, currency: 'USD' }, 'en')).toBe('$19.99');
  });

  it('uses the digits and symbol placement of the locale', () => {
    // Whether 'ar' uses Arabic-Indic or Latin digits depends on the ICU data; follow the locale either way.
    expect(formatPlanPrice(PLANS.full_protection, 'ar')).toContain(new Intl.NumberFormat('ar').format(100));
    expect(formatPlanPrice(PLANS.full_protection, 'ar-u-nu-arab')).toContain('١٠٠');
    expect(formatPlanPrice(PLANS.full_protection, 'fr')).toMatch(/^100\s\$US$/);
  });
});

describe('formatPlanPriceParts', () => {
  it('spells the same text as formatPlanPrice and marks the currency symbol', () => {
    for (const locale of ['en', 'ar', 'ur', 'fr']) {
      const parts = formatPlanPriceParts(PLANS.full_protection, locale);
      expect(parts.map((part) => part.text).join('')).toBe(formatPlanPrice(PLANS.full_protection, locale));
      expect(parts.filter((part) => part.isCurrency)).toHaveLength(1);
    }
    expect(formatPlanPriceParts(PLANS.full_protection, 'ar').find((part) => part.isCurrency)?.text).toBe(
      'US$',
    );
  });
});
