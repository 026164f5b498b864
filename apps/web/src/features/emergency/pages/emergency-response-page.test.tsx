import type { EmergencySettings } from '@amparo/contract/emergency/emergency-settings';
import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/i18n.ts';
import { fakeSession } from '../../../test/render-app.tsx';
import { openHelpCard, resetHelpCard } from '../help-me-now/help-card-store.ts';
import { HelpMeNowRoot } from '../help-me-now/help-me-now-root.tsx';
import { listPendingIncidents, savePendingIncident } from '../help-me-now/pending-incidents.ts';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { EmergencyResponsePage } from './emergency-response-page.tsx';

const userId = fakeSession().user.id;

/** The emergency API with saved settings (PUT changes them); no incidents yet. */
function stubEmergencyApi(senderName: string) {
  let settings: EmergencySettings = { sender_name: senderName, custom_message: '', share_location: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/api/v1/emergency/settings')) {
        if (init?.method === 'PUT') settings = JSON.parse(String(init.body)) as EmergencySettings;
        return Response.json(settings);
      }
      if (url.endsWith('/api/v1/emergency/incidents')) return Response.json({ incidents: [] });
      return Response.json({ code: 'not_found', message: url }, { status: 404 });
    }),
  );
}

function alertPanel(): HTMLElement {
  const panel = screen.getByRole('dialog').querySelector<HTMLElement>('[data-alert-panel]');
  if (!panel) throw new Error('No alert panel on the card');
  return panel;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetHelpCard();
});

/** The page as the app shows it: with HelpMeNowRoot, which draws the card. */
function responsePage() {
  return (
    <>
      <EmergencyResponsePage />
      <HelpMeNowRoot />
    </>
  );
}

describe('the emergency response page after Help Me Now', () => {
  it('shows the card at once with the alerts’ countdown on it; Cancel withdraws the alerts and keeps the card', async () => {
    stubEmergencyApi('Rosa');
    const clientId = crypto.randomUUID();
    savePendingIncident(userId, {
      client_id: clientId,
      started_at: new Date().toISOString(),
      location: null,
      alerts_at: new Date(Date.now() + 5000).toISOString(),
    });
    // A reload of the page during the countdown: the card comes back with it.
    await renderWithToolkit(responsePage(), {
      session: fakeSession(),
      path: `/emergency-response?alert=${clientId}`,
    });
    const card = await screen.findByRole('dialog');
    expect(within(card).getByText('I choose to remain silent.')).toBeTruthy();
    expect(alertPanel().dataset.alertPanel).toBe('countdown');
    expect(within(alertPanel()).getByTestId('alert-countdown').textContent).toMatch(
      /Your contacts will be alerted in [45] seconds\./,
    );
    // Screen readers hear the start once, not every second.
    expect(within(alertPanel()).getByRole('status').textContent).toContain(
      'Your contacts will be alerted in 5 seconds.',
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel alerts' }));
    expect(listPendingIncidents(userId)).toEqual([]);
    expect(screen.getByRole('dialog')).toBe(card);
    expect(within(card).getByText('I choose to remain silent.')).toBeTruthy();
    expect(within(alertPanel()).getByRole('status').textContent).toBe(
      'Alerts cancelled. No one was alerted. The card stays on screen.',
    );
  });

  it('asks for the name on the card when none is set, and starts the countdown only once it is saved', async () => {
    stubEmergencyApi('');
    const clientId = crypto.randomUUID();
    // What Help Me Now does with no name: it queues nothing and opens the card asking for the name.
    openHelpCard(clientId, { nameNeeded: true });
    await renderWithToolkit(responsePage(), {
      session: fakeSession(),
      path: `/emergency-response?alert=${clientId}`,
    });
    // The card first, with a note; the form opens when the person asks for it, its field focused.
    await screen.findByText(
      'Your contacts have not been alerted yet. Add your name first, so they know it is you.',
    );
    expect(screen.queryByRole('form', { name: 'Add your name to alert your contacts' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add my name' }));
    const form = await screen.findByRole('form', { name: 'Add your name to alert your contacts' });
    expect(screen.getByRole('dialog').contains(form)).toBe(true);
    expect(document.activeElement).toBe(within(form).getByLabelText('Your name in the alert'));
    expect(listPendingIncidents(userId)).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: 'Save name and alert contacts' }));
    expect(await within(form).findByText('Enter the name your contacts know you by.')).toBeTruthy();
    expect(listPendingIncidents(userId)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Your name in the alert'), { target: { value: 'Rosa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save name and alert contacts' }));
    await waitFor(() => expect(alertPanel().dataset.alertPanel).toBe('countdown'));
    expect(listPendingIncidents(userId).map((incident) => incident.client_id)).toEqual([clientId]);
  });
});

describe('the response screen’s "stay calm" line', () => {
  it('tells a person whose permission has ended not to show a foreign passport, in English', async () => {
    stubEmergencyApi('Rosa');
    await renderWithToolkit(<EmergencyResponsePage />, { session: fakeSession(), language: 'en' });
    const line = screen.getByText(/^Stay calm\./);
    expect(line.textContent).toContain('If an immigration officer asks for your papers, show them');
    expect(line.textContent).toContain(
      'If your permission to be here has ended (the date on your I-94 has passed, or your parole, TPS or DACA has expired or been terminated), do not show a foreign passport: never lie, and say you want to speak to a lawyer.',
    );
  });

  it.each(LANGUAGE_CODES)('carries the same caveat in %s', async (language) => {
    window.localStorage.setItem('selectedLanguage', language);
    const i18n = await createI18n({
      storage: window.localStorage,
      documentElement: document.documentElement,
    });
    expect(i18n.exists('response.stayCalm', { ns: 'emergency', lng: language, fallbackLng: false })).toBe(
      true,
    );
    const line = i18n.getFixedT(language, 'emergency')('response.stayCalm');
    // The names of the permissions that end stay in English in every language, as the rights guide writes them.
    for (const name of ['I-94', 'TPS', 'DACA']) expect(line).toContain(name);
  });
});
