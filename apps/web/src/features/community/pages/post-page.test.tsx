import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderAppAt, stubApi } from '../../../test/api-stub.tsx';
import { fakeProfile, fakeSession } from '../../../test/render-app.tsx';
import { comment, member, myAuthor, POST_ID, post } from '../components/test/community-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const MY_COMMENT_ID = '00000000-0000-4000-8000-00000000c002';

function signedInApi() {
  const api = stubApi();
  api.answer('GET', '/profile', fakeProfile({ has_access: true }));
  api.answer('GET', '/community/me', { member: member() });
  return api;
}

/** A post with no comments yet, whose server answers a new comment with what was sent, as the caller's. */
function postWithoutCommentsApi() {
  const api = signedInApi();
  api.answer('GET', `/community/posts/${POST_ID}`, { post: post({ comment_count: 0 }), comments: [] });
  api.answer('POST', `/community/posts/${POST_ID}/comments`, (request) =>
    Response.json(
      comment({ id: MY_COMMENT_ID, author: myAuthor(), body: (request.body as { body: string }).body }),
      { status: 201 },
    ),
  );
  return api;
}

describe('/community/posts/:postId', () => {
  it('shows the post and its comments; Edit and Delete only on one’s own comment', async () => {
    const api = signedInApi();
    api.answer('GET', `/community/posts/${POST_ID}`, {
      post: post({ comment_count: 2 }),
      comments: [
        comment(),
        comment({ id: MY_COMMENT_ID, author: myAuthor(), body: 'I had the same wait in Houston.' }),
      ],
    });
    api.answer('PATCH', `/community/comments/${MY_COMMENT_ID}`, (request) =>
      Response.json(
        comment({
          id: MY_COMMENT_ID,
          author: myAuthor(),
          body: (request.body as { body: string }).body,
          edited_at: new Date().toISOString(),
        }),
      ),
    );
    api.answer('DELETE', `/community/comments/${MY_COMMENT_ID}`, new Response(null, { status: 204 }));
    await renderAppAt(`/community/posts/${POST_ID}`, { session: fakeSession() });

    expect(await screen.findByText(/My work permit renewal/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeTruthy();
    const [theirs, mine] = screen.getAllByTestId('comment');
    if (!theirs || !mine) throw new Error('two comments expected');
    expect(theirs.id).toBe('comment-00000000-0000-4000-8000-00000000c001');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(mine).getByLabelText('Your comment'), {
      target: { value: 'I had the same wait in Houston, five months.' },
    });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save changes' }));
    expect(await within(mine).findByText('I had the same wait in Houston, five months.')).toBeTruthy();
    expect(within(mine).getByText('(edited)')).toBeTruthy();

    fireEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(mine).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: '1 comment' })).toBeTruthy();
  });

  it('adds a comment, after the identifying-text warning', async () => {
    postWithoutCommentsApi();
    await renderAppAt(`/community/posts/${POST_ID}`, { session: fakeSession() });
    expect(await screen.findByText('No comments yet. Be the first to help.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Add a comment'), {
      target: { value: 'My receipt is IOE0912345678, same here.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(/it looks like a USCIS receipt number/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Comment anyway' }));
    expect(await screen.findByText('My receipt is IOE0912345678, same here.')).toBeTruthy();
    expect((screen.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('heading', { name: '1 comment' })).toBeTruthy();
  });

  it('says an empty comment is empty, under the field, with the focus in it; a comment of emoji alone goes', async () => {
    const api = postWithoutCommentsApi();
    await renderAppAt(`/community/posts/${POST_ID}`, { session: fakeSession() });
    const field = await screen.findByLabelText('Add a comment');
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Write your comment first.');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(field, { target: { value: '🙏🏽🙏🏽' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('🙏🏽🙏🏽')).toBeTruthy();
    expect(screen.queryByText('Write your comment first.')).toBeNull();
  });

  it('brings the comment named in the address into view', async () => {
    const api = signedInApi();
    api.answer('GET', `/community/posts/${POST_ID}`, {
      post: post(),
      comments: [comment(), comment({ id: MY_COMMENT_ID, author: myAuthor() })],
    });
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    await renderAppAt(`/community/posts/${POST_ID}#comment-${MY_COMMENT_ID}`, { session: fakeSession() });
    await screen.findAllByTestId('comment');
    await waitFor(() => expect(scrolled).toEqual([`comment-${MY_COMMENT_ID}`]));
  });

  it('says plainly when the post is not available, with the way back', async () => {
    const api = signedInApi();
    api.answer('GET', `/community/posts/${POST_ID}`, apiError(404, 'post_not_found'));
    await renderAppAt(`/community/posts/${POST_ID}`, { session: fakeSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'This post is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the feed' }).getAttribute('href')).toBe(
      '/community?tab=feed',
    );
  });
});
