import { describe, expect, it } from 'vitest';
import { formatPrice, formatPriceParts } from './format-price.ts';
import { PLANS } from './plans.ts';

describe('formatPrice', () => {
  it('writes whole prices without cents, in the reader’s own format', () => {
    expect(formatPrice(PLANS.full_protection, 'en')).toBe('$100');
    expect(formatPrice(PLANS.basic, 'en')).toBe('$0');
    expect(formatPrice({ priceCents: 1050, currency: 'USD' }, 'en')).toBe('$10.50');
    expect(formatPrice(PLANS.full_protection, 'fr')).toMatch(/^100\s\$US$/);
    expect(formatPrice(PLANS.full_protection, 'ar')).toContain(new Intl.NumberFormat('ar').format(100));
    expect(formatPrice(PLANS.full_protection, 'ar-u-nu-arab')).toContain('١٠٠');
  });

  it('splits out the currency symbol and nothing else', () => {
    for (const locale of ['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur']) {
      const parts = formatPriceParts(PLANS.full_protection, locale);
      expect(parts.map((part) => part.text).join('')).toBe(formatPrice(PLANS.full_protection, locale));
      expect(parts.filter((part) => part.isCurrency)).toHaveLength(1);
    }
    expect(formatPriceParts(PLANS.full_protection, 'ar').find((part) => part.isCurrency)?.text).toBe('US$');
  });
});
