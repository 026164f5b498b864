import type { EmergencySettingsView } from '@amparo/contract/emergency/emergency-settings';
import type { Incident, IncidentSummary } from '@amparo/contract/emergency/incident';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/render-app.tsx';
import { HelpMeNowButton } from '../../../ui/help-me-now-button.tsx';
import { writeDeviceCache } from '../api/device-cache.ts';
import { rememberIncidentList } from '../api/known-incidents.ts';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { closeHelpCard, resetHelpCard } from './help-card-store.ts';
import { HelpMeNowRoot } from './help-me-now-root.tsx';
import { listPendingIncidents, savePendingIncident, withdrawPendingIncident } from './pending-incidents.ts';

// Issue 24, point 4: Help Me Now pressed again while the person's alert is current. The hold queues nothing;
// the card opens on that alert with "alert everyone again", one deliberate press that queues a round of the
// same incident (with the countdown and Cancel of the first); an alert that ended or was left for 12 hours never
// stands in the way of a new one; and when only the server knew of the current alert, its answer turns the card.

const userId = fakeSession().user.id;
const incidentId = '11111111-1111-4111-8111-111111111111';
const incidentClientId = '22222222-2222-4222-8222-222222222222';

const settings: EmergencySettingsView = {
  sender_name: 'Rosa',
  custom_message: '',
  share_location: false,
  family_name: null,
  family_alerted: false,
};

function summary(changes: Partial<IncidentSummary> = {}): IncidentSummary {
  const at = new Date(Date.now() - 10 * 60_000).toISOString();
  return {
    id: incidentId,
    client_id: incidentClientId,
    status: 'active',
    started_at: at,
    received_at: at,
    ended_at: null,
    location: null,
    map_url: null,
    alerts_total: 1,
    alerts_sent: 1,
    alerts_failed: 0,
    rounds_total: 1,
    last_alerted_at: at,
    ...changes,
  };
}

function incident(rounds: number): Incident {
  const {
    alerts_total: _t,
    alerts_sent: _s,
    alerts_failed: _f,
    rounds_total: _r,
    last_alerted_at,
    ...rest
  } = summary();
  return {
    ...rest,
    rounds: Array.from({ length: rounds }, (_, n) => ({
      number: n + 1,
      client_id: n === 0 ? incidentClientId : crypto.randomUUID(),
      started_at: last_alerted_at,
      received_at: new Date().toISOString(),
      location: null,
      map_url: null,
    })),
    alerts: [],
  };
}

type Call = { url: string; method: string; body: unknown };

/** The emergency API: these settings and incidents; a new incident is refused with `conflict` when given. */
function stubEmergencyApi(state: { incidents: IncidentSummary[]; conflict?: Incident }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('/api/v1/emergency/settings')) return Response.json(settings);
      if (url.endsWith('/api/v1/emergency/contacts')) return Response.json({ contacts: [], limit: 3 });
      if (url.endsWith(`/api/v1/emergency/incidents/${incidentId}/rounds`)) {
        state.incidents = [summary({ rounds_total: 2, last_alerted_at: new Date().toISOString() })];
        return Response.json(incident(2), { status: 201 });
      }
      if (url.endsWith('/api/v1/emergency/incidents') && method === 'POST' && state.conflict) {
        state.incidents = [summary()];
        return Response.json(
          { code: 'incident_active', message: 'already active', incident: state.conflict },
          { status: 409 },
        );
      }
      if (url.endsWith('/api/v1/emergency/incidents')) return Response.json({ incidents: state.incidents });
      if (url.endsWith(`/api/v1/emergency/incidents/${incidentId}`)) return Response.json(incident(1));
      return Response.json({ code: 'not_found', message: url }, { status: 404 });
    }),
  );
  return calls;
}

/** A tap from the keyboard on the toolkit's Help Me Now, then the confirmation's button named `choice`. */
async function tapHelpMeNow(choice = 'Send alert') {
  fireEvent.click(await screen.findByRole('button', { name: 'Help Me Now' }), { detail: 0 });
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: choice }));
}

async function pressHelpMeNow(choice?: string) {
  await renderWithToolkit(
    <>
      <HelpMeNowRoot />
      <HelpMeNowButton variant="inline" />
    </>,
    { session: fakeSession(), path: '/emergency' },
  );
  await tapHelpMeNow(choice);
}

async function renderHelpMeNow() {
  await renderWithToolkit(
    <>
      <HelpMeNowRoot />
      <HelpMeNowButton variant="inline" />
    </>,
    { session: fakeSession(), path: '/emergency' },
  );
}

function alertPanel(): HTMLElement {
  const panel = screen.getByRole('dialog').querySelector<HTMLElement>('[data-alert-panel]');
  if (!panel) throw new Error('No alert panel on the card');
  return panel;
}

/** Ends the countdown of whatever waits on the phone, as if its 5 seconds had passed. */
function endCountdowns() {
  for (const item of listPendingIncidents(userId)) {
    savePendingIncident(userId, { ...item, alerts_at: new Date(Date.now() - 1).toISOString() });
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  for (const item of listPendingIncidents(userId)) withdrawPendingIncident(userId, item.client_id);
  window.localStorage.clear();
  vi.unstubAllGlobals();
  resetHelpCard();
});

describe('Help Me Now pressed again while an alert is current', () => {
  it('opens the alert’s card with "alert everyone again" instead of a new alert, offline too', async () => {
    writeDeviceCache('settings', userId, settings);
    // What the phone kept of the alert, and no network at all.
    rememberIncidentList(userId, [summary()]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await pressHelpMeNow('Go to my alert');
    await waitFor(() => expect(alertPanel().dataset.alertPanel).toBe('again'));
    const panel = alertPanel();
    expect(panel.textContent).toContain('Your alert is still on');
    // Said plainly: this press alerted nobody.
    expect(panel.textContent).toContain('No new message was sent. No one was alerted again.');
    expect(within(panel).getByText(/^Everyone was alerted 1 time, last at /)).toBeTruthy();
    // Nothing was queued by the press itself: nobody is alerted twice without being asked.
    expect(listPendingIncidents(userId)).toEqual([]);

    // The deliberate press: a round of the same incident, with the same countdown and Cancel.
    fireEvent.click(within(panel).getByRole('button', { name: 'Alert everyone again' }));
    const [round] = listPendingIncidents(userId);
    expect(round).toMatchObject({ incident_id: incidentId });
    expect(round?.client_id).not.toBe(incidentClientId);
    expect(within(alertPanel()).getByTestId('alert-countdown').textContent).toMatch(
      /Your contacts will be alerted in [45] seconds\./,
    );
    expect(alertPanel().textContent).not.toContain('No new message was sent');
    fireEvent.click(within(alertPanel()).getByRole('button', { name: 'Cancel alerts' }));
    expect(listPendingIncidents(userId)).toEqual([]);
    expect(within(alertPanel()).getByRole('button', { name: 'Alert everyone again' })).toBeTruthy();

    // Pressed again and its countdown over with no network: it waits on the phone, with the phone's own texts.
    fireEvent.click(within(alertPanel()).getByRole('button', { name: 'Alert everyone again' }));
    endCountdowns();
    await within(alertPanel()).findByText('Your alert is saved on this phone');
    expect(listPendingIncidents(userId)).toHaveLength(1);
  });

  it('a tap asks honestly: the confirmation says the alert is on, and its first choice alerts everyone again', async () => {
    const calls = stubEmergencyApi({ incidents: [summary()] });
    writeDeviceCache('settings', userId, settings);
    rememberIncidentList(userId, [summary()]);
    await renderHelpMeNow();
    fireEvent.click(await screen.findByRole('button', { name: 'Help Me Now' }), { detail: 0 });
    const confirm = screen.getByRole('alertdialog', { name: 'Your alert is already on' });
    expect(confirm.textContent).not.toContain('Send alert');
    expect(within(confirm).getByText(/^Everyone was alerted 1 time, last at /)).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'Go to my alert' })).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Alert everyone again' }));

    // The officer card at once, with the round's countdown and Cancel: nothing has left the phone yet.
    await waitFor(() => expect(alertPanel().dataset.alertPanel).toBe('again'));
    expect(within(alertPanel()).getByTestId('alert-countdown')).toBeTruthy();
    expect(within(alertPanel()).getByRole('button', { name: 'Cancel alerts' })).toBeTruthy();
    const [round] = listPendingIncidents(userId);
    expect(round).toMatchObject({ incident_id: incidentId });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    endCountdowns();
    await waitFor(() => expect(listPendingIncidents(userId)).toEqual([]));
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.url)).toEqual([`/api/v1/emergency/incidents/${incidentId}/rounds`]);
    // What the server receives: the round's own id and time, nothing that stays on the phone.
    expect(posted[0]?.body).toEqual({
      client_id: round?.client_id,
      started_at: round?.started_at,
      time_zone: round?.time_zone,
      location: null,
    });
    await within(alertPanel()).findByText('Everyone is being alerted again.');
    await within(alertPanel()).findByText(/^Everyone was alerted 2 times, last at /);
  });

  it('starts a new alert when the only active one was left for more than 12 hours or has ended', async () => {
    writeDeviceCache('settings', userId, settings);
    const old = new Date(Date.now() - 13 * 3600_000).toISOString();
    stubEmergencyApi({ incidents: [summary({ last_alerted_at: old })] });
    rememberIncidentList(userId, [summary({ last_alerted_at: old })]);
    await pressHelpMeNow();
    await waitFor(() => expect(alertPanel().dataset.alertPanel).toBe('countdown'));
    const [activation] = listPendingIncidents(userId);
    expect(activation?.incident_id).toBeUndefined();
    // Pressed again during the countdown (the card closed first): the same activation's card, not a second.
    closeHelpCard();
    await tapHelpMeNow();
    await waitFor(() => expect(alertPanel().dataset.alertPanel).toBe('countdown'));
    expect(listPendingIncidents(userId).map((item) => item.client_id)).toEqual([activation?.client_id]);
  });

  it('turns the card to the current alert when only the server knew of it (409 incident_active)', async () => {
    writeDeviceCache('settings', userId, settings);
    stubEmergencyApi({ incidents: [], conflict: incident(1) });
    await pressHelpMeNow();
    await waitFor(() => expect(alertPanel().dataset.alertPanel).toBe('countdown'));
    endCountdowns();
    await waitFor(() => expect(alertPanel().dataset.alertPanel).toBe('again'));
    expect(listPendingIncidents(userId)).toEqual([]);
    // The countdown said "will be alerted": the card now says that nobody was, and offers it.
    expect(alertPanel().textContent).toContain('No new message was sent. No one was alerted again.');
    expect(within(alertPanel()).getByRole('button', { name: 'Alert everyone again' })).toBeTruthy();
  });
});
