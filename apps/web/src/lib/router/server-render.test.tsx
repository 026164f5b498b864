import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  useParams,
  useSearchParams,
} from './index.ts';

function Layout() {
  const { pathname } = useLocation();
  return (
    <div>
      <nav>
        <Link to="/">home</Link>
        <Link to={{ pathname: '/auth', search: '?mode=signup' }}>sign up</Link>
        <Link to="?tab=2">tab</Link>
      </nav>
      <main data-path={pathname}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}

function Page() {
  const { id } = useParams();
  const [params] = useSearchParams();
  return <p>{`page ${id} tab ${params.get('tab')}`}</p>;
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <p>home</p> },
      { path: 'pages/:id', element: <Page /> },
    ],
  },
];

const URL_UNDER_TEST = '/pages/7?tab=2';

describe('prerendering and hydration', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('renders the same markup on the server (memory router) as in the browser (browser router)', async () => {
    const server = renderToString(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [URL_UNDER_TEST] })} />,
    );
    expect(server).toContain('page 7 tab 2');
    expect(server).toContain('href="/pages/7?tab=2"');

    window.history.replaceState(null, '', URL_UNDER_TEST);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<RouterProvider router={createBrowserRouter(routes)} />));
    expect(container.innerHTML).toBe(server);
    act(() => root.unmount());
  });

  it('hydrates the prerendered HTML without a mismatch, and then navigates', async () => {
    const html = renderToString(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [URL_UNDER_TEST] })} />,
    );
    window.history.replaceState(null, '', URL_UNDER_TEST);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const paragraph = container.querySelector('p');

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRecoverableError = vi.fn();
    const router = createBrowserRouter(routes);
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // Hydration kept the server's nodes rather than replacing them.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.innerHTML).toBe(html);

    await act(() => router.navigate('/'));
    expect(container.querySelector('main')?.textContent).toBe('home');
  });
});
