import type { OwnerListingReport } from '@amparo/contract/legal/owner-list-listing-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { ReportsQueue } from './reports-queue.tsx';

afterEach(() => vi.unstubAllGlobals());

const ENTRY_ID = '00000000-0000-4000-8000-0000000000c1';

function report(changes: Partial<OwnerListingReport> = {}): OwnerListingReport {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    target: {
      kind: 'organization',
      id: ENTRY_ID,
      name: 'Texas Clinic',
      detail: 'https://texas.example.org',
      publicly_visible: true,
    },
    reason: 'notario',
    details: 'Asked for cash to fix my papers.',
    signed_in: false,
    status: 'open',
    created_at: '2026-11-26T12:00:00.000Z',
    resolved_at: null,
    resolved_by: null,
    resolution_note: null,
    ...changes,
  };
}

const PROFESSIONAL_REPORT = report({
  id: '00000000-0000-4000-8000-0000000000d2',
  target: {
    kind: 'professional',
    id: '00000000-0000-4000-8000-0000000000e1',
    name: 'Lucía Fernández',
    detail: 'TX',
    publicly_visible: true,
  },
  reason: 'not_authorized',
  signed_in: true,
});

describe('ReportsQueue', () => {
  it('shows each open report with its target and a way to act on it', async () => {
    const api = stubApi();
    api.answer(
      'GET',
      '/owner/legal/reports',
      Response.json({ reports: [report(), PROFESSIONAL_REPORT], open_count: 2 }),
    );
    await renderWithProviders(<ReportsQueue />, { path: '/owner/dashboard?tab=reports' });
    expect(await screen.findByText('2 open reports')).toBeTruthy();
    const [entry, professional] = screen.getAllByTestId('listing-report') as HTMLElement[];
    expect(within(entry as HTMLElement).getByRole('heading', { name: 'Texas Clinic' })).toBeTruthy();
    expect(
      within(entry as HTMLElement).getByText('A notario or consultant is giving legal advice'),
    ).toBeTruthy();
    expect(within(entry as HTMLElement).getByText('Sent without an account', { exact: false })).toBeTruthy();
    expect(
      within(professional as HTMLElement)
        .getByRole('link', { name: 'Open the Professionals tab' })
        .getAttribute('href'),
    ).toBe('/owner/dashboard?tab=professionals');

    api.answer('POST', `/owner/legal/organizations/${ENTRY_ID}/visibility`, Response.json({}));
    fireEvent.click(within(entry as HTMLElement).getByRole('button', { name: 'Hide this entry' }));
    fireEvent.click(within(entry as HTMLElement).getByRole('button', { name: 'Hide this entry' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
        method: 'POST',
        path: `/owner/legal/organizations/${ENTRY_ID}/visibility`,
        body: { hidden: true, reason: `Report ${report().id}` },
      }),
    );
  });

  it('closes a report only with a note, and says so when someone else closed it first', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/reports', Response.json({ reports: [report()], open_count: 1 }));
    await renderWithProviders(<ReportsQueue />);
    const item = await screen.findByTestId('listing-report');
    fireEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    expect(await within(item).findByText('Write a short note first.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    api.answer(
      'POST',
      `/owner/legal/reports/${report().id}/resolution`,
      apiError(409, 'report_already_closed'),
    );
    fireEvent.change(within(item).getByLabelText('Note for the record'), {
      target: { value: 'Checked the site; the entry is right.' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    expect(
      await within(item).findByText('Someone already closed this report. The list has been refreshed.'),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      outcome: 'dismissed',
      note: 'Checked the site; the entry is right.',
    });
  });

  it('teaches what the queue is for when it is empty', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/legal/reports', Response.json({ reports: [], open_count: 0 }));
    await renderWithProviders(<ReportsQueue />);
    expect(
      await screen.findByText('No reports here. When someone reports a listing, it appears in this list.'),
    ).toBeTruthy();
  });
});
