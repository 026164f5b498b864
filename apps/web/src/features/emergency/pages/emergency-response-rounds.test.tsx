import type { Incident, IncidentAlert, IncidentSummary } from '@amparo/contract/emergency/incident';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/render-app.tsx';
import { resetHelpCard } from '../help-me-now/help-card-store.ts';
import { listPendingIncidents, withdrawPendingIncident } from '../help-me-now/pending-incidents.ts';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { EmergencyResponsePage } from './emergency-response-page.tsx';

// An incident alerted twice ("alert everyone again", decision 043): the response page counts the rounds, shows
// each with its time, place and the delivery of each of its messages, and keeps the next round one press away.

const userId = fakeSession().user.id;
const id = '11111111-1111-4111-8111-111111111111';
const firstAt = '2026-03-14T18:05:00.000Z';
const againAt = '2026-03-14T18:40:00.000Z';

function alert(round: number, status: IncidentAlert['status'], name: string): IncidentAlert {
  return {
    id: crypto.randomUUID(),
    kind: 'help',
    channel: 'sms',
    contact_id: null,
    contact_name: name,
    recipient_hint: '••• 0147',
    language: 'es',
    round,
    status,
    attempts: status === 'queued' ? 0 : 1,
    next_attempt_at: null,
    created_at: round === 1 ? firstAt : againAt,
    sent_at: status === 'sent' ? (round === 1 ? firstAt : againAt) : null,
    failed_at: status === 'failed' ? againAt : null,
  };
}

const incident: Incident = {
  id,
  client_id: '22222222-2222-4222-8222-222222222222',
  status: 'active',
  started_at: firstAt,
  received_at: firstAt,
  ended_at: null,
  location: null,
  map_url: null,
  rounds: [
    {
      number: 1,
      client_id: '22222222-2222-4222-8222-222222222222',
      started_at: firstAt,
      received_at: firstAt,
      location: null,
      map_url: null,
    },
    {
      number: 2,
      client_id: '33333333-3333-4333-8333-333333333333',
      started_at: againAt,
      received_at: againAt,
      location: { lat: 40.65, lng: -73.95 },
      map_url: 'https://www.openstreetmap.org/?mlat=40.65000&mlon=-73.95000#map=17/40.65000/-73.95000',
    },
  ],
  alerts: [alert(1, 'sent', 'Ana'), alert(2, 'sent', 'Ana'), alert(2, 'failed', 'Leo')],
};

const summary: IncidentSummary = {
  ...(({ alerts: _alerts, rounds: _rounds, ...rest }) => rest)(incident),
  alerts_total: 3,
  alerts_sent: 2,
  alerts_failed: 1,
  rounds_total: 2,
  last_alerted_at: againAt,
};

afterEach(() => {
  for (const item of listPendingIncidents(userId)) withdrawPendingIncident(userId, item.client_id);
  vi.unstubAllGlobals();
  resetHelpCard();
});

describe('an incident alerted twice on the emergency response page', () => {
  it('says "alerted 2 times", shows each round’s delivery, and offers the next round', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.endsWith('/api/v1/emergency/settings'))
          return Response.json({ sender_name: 'Rosa', custom_message: '', share_location: false });
        if (url.endsWith('/api/v1/emergency/incidents')) return Response.json({ incidents: [summary] });
        if (url.endsWith(`/api/v1/emergency/incidents/${id}`)) return Response.json(incident);
        return Response.json({ incidents: [], contacts: [], limit: 3 });
      }),
    );
    await renderWithToolkit(<EmergencyResponsePage />, {
      session: fakeSession(),
      path: '/emergency-response',
    });
    const timeline = await screen.findByRole('list', { name: 'What happened' });
    expect(screen.getByTestId('rounds-total').textContent).toBe('Alerted 2 times');
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    // Round 1: started, no place, Ana's text sent. Round 2: its own step and map, Ana sent, Leo failed.
    expect(steps.map((step) => step.replace(/\s+/g, ' ').slice(0, 60))).toEqual([
      expect.stringMatching(/^Alert started/),
      expect.stringMatching(/^Location not shared/),
      expect.stringMatching(/^Alert to Ana .*Sent/),
      expect.stringMatching(/^Everyone alerted againOpen map/),
      expect.stringMatching(/^Alert to Ana .*Sent/),
      expect.stringMatching(/^Alert to Leo .*Could not/),
    ]);
    expect(within(timeline).getByRole('button', { name: 'Send the message to Leo again' })).toBeTruthy();

    expect(screen.getByText(/^Everyone was alerted 2 times, last at /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alert everyone again' }));
    expect(listPendingIncidents(userId)).toEqual([expect.objectContaining({ incident_id: id })]);
    expect(screen.getByTestId('alert-countdown')).toBeTruthy();
  });
});
