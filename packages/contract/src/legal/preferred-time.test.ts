import { describe, expect, it } from 'vitest';
import { ZConsultationTime } from './preferred-time.ts';

describe('a consultation time', () => {
  it('accepts a real moment with its offset', () => {
    for (const value of [
      '2030-05-01T15:30:00-05:00',
      '2028-02-29T09:00Z',
      '2030-12-31T23:59:59.999+05:30',
      '2030-01-01T10:00:00+14:00',
      '2030-01-01T10:00:00-12:00',
    ]) {
      expect(ZConsultationTime.safeParse(value).success, value).toBe(true);
    }
  });

  it('refuses a day or a time that does not exist, instead of moving it', () => {
    for (const value of [
      '2027-02-30T10:00:00Z',
      '2027-02-29T10:00:00Z',
      '2027-04-31T10:00:00Z',
      '2027-13-01T10:00:00Z',
      '2027-01-01T24:00:00Z',
      '2027-01-01T10:60:00Z',
      '2027-01-01T10:00:60Z',
      '2027-01-01T10:00:00',
      '2027-01-01T10:00:00+14:30',
      '2027-01-01T10:00:00-13:00',
      '2027-01-01T10:00:00+05:60',
    ]) {
      expect(ZConsultationTime.safeParse(value).success, value).toBe(false);
    }
  });
});
