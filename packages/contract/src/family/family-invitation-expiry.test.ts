import { describe, expect, it } from 'vitest';
import {
  formatInvitationLastDay,
  invitationExpiresAt,
  invitationLastDay,
} from './family-invitation-expiry.ts';

describe('the last day an invitation link works', () => {
  it('is the day of the expiry in Hawaii, never later than anywhere in the United States', () => {
    // 08:00 UTC on 1 December is still 30 November in Hawaii (22:00), already 1 December in New York.
    expect(invitationLastDay(new Date('2026-12-01T08:00:00Z'))).toBe('2026-11-30');
    expect(invitationLastDay('2026-12-01T08:00:00.000Z')).toBe('2026-11-30');
    // 10:00 UTC is midnight in Hawaii: a link that stops then worked through 30 November, not 1 December.
    expect(invitationLastDay('2026-12-01T10:00:00.000Z')).toBe('2026-11-30');
    expect(invitationLastDay('2026-12-01T10:00:00.001Z')).toBe('2026-12-01');
    expect(invitationLastDay('not a date')).toBeNull();
  });

  it('is written the same whatever the reader’s time zone, in each language', () => {
    const expiresAt = '2026-12-01T08:00:00.000Z';
    expect(formatInvitationLastDay(expiresAt, 'en')).toBe('November 30, 2026');
    expect(formatInvitationLastDay(expiresAt, 'es')).toBe('30 de noviembre de 2026');
    expect(formatInvitationLastDay(expiresAt, 'fr-HT')).toBe('30 novembre 2026');
    expect(formatInvitationLastDay(expiresAt, 'ar')).toContain('نوفمبر');
  });
});

describe('when an invitation link stops working', () => {
  const DAY_MS = 24 * 60 * 60_000;

  it('is the end of the 7th day, in Hawaii: at least 7 days, at most 8', () => {
    // 08:30 UTC on 24 November is 22:30 on the 23rd in Hawaii; 7 days later is the 30th there.
    const created = new Date('2026-11-24T08:30:00Z');
    const expires = invitationExpiresAt(created);
    expect(expires.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(invitationLastDay(expires)).toBe('2026-11-30');
    for (const iso of [
      '2026-11-24T00:00:00Z',
      '2026-11-24T09:59:59Z',
      '2026-11-24T10:00:00Z',
      '2026-11-24T23:59:59Z',
    ]) {
      const at = new Date(iso);
      const length = invitationExpiresAt(at).getTime() - at.getTime();
      expect(length).toBeGreaterThanOrEqual(7 * DAY_MS);
      expect(length).toBeLessThanOrEqual(8 * DAY_MS);
    }
  });

  it('names a day that has not ended anywhere in the United States while the link still works', () => {
    const expires = invitationExpiresAt(new Date('2026-11-24T08:30:00Z'));
    // The last moment it works, in New York (UTC-5) it is already 1 December 04:59: the named day (30 November)
    // ended earlier there, so "until 30 November" never promises more than the link gives.
    const lastDay = invitationLastDay(expires);
    const endOfLastDayInNewYork = new Date(`${lastDay}T23:59:59-05:00`);
    expect(endOfLastDayInNewYork.getTime()).toBeLessThan(expires.getTime());
  });
});
