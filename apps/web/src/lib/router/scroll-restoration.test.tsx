import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider, ScrollRestoration } from './index.ts';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <ScrollRestoration />
      </>
    ),
    children: [
      { path: 'long', element: <p>long page</p> },
      { path: 'other', element: <p id="section">other page</p> },
    ],
  },
];

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(routes, { initialEntries: entries });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}

describe('ScrollRestoration', () => {
  it('starts a pushed page at the top and returns to the saved position on back and forward', async () => {
    const { router } = renderAt('/long');
    window.scrollTo(0, 500);
    await act(() => router.navigate('/other'));
    expect(window.scrollY).toBe(0);
    window.scrollTo(0, 120);

    await act(() => router.navigate(-1));
    expect(window.scrollY).toBe(500);
    await act(() => router.navigate(1));
    expect(window.scrollY).toBe(120);
  });

  it('scrolls to the element a #hash names, instead of the top', async () => {
    const { router } = renderAt('/long');
    const scrollIntoView = vi
      .spyOn(HTMLElement.prototype, 'scrollIntoView')
      .mockImplementation(() => undefined);
    window.scrollTo(0, 300);
    await act(() => router.navigate('/other#section'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('section'));
    // A hash that names nothing: the top.
    await act(() => router.navigate('/long#missing'));
    expect(window.scrollY).toBe(0);
  });

  it('keeps positions in sessionStorage when the page goes away, and restores them after a reload', async () => {
    const first = renderAt('/long');
    window.scrollTo(0, 640);
    act(() => void window.dispatchEvent(new Event('pagehide')));
    const stored = JSON.parse(window.sessionStorage.getItem('amparo-scroll-positions') ?? '{}');
    expect(stored[first.router.state.location.key]).toBe(640);
    first.unmount();

    window.scrollTo(0, 0);
    // A reload: fresh modules (no table in memory), the same tab's sessionStorage, the same history entry
    // (a memory router's first entry is always "default").
    vi.resetModules();
    const reloaded = await import('./index.ts');
    const router = reloaded.createMemoryRouter([{ path: '/long', element: <reloaded.ScrollRestoration /> }], {
      initialEntries: ['/long'],
    });
    render(<reloaded.RouterProvider router={router} />);
    expect(window.scrollY).toBe(640);
  });

  it('takes history scroll restoration from the browser while mounted', () => {
    window.history.scrollRestoration = 'auto';
    const { unmount } = renderAt('/long');
    expect(window.history.scrollRestoration).toBe('manual');
    unmount();
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
