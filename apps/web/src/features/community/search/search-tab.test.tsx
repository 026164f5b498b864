import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderCommunity, stubFetch } from '../live/test/community-test-render.tsx';
import { SearchTab } from './search-tab.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const POST_ID = '00000000-0000-4000-8000-0000000000a1';
const COMMENT_ID = '00000000-0000-4000-8000-0000000000b1';

const results = [
  {
    post_id: POST_ID,
    comment_id: null,
    topic: 'documents',
    language: 'es',
    created_at: '2026-11-20T12:00:00.000Z',
    author_display_name: 'Ana',
    highlight: [
      { text: '¿Dónde renuevo mis ', match: false },
      { text: 'documentos', match: true },
      { text: ' <b>hoy</b>?', match: false },
    ],
  },
  {
    post_id: POST_ID,
    comment_id: COMMENT_ID,
    topic: 'documents',
    language: 'ar',
    created_at: '2026-11-21T12:00:00.000Z',
    author_display_name: 'سارة',
    highlight: [{ text: 'تجديد', match: true }],
  },
];

it('searches what was typed, marks the matching words and links to the post or the comment', async () => {
  const requests = stubFetch((path) =>
    path.startsWith('/community/search')
      ? Response.json({ results, next_cursor: null })
      : Response.json({ code: 'not_found', message: '' }, { status: 404 }),
  );
  const { router } = await renderCommunity(<SearchTab />);
  expect(screen.getByText(/Type a few words/)).toBeTruthy();
  const box = screen.getByRole('searchbox', { name: 'Search posts and comments' });
  fireEvent.change(box, { target: { value: '  documentos "renovar ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('documentos');
  expect(router.state.location.search).toContain('q=documentos');
  expect(requests.map((request) => request.path)).toContain(
    `/community/search?q=${encodeURIComponent('documentos "renovar').replace(/%20/g, '+')}`,
  );
  const marks = document.querySelectorAll('mark');
  expect([...marks].map((mark) => mark.textContent)).toEqual(['documentos', 'تجديد']);
  // Text from the server is text: no element is made from it.
  expect(screen.getByText(/<b>hoy<\/b>/)).toBeTruthy();
  const links = screen.getAllByRole('link');
  expect(links[0]?.getAttribute('href')).toBe(`/community/posts/${POST_ID}`);
  expect(links[1]?.getAttribute('href')).toBe(`/community/posts/${POST_ID}#comment-${COMMENT_ID}`);
  expect(within(links[1] as HTMLElement).getByText('Comment')).toBeTruthy();
  expect(screen.getByText('No more results.')).toBeTruthy();
});

it('says when nothing was found, in the reader’s language', async () => {
  stubFetch(() => Response.json({ results: [], next_cursor: null }));
  await renderCommunity(<SearchTab />, { path: '/community?tab=search&q=nada', language: 'es' });
  expect(await screen.findByText('No se encontró nada para «nada»')).toBeTruthy();
});

it('says what is wrong with the words when the server refuses them (a 400), in Arabic, with no retry', async () => {
  // A query with a NUL arrives from the address (a link, the back button); the box never sends one itself.
  const requests = stubFetch(() =>
    Response.json({ code: 'validation_failed', message: 'The query string is not valid' }, { status: 400 }),
  );
  await renderCommunity(<SearchTab />, {
    path: `/community?tab=search&q=${encodeURIComponent('a\u0000b')}`,
    language: 'ar',
  });
  expect(
    await screen.findByText(
      'يحتوي البحث على حرف لا يمكن البحث به، مثل حرف غير مرئي. عند إعادة البحث سيُحذف هذا الحرف.',
    ),
  ).toBeTruthy();
  expect(screen.queryByText(/الاتصال/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'إعادة المحاولة' })).toBeNull();
  // A 400 is not retried behind the person's back either.
  expect(requests.filter((request) => request.path.startsWith('/community/search'))).toHaveLength(1);
});

it('says a refused search cannot be done as written when its characters are all searchable', async () => {
  stubFetch(() => Response.json({ code: 'validation_failed', message: '' }, { status: 400 }));
  await renderCommunity(<SearchTab />, { path: '/community?tab=search&q=visa' });
  expect(await screen.findByText(/This search can't be done as it is written/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

it('keeps the connection message and the retry for a failed network', async () => {
  // The query tries three more times (1, 2 and 4 s apart) before it gives up: the clock is moved, not waited.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let online = false;
  stubFetch(() => {
    if (!online) throw new TypeError('Failed to fetch');
    return Response.json({ results, next_cursor: null });
  });
  await renderCommunity(<SearchTab />, { path: '/community?tab=search&q=falla', language: 'es' });
  await act(() => vi.advanceTimersByTimeAsync(8_000));
  vi.useRealTimers();
  expect(
    await screen.findByText('La búsqueda no funcionó. Revise su conexión e inténtelo de nuevo.'),
  ).toBeTruthy();
  online = true;
  fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
  expect(await screen.findByText('documentos')).toBeTruthy();
});

it('takes characters that cannot be searched out of the box before sending, and says so', async () => {
  const requests = stubFetch(() => Response.json({ results, next_cursor: null }));
  await renderCommunity(<SearchTab />);
  const box = screen.getByRole('searchbox', { name: 'Search posts and comments' }) as HTMLInputElement;
  // A NUL and a bidi embedding (U+202B, which Arabic copied from another page can carry); a tab parts words.
  fireEvent.change(box, { target: { value: 'a\u0000b \u202Bتجديد\u202C\tpermiso' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByText('documentos');
  expect(box.value).toBe('ab تجديد permiso');
  expect(
    screen
      .getByText("3 characters that can't be searched were taken out of your search.")
      .getAttribute('role'),
  ).toBe('status');
  const searched = requests
    .map((request) => request.path)
    .filter((path) => path.startsWith('/community/search'));
  expect(searched).toEqual([`/community/search?${new URLSearchParams({ q: 'ab تجديد permiso' })}`]);
});

it('keeps a long paste whole, says how far over the limit it is and searches nothing until it fits', async () => {
  const requests = stubFetch(() => Response.json({ results, next_cursor: null }));
  await renderCommunity(<SearchTab />);
  const box = screen.getByRole('searchbox', { name: 'Search posts and comments' }) as HTMLInputElement;
  const pasted = 'x'.repeat(10_000);
  act(() => {
    fireEvent.paste(box, { clipboardData: { getData: () => pasted } });
  });
  expect(box.value).toHaveLength(10_000);
  const over = 'Your text is 9,800 characters over the limit of 200: shorten it before sending.';
  // Shown under the box, read with it, and said once by the polite status line.
  expect(
    (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' '),
  ).toContain(over);
  expect(screen.getAllByText(over).some((node) => node.getAttribute('role') === 'status')).toBe(true);
  expect(box.getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(document.activeElement).toBe(box);
  expect(requests.some((request) => request.path.startsWith('/community/search'))).toBe(false);

  fireEvent.change(box, { target: { value: 'x'.repeat(200) } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(requests.some((request) => request.path.startsWith('/community/search'))).toBe(true),
  );
});
