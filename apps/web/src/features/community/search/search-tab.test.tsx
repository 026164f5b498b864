import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderCommunity, stubFetch } from '../live/test/community-test-render.tsx';
import { SearchTab } from './search-tab.tsx';

afterEach(() => {
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

it('says when nothing was found, and when the search failed, in the reader’s language', async () => {
  stubFetch((path) =>
    path.includes('q=nada')
      ? Response.json({ results: [], next_cursor: null })
      : Response.json({ code: 'validation_failed', message: '' }, { status: 400 }),
  );
  await renderCommunity(<SearchTab />, { path: '/community?tab=search&q=nada', language: 'es' });
  expect(await screen.findByText('No se encontró nada para «nada»')).toBeTruthy();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'falla' } });
  fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByText(/La búsqueda no funcionó/)).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy());
});
