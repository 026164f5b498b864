import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { PostCard } from './post-card.tsx';
import { enforcementReport, myAuthor, POST_ID, post } from './test/community-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PostCard', () => {
  it('shows who wrote it, its topic, language and time, and the text as typed', async () => {
    stubApi();
    await renderWithProviders(
      <PostCard
        post={post({ author: { ...post().author, verified_organization: { name: 'Casa Ayuda' } } })}
      />,
    );
    const card = screen.getByRole('article', { name: 'Post by Rio Azul' });
    expect(within(card).getByText('RA')).toBeTruthy();
    expect(within(card).getByText('Verified organization: Casa Ayuda')).toBeTruthy();
    expect(within(card).getByText('Documents and renewals')).toBeTruthy();
    expect(within(card).getByText('English')).toBeTruthy();
    expect(within(card).getByText('5 minutes ago')).toBeTruthy();
    const body = within(card).getByText(/My work permit renewal/);
    expect(body.getAttribute('dir')).toBe('auto');
    expect(body.textContent).toBe('My work permit renewal took four months.\nFile early!');
    expect(within(card).getByRole('link', { name: '3 comments' }).getAttribute('href')).toBe(
      `/community/posts/${POST_ID}`,
    );
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows an enforcement report as unverified, with hotline advice and the area and state only', async () => {
    stubApi();
    await renderWithProviders(<PostCard post={enforcementReport()} />);
    const notice = screen.getByTestId('report-notice');
    expect(
      within(notice).getByRole('heading', { name: 'Unverified report of immigration enforcement' }),
    ).toBeTruthy();
    expect(within(notice).getByText('Area: Little Village, Illinois')).toBeTruthy();
    expect(within(notice).getByText(/call a local rapid-response hotline/)).toBeTruthy();
  });

  it('keeps a false report visible, labelled, with what the organisation found', async () => {
    stubApi();
    await renderWithProviders(
      <PostCard
        post={enforcementReport({
          verification: 'false',
          verification_note: 'Our responders checked: it was a utility crew.',
        })}
      />,
    );
    const notice = screen.getByTestId('report-notice');
    expect(
      within(notice).getByRole('heading', { name: 'Marked false by a verified organization' }),
    ).toBeTruthy();
    expect(
      within(notice).getByText('What they found: Our responders checked: it was a utility crew.'),
    ).toBeTruthy();
    expect(screen.getByText(/unmarked vans/)).toBeTruthy();
    expect(screen.queryByText(/Unverified report/)).toBeNull();
  });

  it('names the organisation that decided, when the server says who', async () => {
    stubApi();
    await renderWithProviders(
      <PostCard post={enforcementReport({ verification: 'confirmed', verified_by: { name: 'CHIRLA' } })} />,
    );
    const notice = screen.getByTestId('report-notice');
    expect(within(notice).getByRole('heading', { name: 'Confirmed by CHIRLA' })).toBeTruthy();
  });

  it('explains common scams on a post the server labelled', async () => {
    stubApi();
    await renderWithProviders(<PostCard post={post({ labels: ['scam_warning'] })} />);
    const notice = screen.getByTestId('scam-notice');
    expect(within(notice).getByRole('heading', { name: 'This may be a scam' })).toBeTruthy();
    expect(within(notice).getByText(/Nobody can guarantee a green card/)).toBeTruthy();
    expect(within(notice).getByText(/cannot give immigration legal advice/)).toBeTruthy();
    expect(within(notice).getByText(/Never send money/)).toBeTruthy();
  });

  it('tells the author why a held post waits, and offers no Helpful on it', async () => {
    stubApi();
    await renderWithProviders(
      <PostCard post={post({ author: myAuthor(), status: 'held', moderation_reason: 'new_account_link' })} />,
    );
    const notice = screen.getByTestId('held-notice');
    expect(within(notice).getByText(/only you can see this/)).toBeTruthy();
    expect(within(notice).getByText(/Posts with links from new members are checked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Helpful/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('offers Delete but not Edit on the author’s report once it is confirmed or marked false', async () => {
    for (const verification of ['confirmed', 'false'] as const) {
      stubApi();
      const { unmount } = await renderWithProviders(
        <PostCard post={enforcementReport({ author: myAuthor(), verification })} />,
      );
      expect(screen.queryByRole('button', { name: 'Edit' }), verification).toBeNull();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
      unmount();
    }
    stubApi();
    await renderWithProviders(<PostCard post={enforcementReport({ author: myAuthor() })} />);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('checks an edited report like the composer: an address or coordinates are refused before sending', async () => {
    const api = stubApi();
    api.answer('PATCH', `/community/posts/${POST_ID}`, enforcementReport({ author: myAuthor() }));
    await renderWithProviders(<PostCard post={enforcementReport({ author: myAuthor() })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const text = screen.getByLabelText('Your post');
    fireEvent.change(text, { target: { value: 'Agents at 1200 W Main Street, 41.8781, -87.6298' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(/Take out the street address or coordinates/);
    expect(text.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);

    // Emptied: said under the text too.
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Write something to post.')).toBeTruthy();

    fireEvent.change(text, { target: { value: 'Agents near the bus station in Little Village.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
        body: 'Agents near the bus station in Little Village.',
      }),
    );
  });

  it('lets an ordinary post keep numbers in its edited text', async () => {
    const api = stubApi();
    api.answer('PATCH', `/community/posts/${POST_ID}`, post({ author: myAuthor() }));
    await renderWithProviders(<PostCard post={post({ author: myAuthor() })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Your post'), {
      target: { value: 'The free clinic by the lake (41.8781, -87.6298) opens at 9.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PATCH')).toBe(true));
  });

  it('toggles Helpful with its count and pressed state', async () => {
    const api = stubApi();
    api.answer('PUT', `/community/posts/${POST_ID}/helpful`, { helpful_count: 3, you_found_helpful: true });
    await renderWithProviders(<PostCard post={post()} />);
    const helpful = screen.getByRole('button', { name: /Helpful/ });
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    expect(helpful.textContent).toContain('2');
    fireEvent.click(helpful);
    await vi.waitFor(() => {
      const pressed = screen.getByRole('button', { name: /Helpful/ });
      expect(pressed.getAttribute('aria-pressed')).toBe('true');
      expect(pressed.textContent).toContain('3');
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: /Helpful/ }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('button', { name: /Helpful/ }).textContent).toContain('3');
    expect(
      api.requests.some((request) => request.method === 'PUT' && request.path.endsWith('/helpful')),
    ).toBe(true);
  });

  it('asks before the author deletes a post', async () => {
    const api = stubApi();
    api.answer('DELETE', `/community/posts/${POST_ID}`, new Response(null, { status: 204 }));
    const onDeleted = vi.fn();
    await renderWithProviders(<PostCard post={post({ author: myAuthor() })} onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `/community/posts/${POST_ID}`,
    );
  });
});
