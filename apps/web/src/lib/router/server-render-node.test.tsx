// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  type RouteObject,
  RouterProvider,
  ScrollRestoration,
} from './index.ts';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Link to="/auth">auth</Link>
        <Outlet />
        <ScrollRestoration />
      </>
    ),
    children: [
      { path: 'auth', element: <p>auth page</p> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

// Prerendering runs in Node, where there is no window: importing and rendering must not reach for it.
describe('the router in Node', () => {
  it('renders a route, a Link, Navigate and ScrollRestoration with no window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/auth'] })} />,
    );
    expect(html).toBe('<a href="/auth">auth</a><p>auth page</p>');
    const redirecting = renderToString(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/nowhere'] })} />,
    );
    expect(redirecting).toBe('<a href="/auth">auth</a>');
  });
});
