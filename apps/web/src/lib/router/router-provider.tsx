import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { LocationContext, RouteContext, RouterContext } from './contexts.ts';
import { createMemoryRouter, type Router } from './create-router.ts';
import type { Location } from './history.ts';
import type { RouteMatch } from './match-routes.ts';
import { Outlet } from './outlet.tsx';
import { RouteErrorBoundary, type RouterErrorHandler } from './route-error-boundary.tsx';

/**
 * Nests the matched routes from the innermost out: each route's element gets the one below it as its outlet,
 * and a route with an errorElement wraps its own element (and the children without one) in a boundary.
 */
function renderMatches({ routes, params }: RouteMatch, location: Location, onError?: RouterErrorHandler) {
  let outlet: ReactNode = null;
  for (let i = routes.length - 1; i >= 0; i--) {
    const route = routes[i];
    if (!route) continue;
    const value = { outlet, params };
    // A route without an element renders its children, as react-router does.
    outlet = <RouteContext.Provider value={value}>{route.element ?? <Outlet />}</RouteContext.Provider>;
    if (route.errorElement !== undefined) {
      outlet = (
        <RouteErrorBoundary
          location={location}
          route={value}
          errorElement={route.errorElement}
          onError={onError}
        >
          {outlet}
        </RouteErrorBoundary>
      );
    }
  }
  return outlet;
}

function useRouterState(router: Router) {
  // The same snapshot on the server and in the browser: a prerendered page hydrates without a mismatch.
  // Updates are synchronous (no transition), so a keyed <Suspense> shows its fallback on a new page.
  return useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
}

export function RouterProvider({ router, onError }: { router: Router; onError?: RouterErrorHandler }) {
  const { location, matches } = useRouterState(router);
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={location}>
        {matches && renderMatches(matches, location, onError)}
      </LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/** For tests of components that link or read the location without the app's routes. */
export function MemoryRouter({
  initialEntries,
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [router] = useState(() => createMemoryRouter([], { initialEntries }));
  const { location } = useRouterState(router);
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </RouterContext.Provider>
  );
}
