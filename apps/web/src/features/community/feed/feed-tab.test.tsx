import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { feedPage, OTHER_POST_ID, post } from '../components/test/community-fixtures.ts';
import { FeedTab } from './feed-tab.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const feedRequests = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((request) => request.method === 'GET' && request.path === '/community/posts');

describe('FeedTab', () => {
  it('offers New post and Refresh, and reads without a display name', async () => {
    const api = stubApi();
    api.answer('GET', '/community/me', { member: null });
    api.answer('GET', '/community/posts', feedPage([post()]));
    await renderWithProviders(<FeedTab />);
    expect(await screen.findByText(/My work permit renewal/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New post' }).getAttribute('href')).toBe('/community?tab=post');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByText('You have seen all the posts.')).toBeTruthy();
  });

  it('asks again with the topic and language chosen', async () => {
    const api = stubApi();
    api.answer('GET', '/community/posts', feedPage([post()]));
    await renderWithProviders(<FeedTab />);
    await screen.findByText(/My work permit renewal/);
    expect(Object.fromEntries(feedRequests(api)[0]?.search ?? [])).toEqual({});

    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'housing' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ar' } });
    await waitFor(() =>
      expect(Object.fromEntries(feedRequests(api).at(-1)?.search ?? [])).toEqual({
        topic: 'housing',
        language: 'ar',
      }),
    );
    // The language filter names each language in its own words.
    expect(screen.getByRole('option', { name: 'العربية' })).toBeTruthy();
  });

  it('takes its filters from the address, so the back button shows the same feed', async () => {
    const api = stubApi();
    api.answer('GET', '/community/posts', feedPage([post()]));
    await renderWithProviders(<FeedTab />, { path: '/community?tab=feed&topic=housing&language=nope' });
    await screen.findByText(/My work permit renewal/);
    expect(Object.fromEntries(feedRequests(api)[0]?.search ?? [])).toEqual({ topic: 'housing' });
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('housing');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('');
  });

  it('loads more with the cursor the server gave, keeping the first page', async () => {
    const api = stubApi();
    const older = post({ id: OTHER_POST_ID, body: 'An older post about schools.' });
    api.answer('GET', '/community/posts', (request) =>
      Response.json(
        request.search.get('cursor') === 'page-2' ? feedPage([older]) : feedPage([post()], 'page-2'),
      ),
    );
    await renderWithProviders(<FeedTab />);
    await screen.findByText(/My work permit renewal/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older post about schools.')).toBeTruthy();
    expect(screen.getByText(/My work permit renewal/)).toBeTruthy();
    expect(feedRequests(api).map((request) => request.search.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Refresh asks for the newest page again, without the cursor', async () => {
    const api = stubApi();
    api.answer('GET', '/community/posts', (request) =>
      Response.json(
        request.search.get('cursor')
          ? feedPage([post({ id: OTHER_POST_ID, body: 'Older.' })])
          : feedPage([post()], 'page-2'),
      ),
    );
    await renderWithProviders(<FeedTab />);
    await screen.findByText(/My work permit renewal/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Older.');
    api.answer(
      'GET',
      '/community/posts',
      feedPage([post({ id: OTHER_POST_ID, body: 'Brand new post.' })], 'x'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Brand new post.')).toBeTruthy();
    const requests = feedRequests(api);
    expect(requests).toHaveLength(3);
    expect(requests.at(-1)?.search.get('cursor')).toBeNull();
  });

  it('teaches what the feed is for when it is empty', async () => {
    const api = stubApi();
    api.answer('GET', '/community/posts', feedPage([]));
    await renderWithProviders(<FeedTab />);
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the first post' }).getAttribute('href')).toBe(
      '/community?tab=post',
    );
  });

  it('says when the feed cannot load, and tries again', async () => {
    const api = stubApi();
    api.answer('GET', '/community/posts', apiError(400, 'invalid_cursor'));
    await renderWithProviders(<FeedTab />);
    expect(await screen.findByText(/We could not load the posts/)).toBeTruthy();
    api.answer('GET', '/community/posts', feedPage([post()]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/My work permit renewal/)).toBeTruthy();
  });

  it('says so when the phone is offline, and keeps what is on screen', async () => {
    const api = stubApi();
    api.answer('GET', '/community/posts', feedPage([post()]));
    await renderWithProviders(<FeedTab />);
    await screen.findByText(/My work permit renewal/);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent(window, new Event('offline'));
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.getByText(/My work permit renewal/)).toBeTruthy();
    // TanStack Query heard the event too: back online for the next test.
    vi.restoreAllMocks();
    fireEvent(window, new Event('online'));
  });

  it('reads in Arabic, right to left, with Arabic plural forms', async () => {
    const api = stubApi();
    api.answer('GET', '/community/posts', feedPage([post({ comment_count: 2 })]));
    await renderWithProviders(<FeedTab />, { language: 'ar' });
    expect(await screen.findByRole('link', { name: 'تعليقان' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'منشور جديد' })).toBeTruthy();
  });
});
