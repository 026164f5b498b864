import { createContext, type ReactNode, useContext } from 'react';
import type { Router } from './create-router.ts';
import type { Location } from './history.ts';
import type { Params } from './match-routes.ts';

// Three contexts, as in react-router, so a component that only navigates does not re-render on every move.
export const RouterContext = createContext<Router | null>(null);
export const LocationContext = createContext<Location | null>(null);

/** What a route's element sees: its child route's rendered element (for <Outlet />) and the matched params. */
export type RouteContextValue = { outlet: ReactNode; params: Params; error?: { value: unknown } };
export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('This component must be rendered inside a RouterProvider or MemoryRouter');
  return router;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() must be used inside a RouterProvider or MemoryRouter');
  return location;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** The error the nearest errorElement caught; undefined outside an errorElement. */
export function useRouteError(): unknown {
  return useContext(RouteContext).error?.value;
}
