import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  MemoryRouter,
  Navigate,
  Outlet,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from './index.ts';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</p>;
}

function Layout({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <Outlet />
    </section>
  );
}

function Post() {
  const params = useParams();
  return <p>{`post ${params.postId} in ${params.blogId}`}</p>;
}

function Crash(): never {
  throw new Error('boom');
}

function ErrorScreen() {
  const error = useRouteError();
  return <p role="alert">{error instanceof Error ? error.message : String(error)}</p>;
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout name="root" />,
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <p>home</p> },
      { path: 'blogs/:blogId/posts/:postId', element: <Post /> },
      { path: 'where', element: <Where /> },
      { element: <Layout name="pathless" />, children: [{ path: 'inside', element: <p>inside</p> }] },
      { path: 'no-element', children: [{ path: 'child', element: <p>child of a route without element</p> }] },
      { path: 'crash', element: <Crash /> },
      {
        path: 'guarded',
        element: <Layout name="guarded" />,
        errorElement: <p role="alert">inner error screen</p>,
        children: [{ path: 'crash', element: <Crash /> }],
      },
      { path: 'old', element: <Navigate to="/where?from=old" replace state={{ moved: true }} /> },
      { path: '*', element: <p>not found</p> },
    ],
  },
];

function renderAt(path: string, options: { onError?: () => void } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} onError={options.onError} />);
  return { router, ...view };
}

describe('RouterProvider with a memory router', () => {
  it('renders nested layouts through Outlet, the index route, and pathless layouts', () => {
    renderAt('/');
    expect(screen.getByRole('region', { name: 'root' }).textContent).toBe('home');
    act(() => void renderAt('/inside'));
    expect(screen.getByRole('region', { name: 'pathless' }).textContent).toBe('inside');
  });

  it('renders the children of a route without an element', () => {
    renderAt('/no-element/child');
    expect(screen.getByText('child of a route without element')).toBeDefined();
  });

  it('gives every param of the match to useParams', () => {
    renderAt('/blogs/news/posts/7');
    expect(screen.getByText('post 7 in news')).toBeDefined();
  });

  it('falls back to the splat route', () => {
    renderAt('/does/not/exist');
    expect(screen.getByText('not found')).toBeDefined();
  });

  it('renders nothing when no route matches', () => {
    const router = createMemoryRouter([{ path: '/only', element: <p>only</p> }], {
      initialEntries: ['/other'],
    });
    const { container } = render(<RouterProvider router={router} />);
    expect(container.innerHTML).toBe('');
  });

  it('navigates with push, replace and a delta, keeping state and giving each entry a key', async () => {
    const { router } = renderAt('/');
    await act(() => router.navigate('/where?a=1#h', { state: { from: 'test' } }));
    expect(screen.getByTestId('where').textContent).toBe('/where?a=1#h {"from":"test"}');
    expect(router.state.historyAction).toBe('PUSH');
    const pushedKey = router.state.location.key;

    await act(() => router.navigate('/where?b=2', { replace: true }));
    expect(screen.getByTestId('where').textContent).toBe('/where?b=2 null');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.key).not.toBe(pushedKey);

    // The replaced entry is gone: one step back is the first page.
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('POP');
    await act(() => router.navigate(1));
    expect(router.state.location.search).toBe('?b=2');
    // Past either end nothing happens.
    await act(() => router.navigate(5));
    expect(router.state.location.search).toBe('?b=2');
  });

  it('makes a push to the address already shown a replace with a new key', async () => {
    const { router } = renderAt('/where');
    const before = router.state.location.key;
    await act(() => router.navigate('/where'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.key).not.toBe(before);
    await act(() => router.navigate(-1));
    expect(router.state.location.key).not.toBe(before);
  });

  it("resolves '?query' and '#hash' against the current pathname", async () => {
    const { router } = renderAt('/where?x=1');
    await act(() => router.navigate('#part'));
    expect(screen.getByTestId('where').textContent).toBe('/where?x=1#part null');
    await act(() => router.navigate('?y=2'));
    expect(screen.getByTestId('where').textContent).toBe('/where?y=2 null');
    await act(() => router.navigate('?'));
    expect(router.state.location.search).toBe('');
  });

  it('notifies subscribers until disposed', async () => {
    const { router } = renderAt('/');
    const seen: string[] = [];
    const unsubscribe = router.subscribe((state) => seen.push(state.location.pathname));
    await act(() => router.navigate('/where'));
    unsubscribe();
    await act(() => router.navigate('/inside'));
    expect(seen).toEqual(['/where']);
  });

  it('Navigate redirects after rendering, once even under StrictMode, with its state', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/', '/old'] });
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.historyAction));
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(await screen.findByTestId('where')).toBeDefined();
    expect(screen.getByTestId('where').textContent).toBe('/where?from=old {"moved":true}');
    expect(seen).toEqual(['REPLACE']);
  });

  it('shows the nearest errorElement, gives it the error, and reports it through onError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { router } = renderAt('/guarded/crash', { onError });
    // The inner route's own errorElement, inside the layouts above it.
    expect(screen.getByRole('alert').textContent).toBe('inner error screen');
    expect(screen.getByRole('region', { name: 'root' })).toBeDefined();

    await act(() => router.navigate('/crash'));
    // No errorElement of its own: the root's screen, in place of the root layout.
    expect(screen.getByRole('alert').textContent).toBe('boom');
    expect(screen.queryByRole('region', { name: 'root' })).toBeNull();
    expect(onError).toHaveBeenCalledTimes(2);
    const [error, info] = onError.mock.calls[1] ?? [];
    expect((error as Error).message).toBe('boom');
    expect(info.location.pathname).toBe('/crash');
    expect(typeof info.errorInfo.componentStack).toBe('string');

    // A new location clears the error.
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('home')).toBeDefined();
  });

  it('shows a thrown non-Error value too, and renders again on the same address navigated to afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw 'flaky';
      return <p>recovered</p>;
    }
    const router = createMemoryRouter([{ path: '/', element: <Flaky />, errorElement: <ErrorScreen /> }], {
      initialEntries: ['/'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('alert').textContent).toBe('flaky');
    fail = false;
    await act(() => router.navigate('/', { replace: true }));
    expect(screen.getByText('recovered')).toBeDefined();
  });

  it('useRouteError is undefined outside an error screen', () => {
    function Probe() {
      return <p>{String(useRouteError())}</p>;
    }
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Probe /> }])} />);
    expect(screen.getByText('undefined')).toBeDefined();
  });
});

describe('useNavigate and useSearchParams', () => {
  function Controls() {
    const navigate = useNavigate();
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p data-testid="params">{params.toString()}</p>
        <button type="button" onClick={() => navigate('/where', { state: 1 })}>
          push
        </button>
        <button type="button" onClick={() => navigate(-1)}>
          back
        </button>
        <button
          type="button"
          onClick={() =>
            setParams([
              ['show', 'carried'],
              ['tag', 'a'],
              ['tag', 'b'],
            ])
          }
        >
          set
        </button>
        <button
          type="button"
          onClick={() =>
            setParams(
              (previous) => {
                previous.delete('show');
                return previous;
              },
              { replace: true },
            )
          }
        >
          drop
        </button>
      </>
    );
  }

  it('pushes and steps back; sets the query with push or replace, dropping the hash', () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <Controls /> },
        { path: '/where', element: <Where /> },
      ],
      { initialEntries: ['/?keep=1#h'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('params').textContent).toBe('keep=1');

    fireEvent.click(screen.getByText('set'));
    expect(router.state.location.search).toBe('?show=carried&tag=a&tag=b');
    expect(router.state.location.hash).toBe('');
    expect(router.state.historyAction).toBe('PUSH');
    expect(screen.getByTestId('params').textContent).toBe('show=carried&tag=a&tag=b');

    fireEvent.click(screen.getByText('drop'));
    expect(router.state.location.search).toBe('?tag=a&tag=b');
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.click(screen.getByText('push'));
    expect(screen.getByTestId('where').textContent).toBe('/where 1');
    act(() => void router.navigate(-1));
    expect(screen.getByTestId('params').textContent).toBe('tag=a&tag=b');
  });

  it('works inside MemoryRouter without routes', () => {
    render(
      <MemoryRouter initialEntries={['/start?x=1']}>
        <Where />
        <Controls />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/start?x=1 null');
    fireEvent.click(screen.getByText('push'));
    expect(screen.getByTestId('where').textContent).toBe('/where 1');
    fireEvent.click(screen.getByText('back'));
    expect(screen.getByTestId('where').textContent).toBe('/start?x=1 null');
  });

  it('throws a clear error outside a router', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow(/Not inside a RouterProvider/);
  });
});

describe('createBrowserRouter', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('reads the address, writes history entries, and follows popstate', async () => {
    window.history.replaceState(null, '', '/where?a=1');
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    expect(screen.getByTestId('where').textContent).toBe('/where?a=1 null');
    expect(router.state.location.key).toBe('default');

    await act(() => router.navigate('/blogs/b/posts/p', { state: { n: 1 } }));
    expect(window.location.pathname).toBe('/blogs/b/posts/p');
    expect(window.history.state).toMatchObject({ usr: { n: 1 }, key: router.state.location.key });
    expect(screen.getByText('post p in b')).toBeDefined();

    // What the browser does on Back: the address changes first, then popstate.
    act(() => {
      window.history.replaceState({ usr: { back: true }, key: 'k0' }, '', '/where?a=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.key).toBe('k0');
    expect(screen.getByTestId('where').textContent).toBe('/where?a=1 {"back":true}');

    router.dispose();
    act(() => {
      window.history.replaceState(null, '', '/inside');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(router.state.location.pathname).toBe('/where');
  });

  it('falls back to a page load when the browser refuses pushState', async () => {
    const router = createBrowserRouter(routes);
    vi.spyOn(window.history, 'pushState').mockImplementation(() => {
      throw new DOMException('too many calls', 'SecurityError');
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await router.navigate('/where?x=1');
    expect(assign).toHaveBeenCalledWith('/where?x=1');
    router.dispose();
  });
});
