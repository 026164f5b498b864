import { describe, expect, it } from 'vitest';
import { formatInvitationLastDay, invitationLastDay } from './family-invitation-expiry.ts';

describe('the last day an invitation link works', () => {
  it('is the day of the expiry in Hawaii, never later than anywhere in the United States', () => {
    // 08:00 UTC on 1 December is still 30 November in Hawaii (22:00), already 1 December in New York.
    expect(invitationLastDay(new Date('2026-12-01T08:00:00Z'))).toBe('2026-11-30');
    expect(invitationLastDay('2026-12-01T08:00:00.000Z')).toBe('2026-11-30');
    // 10:00 UTC is midnight in Hawaii.
    expect(invitationLastDay('2026-12-01T10:00:00.000Z')).toBe('2026-12-01');
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
