import type { EmergencySettingsView } from '@amparo/contract/emergency/emergency-settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/render-app.tsx';
import { writeDeviceCache } from '../api/device-cache.ts';
import { EmergencyPage } from '../pages/emergency-page.tsx';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { resetHelpCard, useHelpCard } from './help-card-store.ts';
import { HelpMeNowRoot } from './help-me-now-root.tsx';
import { listPendingIncidents, withdrawPendingIncident } from './pending-incidents.ts';

// A family member who never chose an alert name: Help Me Now alerts under the name their family knows them by
// (the server does the same), so neither the card nor /emergency asks them for a name, and /emergency does not
// warn that nobody would be alerted when their family is.

const userId = fakeSession().user.id;

function settings(changes: Partial<EmergencySettingsView> = {}): EmergencySettingsView {
  return {
    sender_name: '',
    custom_message: '',
    share_location: false,
    family_name: 'Ana',
    family_alerted: true,
    ...changes,
  };
}

/** The emergency API: these settings, no contacts, no incidents; the network may also be down. */
function stubEmergencyApi(answer: EmergencySettingsView | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (!answer) throw new TypeError('Failed to fetch');
      if (url.endsWith('/api/v1/emergency/settings')) return Response.json(answer);
      if (url.endsWith('/api/v1/emergency/contacts')) return Response.json({ contacts: [], limit: 10 });
      if (url.endsWith('/api/v1/emergency/incidents')) return Response.json({ incidents: [] });
      return Response.json({ code: 'not_found', message: url }, { status: 404 });
    }),
  );
}

function CardState() {
  const card = useHelpCard();
  return <output data-testid="card-state">{card.open ? `open:${String(card.nameNeeded)}` : 'closed'}</output>;
}

async function pressHelpMeNow() {
  await renderWithToolkit(
    <>
      <HelpMeNowRoot />
      <CardState />
    </>,
    { session: fakeSession(), path: '/' },
  );
  // A tap from the keyboard, then the confirmation.
  fireEvent.click(await screen.findByRole('button', { name: 'Help Me Now' }), { detail: 0 });
  fireEvent.click(screen.getByRole('button', { name: 'Send alert' }));
}

afterEach(() => {
  for (const incident of listPendingIncidents(userId)) withdrawPendingIncident(userId, incident.client_id);
  window.localStorage.clear();
  vi.unstubAllGlobals();
  resetHelpCard();
});

describe('Help Me Now for a family member without an alert name', () => {
  it('queues the alerts at once with no network, from the settings kept on the phone', async () => {
    writeDeviceCache('settings', userId, settings());
    stubEmergencyApi(null);
    await pressHelpMeNow();
    await waitFor(() => expect(listPendingIncidents(userId)).toHaveLength(1));
    expect(screen.getByTestId('card-state').textContent).toBe('open:false');
    // The card's countdown says who is alerted: the contacts and the family.
    const countdown = await screen.findByTestId('alert-countdown');
    expect(countdown.textContent).toMatch(/Your contacts and your family will be alerted in [45] seconds\./);
    expect(screen.queryByRole('button', { name: 'Add my name' })).toBeNull();
  });

  it('still asks for a name when there is none at all', async () => {
    // A copy kept before the settings carried the family's name reads as "no family name".
    writeDeviceCache('settings', userId, { sender_name: '', custom_message: '', share_location: false });
    stubEmergencyApi(null);
    await pressHelpMeNow();
    await waitFor(() => expect(screen.getByTestId('card-state').textContent).toBe('open:true'));
    expect(listPendingIncidents(userId)).toEqual([]);
  });
});

describe('/emergency for a family member', () => {
  it('neither asks for a name nor warns that nobody is alerted when the family is, and says the family is alerted', async () => {
    stubEmergencyApi(settings());
    await renderWithToolkit(<EmergencyPage />, { session: fakeSession(), path: '/emergency' });
    await screen.findByText(/Alerts your emergency contacts and your Amparo family/);
    await screen.findByText('Add the people who should know if you need help');
    expect(screen.queryByText(/At least one contact with alerts on is needed/)).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your name for alerts' })).toBeNull();
    // The message's own form offers the family's name (the section loads after the contacts: issue 24, point 8).
    expect(((await screen.findByLabelText('Your name in the alert')) as HTMLInputElement).value).toBe('Ana');
  });

  it('warns and asks for a name when there is no family to alert and no name', async () => {
    stubEmergencyApi(settings({ family_name: null, family_alerted: false }));
    await renderWithToolkit(<EmergencyPage />, { session: fakeSession(), path: '/emergency' });
    await screen.findByText(
      'At least one contact with alerts on is needed before Help Me Now can alert anyone.',
    );
    // The name form loads when it is needed, after the contacts (issue 24, point 8).
    expect(await screen.findByRole('form', { name: 'Your name for alerts' })).toBeTruthy();
    expect(screen.getByText(/^Alerts your emergency contacts by text message/)).toBeTruthy();
  });
});
