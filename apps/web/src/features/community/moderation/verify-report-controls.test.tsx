import type { Post } from '@amparo/contract/community/community-models';
import type { CommunityMember } from '@amparo/contract/community/get-community-member';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { VerifyReportControls } from './verify-report-controls.tsx';

afterEach(() => vi.unstubAllGlobals());

const REPORT: Post = {
  id: '00000000-0000-4000-8000-0000000000e1',
  author: {
    member_id: '00000000-0000-4000-8000-0000000000e2',
    display_name: 'Rosa',
    is_you: false,
    verified_organization: null,
  },
  kind: 'enforcement_report',
  topic: 'rights',
  language: 'en',
  body: 'Agents near the bus station',
  images: [],
  area: { area: 'East Houston', state: 'TX' },
  verification: 'unverified',
  verification_note: '',
  verified_at: null,
  verified_by: null,
  labels: [],
  status: 'visible',
  pinned: false,
  helpful_count: 0,
  you_found_helpful: false,
  comment_count: 0,
  created_at: '2026-11-26T10:00:00.000Z',
  edited_at: null,
};

function member(changes: Partial<CommunityMember>): CommunityMember {
  return {
    member_id: '00000000-0000-4000-8000-0000000000f1',
    display_name: 'Houston RRN',
    notification_settings: { push: [] },
    banned: false,
    verified_organization: null,
    can_moderate: false,
    ...changes,
  };
}

describe('VerifyReportControls', () => {
  it('shows nothing to an ordinary member, or on a post that is not a report', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', { member: member({}) });
    const { container } = await renderWithProviders(<VerifyReportControls post={REPORT} />);
    await vi.waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');

    vi.unstubAllGlobals();
    const owner = stubApi();
    owner.answer('GET', '/community/me', { member: member({ can_moderate: true }) });
    await renderWithProviders(
      <>
        <VerifyReportControls post={{ ...REPORT, kind: 'post', verification: null }} />
        <VerifyReportControls post={REPORT} />
      </>,
    );
    // Once the member has loaded, only the report has the controls.
    expect(await screen.findByRole('heading', { name: 'Decide this report' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Confirm' })).toHaveLength(1);
  });

  it('lets a verified organisation mark a report false, with a required note, and refreshes the community', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', {
      member: member({ verified_organization: { name: 'Houston Rapid Response Network' } }),
    });
    api.answer('POST', `/community/posts/${REPORT.id}/verification`, {
      ...REPORT,
      verification: 'false',
      verification_note: 'No agents were there.',
    });
    const { queryClient } = await renderWithProviders(<VerifyReportControls post={REPORT} />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as false' }));
    expect(await screen.findByText('Write a short note saying how you know.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('What did you find out?'), {
      target: { value: 'No agents were there.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as false' }));
    expect(
      await screen.findByText('Saved: the report is marked false and stays visible with that label.'),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      verification: 'false',
      note: 'No agents were there.',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['community'] });
  });

  it('lets the owner confirm, and translates a refusal', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', { member: member({ can_moderate: true }) });
    api.answer('POST', `/community/posts/${REPORT.id}/verification`, apiError(403, 'not_allowed_to_verify'));
    await renderWithProviders(<VerifyReportControls post={REPORT} />);
    fireEvent.change(await screen.findByLabelText('What did you find out?'), {
      target: { value: 'Our team is on site.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Only a verified organization or the people who run Amparo can decide a report.',
      ),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      verification: 'confirmed',
    });
  });
});
