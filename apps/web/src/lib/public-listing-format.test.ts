import { describe, expect, it } from 'vitest';
import { formatListingDate, formatListingList, formatListingPhone } from './public-listing-format.ts';

describe('public listing formats', () => {
  it('prints U.S. numbers the way hotlines do and leaves others as stored', () => {
    expect(formatListingPhone('+18883514024')).toBe('1-888-351-4024');
    expect(formatListingPhone('+5215512345678')).toBe('+5215512345678');
  });

  it('writes a calendar day in the reader’s language without moving it across time zones', () => {
    expect(formatListingDate('2026-11-26', 'en')).toBe('November 26, 2026');
    expect(formatListingDate('2026-11-26', 'es')).toBe('26 de noviembre de 2026');
    expect(formatListingDate('not a date', 'en')).toBe('not a date');
  });

  it('joins a list the way the reader’s language does', () => {
    expect(formatListingList(['English', 'Spanish'], 'en')).toBe('English and Spanish');
    expect(formatListingList(['inglés', 'español'], 'es')).toBe('inglés y español');
    expect(formatListingList(['الإنجليزية', 'العربية'], 'ar')).toBe('الإنجليزية والعربية');
  });

  it('joins a list in Haitian Creole with “ak”, not the French “et”', () => {
    expect(formatListingList(['Angle', 'Panyòl', 'Kreyòl ayisyen'], 'ht')).toBe(
      'Angle, Panyòl ak Kreyòl ayisyen',
    );
    expect(formatListingList(['Angle'], 'ht')).toBe('Angle');
  });
});
