import { describe, expect, it } from 'vitest';
import { CURRENT_INCIDENT_MS, isCurrentIncident, MAX_ALERT_ROUNDS } from './incident-currency.ts';

const now = Date.parse('2026-03-14T18:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('which incident a second hold of Help Me Now leads to', () => {
  it('is the active one whose last round is recent and which may still send another round', () => {
    const active = { status: 'active' as const, rounds_total: 1, last_alerted_at: ago(60_000) };
    expect(isCurrentIncident(active, now)).toBe(true);
    expect(isCurrentIncident({ ...active, rounds_total: MAX_ALERT_ROUNDS - 1 }, now)).toBe(true);
  });

  it('is never one that ended, was left active for longer than 12 hours, or used every round', () => {
    const active = { status: 'active' as const, rounds_total: 1, last_alerted_at: ago(60_000) };
    expect(isCurrentIncident({ ...active, status: 'ended' }, now)).toBe(false);
    expect(isCurrentIncident({ ...active, last_alerted_at: ago(CURRENT_INCIDENT_MS) }, now)).toBe(false);
    expect(isCurrentIncident({ ...active, last_alerted_at: ago(3 * 24 * 3600_000) }, now)).toBe(false);
    expect(isCurrentIncident({ ...active, rounds_total: MAX_ALERT_ROUNDS }, now)).toBe(false);
  });
});
