import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { BlockMemberButton } from './block-member-button.tsx';
import { BlockedMembersList } from './blocked-members-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const MEMBER_ID = '00000000-0000-4000-8000-0000000000c1';

describe('BlockMemberButton', () => {
  it('asks first, explains what blocking does, then blocks and refreshes the community queries', async () => {
    const api = stubApi();
    api.answer('PUT', `/community/blocks/${MEMBER_ID}`, new Response(null, { status: 204 }));
    const { queryClient } = await renderWithProviders(
      <BlockMemberButton memberId={MEMBER_ID} displayName="Rosa" />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Block Rosa' }));
    expect(screen.getByText('Block Rosa?')).toBeTruthy();
    expect(screen.getByText(/hidden for you\. They are not told/)).toBeTruthy();
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(
      await screen.findByText('You blocked Rosa. Their posts and comments are now hidden for you.'),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.path).toBe(
      `/community/blocks/${MEMBER_ID}`,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['community'] });
  });

  it('changes nothing when cancelled, and translates a refusal', async () => {
    const api = stubApi();
    api.answer('PUT', `/community/blocks/${MEMBER_ID}`, apiError(400, 'cannot_block_yourself'));
    await renderWithProviders(<BlockMemberButton memberId={MEMBER_ID} displayName="Rosa" />);
    fireEvent.click(screen.getByRole('button', { name: 'Block Rosa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Block Rosa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You cannot block yourself.')).toBeTruthy();
  });

  it('offers no button on the caller’s own posts', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', {
      member: {
        member_id: MEMBER_ID,
        display_name: 'Rosa',
        notification_settings: { push: [] },
        banned: false,
        verified_organization: null,
        can_moderate: false,
      },
    });
    await renderWithProviders(<BlockMemberButton memberId={MEMBER_ID} displayName="Rosa" />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Block Rosa' })).toBeNull());
  });
});

describe('BlockedMembersList', () => {
  it('lists blocked names with Unblock, and refreshes after unblocking', async () => {
    const api = stubApi();
    let blocked = [
      { member_id: MEMBER_ID, display_name: 'Rosa', blocked_at: '2026-11-26T10:00:00.000Z' },
      {
        member_id: '00000000-0000-4000-8000-0000000000c2',
        display_name: 'جان',
        blocked_at: '2026-11-25T10:00:00.000Z',
      },
    ];
    api.answer('GET', '/community/blocks', () => Response.json({ blocked }));
    api.answer('DELETE', `/community/blocks/${MEMBER_ID}`, () => {
      blocked = blocked.slice(1);
      return new Response(null, { status: 204 });
    });
    await renderWithProviders(<BlockedMembersList />);
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['RosaUnblock', 'جانUnblock']);
    fireEvent.click(screen.getByRole('button', { name: 'Unblock Rosa' }));
    await waitFor(() => expect(screen.queryByText('Rosa')).toBeNull());
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `/community/blocks/${MEMBER_ID}`,
    );
  });

  it('says so when nobody is blocked', async () => {
    const api = stubApi();
    api.answer('GET', '/community/blocks', { blocked: [] });
    await renderWithProviders(<BlockedMembersList />);
    expect(await screen.findByText('You have not blocked anyone.')).toBeTruthy();
  });
});
