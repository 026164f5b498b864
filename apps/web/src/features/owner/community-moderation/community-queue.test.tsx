import type {
  ModerationItem,
  ModerationQueueResponse,
  QueueEntry,
} from '@amparo/contract/community/owner-moderation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { CommunityQueue } from './community-queue.tsx';

afterEach(() => vi.unstubAllGlobals());

const MEMBER_ID = '00000000-0000-4000-8000-0000000000a9';

function item(changes: Partial<ModerationItem> = {}): ModerationItem {
  return {
    target_kind: 'post',
    id: '00000000-0000-4000-8000-0000000000a1',
    post_id: '00000000-0000-4000-8000-0000000000a1',
    post_kind: 'post',
    body: 'Guaranteed green card, $900 cash',
    status: 'visible',
    moderation_reason: '',
    verification: null,
    author: { member_id: MEMBER_ID, display_name: 'Marisol', banned: false },
    created_at: '2026-11-26T10:00:00.000Z',
    ...changes,
  };
}

const REPORTED: QueueEntry = {
  item: item(),
  report_count: 3,
  reasons: [
    { reason: 'scam', count: 2 },
    { reason: 'false_information', count: 1 },
  ],
  reports: [
    {
      id: '00000000-0000-4000-8000-0000000000b1',
      reason: 'scam',
      note: 'Asked me by WhatsApp',
      created_at: '2026-11-26T10:01:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-0000000000b2',
      reason: 'scam',
      note: '',
      created_at: '2026-11-26T10:02:00.000Z',
    },
    {
      id: '00000000-0000-4000-8000-0000000000b3',
      reason: 'false_information',
      note: '',
      created_at: '2026-11-26T10:03:00.000Z',
    },
  ],
};
const HELD = item({
  id: '00000000-0000-4000-8000-0000000000a2',
  post_id: '00000000-0000-4000-8000-0000000000a2',
  status: 'held',
  body: 'See https://example.org',
});
const RUMOUR = item({
  id: '00000000-0000-4000-8000-0000000000a3',
  post_id: '00000000-0000-4000-8000-0000000000a3',
  post_kind: 'enforcement_report',
  verification: 'unverified',
  body: 'Agents at the bus station',
});

function queue(changes: Partial<ModerationQueueResponse> = {}): ModerationQueueResponse {
  return { reported: [REPORTED], held: [HELD], unverified_reports: [RUMOUR], ...changes };
}

const cards = () => screen.getAllByTestId('community-moderation-item') as HTMLElement[];

describe('CommunityQueue', () => {
  it('shows reported items with reasons and counts, held posts and reports to decide', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/community/queue', queue());
    await renderWithProviders(<CommunityQueue />);
    expect(await screen.findByRole('heading', { name: 'Reported posts and comments' })).toBeTruthy();
    const [reported, held, rumour] = cards() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(reported).getByText('Guaranteed green card, $900 cash')).toBeTruthy();
    expect(within(reported).getByText('3 reports')).toBeTruthy();
    expect(within(reported).getByText('Scam or money request × 2')).toBeTruthy();
    expect(within(reported).getByText('“Asked me by WhatsApp”')).toBeTruthy();
    expect(within(reported).getByText('Marisol')).toBeTruthy();
    expect(within(held).getByRole('button', { name: 'Release' })).toBeTruthy();
    expect(within(rumour).getByRole('heading', { name: 'Enforcement report' })).toBeTruthy();
    expect(within(rumour).getByRole('button', { name: 'Mark as false' })).toBeTruthy();
  });

  it('hides only with a reason, and the author is told through the server', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/community/queue', queue());
    api.answer('POST', `/owner/community/posts/${REPORTED.item.id}/moderation`, item({ status: 'hidden' }));
    await renderWithProviders(<CommunityQueue />);
    await screen.findByRole('heading', { name: 'Reported posts and comments' });
    const reported = cards()[0] as HTMLElement;
    fireEvent.click(within(reported).getByRole('button', { name: 'Hide' }));
    expect(await within(reported).findByText('Write the reason first.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(reported).getByLabelText('Reason'), { target: { value: 'Notario scam' } });
    fireEvent.click(within(reported).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
        path: `/owner/community/posts/${REPORTED.item.id}/moderation`,
        body: { action: 'hide', reason: 'Notario scam' },
      }),
    );
  });

  it('bans the display name after a confirmation, and dismisses every report about an item', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/community/queue', queue({ held: [], unverified_reports: [] }));
    api.answer('POST', `/owner/community/members/${MEMBER_ID}/ban`, new Response(null, { status: 204 }));
    for (const report of REPORTED.reports) {
      api.answer('POST', `/owner/community/reports/${report.id}/resolve`, {
        id: report.id,
        target_kind: 'post',
        target_id: REPORTED.item.id,
        reason: report.reason,
        note: report.note,
        status: 'dismissed',
        resolution_note: '',
        resolved_at: '2026-11-26T11:00:00.000Z',
        created_at: report.created_at,
      });
    }
    await renderWithProviders(<CommunityQueue />);
    await screen.findByRole('heading', { name: 'Reported posts and comments' });
    const reported = cards()[0] as HTMLElement;
    fireEvent.change(within(reported).getByLabelText('Reason'), { target: { value: 'Repeated scams' } });
    fireEvent.click(within(reported).getByRole('button', { name: 'Ban Marisol' }));
    expect(within(reported).getByText('Ban Marisol?')).toBeTruthy();
    fireEvent.click(within(reported).getByRole('button', { name: 'Ban' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path.endsWith('/ban'))).toMatchObject({
        method: 'POST',
        body: { reason: 'Repeated scams' },
      }),
    );

    fireEvent.click(within(reported).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path.endsWith('/resolve')).map((r) => r.body)).toEqual(
        REPORTED.reports.map(() => ({ status: 'dismissed', note: 'Repeated scams' })),
      ),
    );
  });

  it('decides an enforcement report and translates a refusal', async () => {
    const api = stubApi();
    api.answer('GET', '/owner/community/queue', queue({ reported: [], held: [] }));
    api.answer('POST', `/community/posts/${RUMOUR.id}/verification`, apiError(404, 'content_not_found'));
    await renderWithProviders(<CommunityQueue />);
    expect(await screen.findByText('No open reports. Nothing to review.')).toBeTruthy();
    expect(screen.getByText('No posts are waiting.')).toBeTruthy();
    const rumour = cards()[0] as HTMLElement;
    fireEvent.change(within(rumour).getByLabelText('Reason'), {
      target: { value: 'RRN checked: nobody there' },
    });
    fireEvent.click(within(rumour).getByRole('button', { name: 'Mark as false' }));
    expect(await within(rumour).findByText('This post or comment no longer exists.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      verification: 'false',
      note: 'RRN checked: nobody there',
    });
  });
});
