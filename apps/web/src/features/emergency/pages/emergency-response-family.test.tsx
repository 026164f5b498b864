import type { FamilyIncident } from '@amparo/contract/family/get-family-incident';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/render-app.tsx';
import { renderWithToolkit } from '../rights/test-providers.tsx';
import { EmergencyResponsePage } from './emergency-response-page.tsx';

// /emergency-response for someone whose family member pressed Help Me Now (issue 12, point 6): that incident,
// read-only, beside (not instead of) the person's own.

const ID = '00000000-0000-4000-8000-0000000000f1';
const MAP = 'https://www.openstreetmap.org/?mlat=40.71280&mlon=-74.00600#map=17/40.71280/-74.00600';

function familyIncident(changes: Partial<FamilyIncident> = {}): FamilyIncident {
  const at = new Date(2026, 10, 24, 14, 2).toISOString();
  const alert = {
    kind: 'help' as const,
    status: 'sent' as const,
    created_at: at,
    sent_at: at,
    failed_at: null,
  };
  return {
    id: ID,
    status: 'active',
    person: { user_id: '00000000-0000-4000-8000-00000000000a', display_name: 'Ana' },
    started_at: at,
    received_at: at,
    ended_at: null,
    location: { lat: 40.7128, lng: -74.006 },
    map_url: MAP,
    alerts: [
      {
        ...alert,
        id: '00000000-0000-4000-8000-0000000000b1',
        channel: 'sms',
        name: 'Lawyer',
        is_family: false,
        is_me: false,
      },
      {
        ...alert,
        id: '00000000-0000-4000-8000-0000000000b2',
        channel: 'sms',
        name: 'Rosa',
        is_family: true,
        is_me: true,
      },
      {
        ...alert,
        id: '00000000-0000-4000-8000-0000000000b3',
        channel: 'email',
        name: 'Rosa',
        is_family: true,
        is_me: true,
        status: 'queued',
        sent_at: null,
      },
    ],
    ...changes,
  };
}

/** The person's own incidents (none), the family's list and the one incident; 404 for anything else. */
function stubApi(incident: FamilyIncident | null) {
  const requests: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, method: init?.method ?? 'GET' });
      if (url.endsWith('/api/v1/emergency/incidents')) return Response.json({ incidents: [] });
      if (url.endsWith('/api/v1/family/incidents')) {
        const { alerts: _alerts, ...summary } = incident ?? familyIncident();
        return Response.json({ incidents: incident ? [summary] : [] });
      }
      if (url.endsWith(`/api/v1/family/incidents/${ID}`) && incident) return Response.json(incident);
      return Response.json({ code: 'not_found', message: 'No such incident' }, { status: 404 });
    }),
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.removeItem('selectedLanguage');
});

describe('a family member’s Help Me Now on the emergency response page', () => {
  it('shows when it started, the map, who was alerted and whether it arrived, with no way to end it', async () => {
    const requests = stubApi(familyIncident());
    await renderWithToolkit(<EmergencyResponsePage />, {
      session: fakeSession(),
      path: `/emergency-response?family_incident=${ID}`,
    });
    const section = await screen.findByRole('region', { name: 'Your family' });
    expect(await within(section).findByRole('heading', { name: 'Ana pressed Help Me Now' })).toBeTruthy();
    expect(section.textContent).toContain('Only Ana can end this alert');
    expect(
      within(section).getByRole('link', { name: 'See on the map where Ana was' }).getAttribute('href'),
    ).toBe(MAP);
    const timeline = within(section).getByRole('list', { name: "Ana's alert" });
    const steps = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps[0]).toContain('Alert started');
    expect(steps[2]).toContain('Alert to Lawyer (Text message)Sent');
    expect(steps[3]).toContain('Alert to you (Text message)Sent');
    expect(steps[4]).toContain('Alert to you (Email)Waiting to send');
    // Read-only: no "I'm safe", no retry; and not the "you have no alert" notice of the person's own.
    expect(screen.queryByRole('button', { name: /I'm safe/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Retry|Send the message/ })).toBeNull();
    expect(screen.queryByText('You have no active alert.')).toBeNull();
    // The officer card and "stay calm" are for the person facing officers, not for the relative.
    expect(screen.queryByRole('button', { name: 'Show card to officer' })).toBeNull();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('says the person is safe once they ended it', async () => {
    const endedAt = new Date(2026, 10, 24, 14, 40).toISOString();
    stubApi(familyIncident({ status: 'ended', ended_at: endedAt }));
    await renderWithToolkit(<EmergencyResponsePage />, {
      session: fakeSession(),
      path: `/emergency-response?family_incident=${ID}`,
    });
    const section = await screen.findByRole('region', { name: 'Your family' });
    expect(await within(section).findByRole('heading', { name: 'Ana is safe' })).toBeTruthy();
    expect(section.textContent).toContain('Ana is safe: the alert has ended');
    expect(section.textContent).not.toContain('Only Ana can end this alert');
  });

  it('shows an active one below the person’s own part even without the link', async () => {
    stubApi(familyIncident());
    await renderWithToolkit(<EmergencyResponsePage />, {
      session: fakeSession(),
      path: '/emergency-response',
    });
    expect(await screen.findByText('You have no active alert.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show card to officer' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Your family' });
    expect(await within(section).findByRole('heading', { name: 'Ana pressed Help Me Now' })).toBeTruthy();
  });

  it('says plainly when the alert is not there (another family, removed, or over a day old)', async () => {
    stubApi(null);
    await renderWithToolkit(<EmergencyResponsePage />, {
      session: fakeSession(),
      path: `/emergency-response?family_incident=${ID}`,
    });
    expect(
      await screen.findByText(
        'This alert is no longer available. It ended more than a day ago, or you are no longer in the same family.',
      ),
    ).toBeTruthy();
  });

  it('reads in Arabic, right to left', async () => {
    stubApi(familyIncident());
    await renderWithToolkit(<EmergencyResponsePage />, {
      language: 'ar',
      session: fakeSession(),
      path: `/emergency-response?family_incident=${ID}`,
    });
    const section = await screen.findByRole('region', { name: 'عائلتك' });
    expect(await within(section).findByRole('heading', { name: 'تنبيه «ساعدني الآن» من Ana' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(section).getByRole('link', { name: 'عرض موقع Ana على الخريطة' })).toBeTruthy();
    expect(section.textContent).toContain('تنبيه إليك (رسالة نصية)');
    expect(section.textContent).toContain('لا يمكن لأحد غير Ana إنهاء هذا التنبيه');
  });
});
