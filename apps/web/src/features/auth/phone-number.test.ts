import { describe, expect, it } from 'vitest';
import { countryOptions, formatInternational, toE164 } from './phone-number.ts';

describe('toE164', () => {
  it('combines the country code and a US number written the usual ways', () => {
    expect(toE164({ country: 'US', national: '(202) 555-0123' })).toBe('+12025550123');
    expect(toE164({ country: 'US', national: '202.555.0123' })).toBe('+12025550123');
    expect(toE164({ country: 'US', national: '202 555 0123' })).toBe('+12025550123');
  });

  it('drops a national trunk prefix where the country uses one', () => {
    expect(toE164({ country: 'GB', national: '07911 123456' })).toBe('+447911123456');
    expect(toE164({ country: 'MX', national: '55 1234 5678' })).toBe('+525512345678');
  });

  it('keeps a leading zero that belongs to the number', () => {
    expect(toE164({ country: 'IT', national: '06 1234 5678' })).toBe('+390612345678');
  });

  it('takes a number typed with its own +country code over the select', () => {
    expect(toE164({ country: 'US', national: '+509 34 12 3456' })).toBe('+50934123456');
  });

  it('refuses numbers that are incomplete, too long or not numbers', () => {
    expect(toE164({ country: 'US', national: '' })).toBeNull();
    expect(toE164({ country: 'US', national: '555-0123' })).toBeNull();
    expect(toE164({ country: 'US', national: '202555012345678' })).toBeNull();
    expect(toE164({ country: 'US', national: 'call me' })).toBeNull();
    expect(toE164({ country: 'US', national: '202-555-O123' })).toBeNull();
  });
});

describe('countryOptions', () => {
  it('puts the United States first, then every country by name in the reader language', () => {
    const english = countryOptions('en');
    expect(english[0]).toEqual({ code: 'US', name: 'United States', callingCode: '1' });
    expect(english.length).toBeGreaterThan(200);
    const names = english.slice(1).map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(english.find((option) => option.code === 'HT')?.callingCode).toBe('509');
  });

  it('names countries in Spanish and Arabic', () => {
    expect(countryOptions('es').find((option) => option.code === 'MX')?.name).toBe('México');
    expect(countryOptions('ar')[0]?.name).toBe('الولايات المتحدة');
  });
});

describe('formatInternational', () => {
  it('shows a stored number readably', () => {
    expect(formatInternational('12025550123')).toBe('+1 202 555 0123');
    expect(formatInternational('+447911123456')).toBe('+44 7911 123456');
  });
});
