import type { CreateIncidentResponse } from '@amparo/contract/emergency/create-incident';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { IncidentRequestError } from '../api/incident-request-error.ts';
import {
  ALERT_COUNTDOWN_MS,
  flushPendingIncidents,
  listPendingIncidents,
  nextAlertsAt,
  type PendingIncident,
  releaseNameHeldIncidents,
  removePendingIncident,
  savePendingIncident,
  withdrawPendingIncident,
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
  afterEach(() => {
    for (const incident of listPendingIncidents(userId)) removePendingIncident(userId, incident.client_id);
  });

  it('sends nothing before the countdown ends, and Cancel during it withdraws the activation for good', async () => {
    const now = Date.now();
    const counting = { ...activation(0), alerts_at: new Date(now + ALERT_COUNTDOWN_MS).toISOString() };
    savePendingIncident(userId, counting);
    const post = vi.fn(async (incident: PendingIncident) => answer(incident));
    await flushPendingIncidents(userId, post, () => now + ALERT_COUNTDOWN_MS - 1);
    expect(post).not.toHaveBeenCalled();
    expect(nextAlertsAt(listPendingIncidents(userId), now)).toBe(now + ALERT_COUNTDOWN_MS);

    expect(withdrawPendingIncident(userId, counting.client_id)).toBe(true);
    await flushPendingIncidents(userId, post, () => now + 60_000);
    expect(post).not.toHaveBeenCalled();
    expect(listPendingIncidents(userId)).toEqual([]);
    expect(withdrawPendingIncident(userId, counting.client_id)).toBe(false);
  });

  it('sends once the countdown has ended, without the fields that stay on the phone', async () => {
    const now = Date.now();
    const counting = { ...activation(0), alerts_at: new Date(now + ALERT_COUNTDOWN_MS).toISOString() };
    savePendingIncident(userId, counting);
    const post = vi.fn(async (incident: PendingIncident) => answer(incident));
    await flushPendingIncidents(userId, post, () => now + ALERT_COUNTDOWN_MS);
    const { alerts_at: _alertsAt, ...request } = counting;
    expect(post).toHaveBeenCalledWith(request);
    expect(listPendingIncidents(userId)).toEqual([]);
  });

  it('holds an activation the server refused for want of a name, and restarts its countdown once it is set', async () => {
    const waiting = activation(0);
    savePendingIncident(userId, waiting);
    const refuse = vi.fn(async () => {
      throw new ApiRequestError(409, 'alert_name_required', 'name first');
    });
    await flushPendingIncidents(userId, refuse);
    expect(listPendingIncidents(userId)).toEqual([{ ...waiting, needs_name: true }]);
    const post = vi.fn(async (incident: PendingIncident) => answer(incident));
    await flushPendingIncidents(userId, post);
    expect(post).not.toHaveBeenCalled();

    const now = Date.now();
    releaseNameHeldIncidents(userId, now);
    expect(listPendingIncidents(userId)).toEqual([
      { ...waiting, alerts_at: new Date(now + ALERT_COUNTDOWN_MS).toISOString() },
    ]);
    await flushPendingIncidents(userId, post, () => now + ALERT_COUNTDOWN_MS);
    expect(post).toHaveBeenCalledTimes(1);
  });

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

  it('sends "alert everyone again" as a round of its incident, once, even when the first answer was lost', async () => {
    const incidentId = crypto.randomUUID();
    const round = { ...activation(3), incident_id: incidentId };
    savePendingIncident(userId, round);
    let answered = false;
    const post = vi.fn(async (incident: PendingIncident, target?: string) => {
      if (!answered) {
        answered = true;
        // The server took it, the answer never came back: the same client_id goes again, and the server
        // (idempotent on it) answers 200 with the one round it stored.
        throw new TypeError('Failed to fetch');
      }
      return { ...answer(incident), id: target } as CreateIncidentResponse;
    });
    await flushPendingIncidents(userId, post);
    await flushPendingIncidents(userId, post);
    const { incident_id: _incidentId, ...request } = round;
    expect(post.mock.calls).toEqual([
      [request, incidentId],
      [request, incidentId],
    ]);
    expect(listPendingIncidents(userId)).toEqual([]);
  });

  it('drops an activation the server answered with the current alert, and says which', async () => {
    const waiting = activation(0);
    savePendingIncident(userId, waiting);
    const current = { id: crypto.randomUUID(), client_id: crypto.randomUUID() } as CreateIncidentResponse;
    const result = await flushPendingIncidents(userId, async () => {
      throw new IncidentRequestError(new ApiRequestError(409, 'incident_active', 'active'), {
        incident: current,
      });
    });
    expect(result.active).toEqual([{ clientId: waiting.client_id, incident: current }]);
    expect(result.sent).toEqual([]);
    expect(listPendingIncidents(userId)).toEqual([]);
  });

  it('starts a new alert when the incident of a round ended or has no round left: the press was for help', async () => {
    for (const refusal of [
      new ApiRequestError(409, 'incident_ended', 'ended'),
      new ApiRequestError(429, 'rate_limited', 'every round used'),
      new ApiRequestError(404, 'not_found', 'gone'),
    ]) {
      const round = { ...activation(1), incident_id: crypto.randomUUID() };
      savePendingIncident(userId, round);
      const post = vi.fn(async (incident: PendingIncident, target?: string) => {
        if (target) throw refusal;
        return answer(incident);
      });
      const result = await flushPendingIncidents(userId, post);
      const { incident_id: _incidentId, ...request } = round;
      expect(post).toHaveBeenLastCalledWith(request);
      expect(result.sent.map((incident) => incident.client_id)).toEqual([round.client_id]);
      expect(listPendingIncidents(userId)).toEqual([]);
    }
  });

  it('holds a new alert the daily limit refused until the time the server gives, then sends it', async () => {
    const now = Date.now();
    const waiting = activation(0);
    savePendingIncident(userId, waiting);
    await flushPendingIncidents(
      userId,
      async () => {
        throw new IncidentRequestError(new ApiRequestError(429, 'rate_limited', 'ten today'), {
          retryAfterSeconds: 600,
        });
      },
      () => now,
    );
    expect(listPendingIncidents(userId)).toEqual([
      { ...waiting, retry_at: new Date(now + 600_000).toISOString() },
    ]);
    const post = vi.fn(async (incident: PendingIncident) => answer(incident));
    await flushPendingIncidents(userId, post, () => now + 599_000);
    expect(post).not.toHaveBeenCalled();
    await flushPendingIncidents(userId, post, () => now + 600_000);
    expect(post).toHaveBeenCalledWith(waiting);
    expect(listPendingIncidents(userId)).toEqual([]);
  });

  it('keeps each person’s activations apart', () => {
    savePendingIncident(userId, activation(0));
    expect(listPendingIncidents('00000000-0000-4000-8000-000000000002')).toEqual([]);
  });
});
