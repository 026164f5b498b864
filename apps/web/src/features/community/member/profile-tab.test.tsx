import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { member, ownPost } from '../test/community-alerts-fixtures.ts';
import { initialsOf, ProfileTab } from './profile-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const COMMENT = {
  id: '00000000-0000-4000-8000-0000000000d1',
  post_id: '00000000-0000-4000-8000-0000000000d2',
  excerpt: 'Thank you, this helped',
  status: 'hidden',
  moderation_reason: 'Shares a phone number',
  created_at: '2026-11-18T10:00:00.000Z',
};

function stubProfile(current: ReturnType<typeof member> | null) {
  const api = stubApi();
  api.answer('GET', '/community/me', { member: current });
  api.answer('GET', '/community/me/posts', {
    posts: [
      ownPost({ status: 'held', moderation_reason: 'A link from a new account', excerpt: 'See this site' }),
      ownPost({
        id: '00000000-0000-4000-8000-0000000000a2',
        post_id: '00000000-0000-4000-8000-0000000000a2',
      }),
    ],
    next_cursor: null,
  });
  api.answer('GET', '/community/me/comments', { comments: [COMMENT], next_cursor: null });
  return api;
}

describe('ProfileTab', () => {
  it('invites someone without a name to choose one, and translates a taken name', async () => {
    const api = stubProfile(null);
    api.answer('PUT', '/community/me', apiError(409, 'display_name_taken'));
    await renderWithProviders(<ProfileTab />);
    expect(await screen.findByRole('heading', { name: 'Choose your community name' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: '  Luz del Valle ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Someone already uses this name. Please choose another one.'),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      display_name: 'Luz del Valle',
    });
  });

  it('in Spanish too', async () => {
    const api = stubProfile(member());
    api.answer('PUT', '/community/me', apiError(409, 'display_name_taken'));
    await renderWithProviders(<ProfileTab />, { language: 'es' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar mi nombre' }));
    fireEvent.change(screen.getByLabelText('Nombre visible'), { target: { value: 'Luz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Alguien ya usa este nombre. Elija otro, por favor.')).toBeTruthy();
  });

  it('changes the name and shows the new one', async () => {
    const api = stubProfile(member());
    api.answer('PUT', '/community/me', { member: member({ display_name: 'Rosa Marina' }) });
    await renderWithProviders(<ProfileTab />);
    expect(await screen.findByRole('heading', { name: 'Luz del Valle' })).toBeTruthy();
    expect(screen.getByText('LD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change my name' }));
    fireEvent.change(screen.getByLabelText('Display name'), { target: { value: 'Rosa Marina' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Rosa Marina' })).toBeTruthy();
    expect(screen.getByText('RM')).toBeTruthy();
  });

  it('lists own posts and comments with their status and the reason', async () => {
    stubProfile(member());
    await renderWithProviders(<ProfileTab />);
    const held = await screen.findByRole('link', { name: 'See this site' });
    expect(held.getAttribute('href')).toBe('/community/posts/00000000-0000-4000-8000-0000000000a1');
    expect(screen.getByText('Waiting for review')).toBeTruthy();
    expect(screen.getByText('A link from a new account')).toBeTruthy();
    // A visible post has no badge.
    expect(screen.getAllByText(/Waiting for review|Hidden/)).toHaveLength(2);
    const comment = screen.getByRole('link', { name: 'Thank you, this helped' });
    expect(comment.getAttribute('href')).toBe(`/community/posts/${COMMENT.post_id}#comment-${COMMENT.id}`);
    expect(screen.getByText('Shares a phone number')).toBeTruthy();
  });

  it('saves which alerts also come as a push', async () => {
    const api = stubProfile(member());
    api.answer('PUT', '/community/me/notification-settings', {
      member: member({ notification_settings: { push: ['reply', 'reaction', 'official_alert'] } }),
    });
    await renderWithProviders(<ProfileTab />);
    const reaction = await screen.findByRole('checkbox', { name: 'When someone finds my post helpful' });
    expect((reaction as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Official alerts' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(reaction);
    await waitFor(() => expect((reaction as HTMLInputElement).checked).toBe(true));
    expect(
      api.requests.find((request) => request.path === '/community/me/notification-settings')?.body,
    ).toEqual({
      push: ['reply', 'reaction', 'official_alert'],
    });
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first two words, in any script', () => {
    expect(initialsOf('luz del valle')).toBe('LD');
    expect(initialsOf('  Rosa ')).toBe('R');
    expect(initialsOf('روزا مارينا')).toBe('رم');
  });
});
