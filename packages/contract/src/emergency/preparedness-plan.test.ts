import { describe, expect, it } from 'vitest';
import {
  EMPTY_PREPAREDNESS_PLAN,
  normalizeANumber,
  ZPutPreparednessPlanRequest,
} from './preparedness-plan.ts';

describe('the preparedness plan contract', () => {
  it('writes A-numbers the way people type them in the stored form', () => {
    expect(normalizeANumber('a 123-456-789')).toBe('A123456789');
    expect(normalizeANumber('12345678')).toBe('A12345678');
    expect(normalizeANumber(' A 12.345.678 ')).toBe('A12345678');
    expect(normalizeANumber('B1234')).toBe('B1234');
  });

  it('accepts an empty plan and refuses bad A-numbers, short phones and long notes', () => {
    expect(ZPutPreparednessPlanRequest.safeParse(EMPTY_PREPAREDNESS_PLAN).success).toBe(true);
    const bad = (changes: object) =>
      ZPutPreparednessPlanRequest.safeParse({ ...EMPTY_PREPAREDNESS_PLAN, ...changes }).success;
    expect(bad({ a_number: 'A1234567' })).toBe(false);
    expect(bad({ a_number: 'A1234567890' })).toBe(false);
    expect(bad({ lawyer_phone: '555-12' })).toBe(false);
    expect(bad({ lawyer_phone: 'call me' })).toBe(false);
    expect(bad({ lawyer_phone: '+1 (617) 555-0142' })).toBe(true);
    expect(bad({ notes: 'x'.repeat(1001) })).toBe(false);
    expect(bad({ notes: 'x'.repeat(1000) })).toBe(true);
  });
});
