import { describe, expect, it } from 'vitest';
import { localTimeToIso, timeProblem } from './consultation-times.ts';

describe('consultation times', () => {
  it('turns a day and a time into ISO 8601 with this device’s offset', () => {
    const iso = localTimeToIso('2031-05-01', '15:30');
    expect(iso).toMatch(/^2031-05-01T15:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso as string).getHours()).toBe(15);
  });

  it('refuses half-filled or impossible values', () => {
    expect(localTimeToIso('2031-02-30', '10:00')).toBeNull();
    expect(localTimeToIso('', '10:00')).toBeNull();
    expect(localTimeToIso('2031-02-03', '')).toBeNull();
  });

  it('says what is wrong with a chosen time', () => {
    const now = Date.parse('2031-05-01T12:00:00Z');
    expect(timeProblem('', '', now)).toBeNull();
    expect(timeProblem('2031-05-02', '', now)).toBe('incomplete');
    expect(timeProblem('2020-01-01', '10:00', now)).toBe('past');
    expect(timeProblem('2033-01-01', '10:00', now)).toBe('far');
    expect(timeProblem('2031-06-01', '10:00', now)).toBeNull();
  });
});
