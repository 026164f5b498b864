import type { CreateIncidentResponse } from '@amparo/contract/emergency/create-incident';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import {
  flushPendingIncidents,
  listPendingIncidents,
  type PendingIncident,
  savePendingIncident,
} from './pending-incidents.ts';

const userId = '00000000-0000-4000-8000-000000000001';

function activation(minutesAgo: number): PendingIncident {
  return {
    client_id: crypto.randomUUID(),
    started_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    time_zone: 'America/New_York',
    location: null,
  };
}

const answer = (incident: PendingIncident) =>
  ({ id: crypto.randomUUID(), client_id: incident.client_id }) as unknown as CreateIncidentResponse;

describe('the offline Help Me Now queue', () => {
  it('keeps an activation while offline and sends it once, with its original time, when back online', async () => {
    const waiting = activation(12);
    savePendingIncident(userId, waiting);
    const post = vi.fn(async (incident: PendingIncident) => {
      if (!navigatorOnline) throw new TypeError('Failed to fetch');
      return answer(incident);
    });
    let navigatorOnline = false;
    expect((await flushPendingIncidents(userId, post)).remaining).toBe(1);
    expect(listPendingIncidents(userId)).toEqual([waiting]);

    navigatorOnline = true;
    const [first, second] = await Promise.all([
      flushPendingIncidents(userId, post),
      flushPendingIncidents(userId, post),
    ]);
    expect(first.sent.length + second.sent.length).toBe(1);
    expect(listPendingIncidents(userId)).toEqual([]);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(waiting);
    await flushPendingIncidents(userId, post);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('replaces an activation by client_id (the location arriving later) instead of adding a second', () => {
    const waiting = activation(0);
    savePendingIncident(userId, waiting);
    savePendingIncident(userId, { ...waiting, location: { lat: 1, lng: 2 } });
    expect(listPendingIncidents(userId)).toEqual([{ ...waiting, location: { lat: 1, lng: 2 } }]);
  });

  it('keeps it on an expired session, drops it when the server can never accept it', async () => {
    const kept = activation(1);
    savePendingIncident(userId, kept);
    await flushPendingIncidents(userId, async () => {
      throw new ApiRequestError(401, 'unauthorized', 'expired');
    });
    expect(listPendingIncidents(userId)).toHaveLength(1);
    await flushPendingIncidents(userId, async () => {
      throw new ApiRequestError(400, 'validation_failed', 'too old');
    });
    expect(listPendingIncidents(userId)).toHaveLength(0);
  });

  it('keeps each person’s activations apart', () => {
    savePendingIncident(userId, activation(0));
    expect(listPendingIncidents('00000000-0000-4000-8000-000000000002')).toEqual([]);
  });
});
