import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { afterEach, expect, it, vi } from 'vitest';
import { NewPostsIndicator } from './new-posts-indicator.tsx';
import { controlledEventStream, renderCommunity, stubFetch } from './test/community-test-render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const post = (id: string, topic = 'work', language = 'en') => ({
  id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
  topic,
  language,
  created_at: '2026-11-26T10:00:00.000Z',
});

it('counts matching posts as they arrive, shows nothing at zero, and resets when clicked', async () => {
  const stream = controlledEventStream();
  const requests = stubFetch((path) =>
    path === '/community/events' ? stream.response : Response.json({ count: 0 }),
  );
  const onShowNew = vi.fn();
  await renderCommunity(<NewPostsIndicator topic="work" onShowNew={onShowNew} />);
  await waitFor(() => expect(requests.some((request) => request.path === '/community/events')).toBe(true));
  const streamRequest = requests.find((request) => request.path === '/community/events');
  expect(streamRequest?.headers.authorization).toMatch(/^Bearer /);
  expect(streamRequest?.headers.accept).toBe('text/event-stream');
  expect(screen.queryByRole('button')).toBeNull();

  act(() => {
    stream.push('post', post('1'));
    stream.push('post', post('2', 'housing'));
    stream.push('post', post('3'));
    stream.push('post', post('3'));
    stream.push('notification', {});
  });
  const button = await screen.findByRole('button', { name: /2 new posts/ });
  expect(button.closest('[aria-live="polite"]')).not.toBeNull();
  fireEvent.click(button);
  expect(onShowNew).toHaveBeenCalledOnce();
  expect(screen.queryByRole('button')).toBeNull();
  act(() => stream.push('post', post('4')));
  expect(await screen.findByRole('button', { name: /1 new post\b/ })).toBeTruthy();
});

it('asks how many it missed when the stream comes back', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const first = controlledEventStream();
    const second = controlledEventStream();
    let opened = 0;
    const requests = stubFetch((path) => {
      if (path === '/community/events') return ++opened === 1 ? first.response : second.response;
      return Response.json({ count: 3 });
    });
    await renderCommunity(
      <NewPostsIndicator language="es" onShowNew={() => {}} newestShownAt="2026-11-26T09:00:00.000Z" />,
      {
        language: 'es',
      },
    );
    await waitFor(() => expect(opened).toBe(1));
    act(() => first.end());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(opened).toBe(2));
    // The server says when the new stream is registered; only then is it safe to count what was missed.
    act(() => second.push('ready', {}));
    const count = await waitFor(() => {
      const found = requests.find((request) => request.path.startsWith('/community/posts/new-count'));
      if (!found) throw new Error('no new-count yet');
      return found;
    });
    expect(count.path).toBe('/community/posts/new-count?since=2026-11-26T09%3A00%3A00.000Z&language=es');
    expect(await screen.findByRole('button', { name: /3 publicaciones nuevas/ })).toBeTruthy();
  } finally {
    vi.useRealTimers();
  }
});

it('counts what was posted before its first stream was registered', async () => {
  const stream = controlledEventStream();
  const requests = stubFetch((path) => {
    if (path === '/community/events') return stream.response;
    return Response.json({ count: 1 });
  });
  await renderCommunity(<NewPostsIndicator onShowNew={() => {}} newestShownAt="2026-11-26T09:00:00.000Z" />);
  await waitFor(() => expect(requests.some((request) => request.path === '/community/events')).toBe(true));
  expect(requests.some((request) => request.path.startsWith('/community/posts/new-count'))).toBe(false);
  act(() => stream.push('ready', {}));
  expect(await screen.findByRole('button', { name: /1 new post/ })).toBeTruthy();
});
