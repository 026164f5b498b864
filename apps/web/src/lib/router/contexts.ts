import { type Context, createContext, type ReactNode, useContext } from 'react';
import type { Router } from './create-router.ts';
import type { Location } from './history.ts';
import type { Params } from './match-routes.ts';

// Three contexts, as in react-router, so a component that only navigates does not re-render on every move.
export const RouterContext = createContext<Router | null>(null);
export const LocationContext = createContext<Location | null>(null);

/** What a route's element sees: its child route's rendered element (for <Outlet />) and the matched params. */
export type RouteContextValue = { outlet: ReactNode; params: Params; error?: { value: unknown } };
export const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

function useProvided<T>(context: Context<T | null>): T {
  const value = useContext(context);
  if (!value) throw new Error('Not inside a RouterProvider or MemoryRouter');
  return value;
}

export function useRouter(): Router {
  return useProvided(RouterContext);
}

export function useLocation(): Location {
  return useProvided(LocationContext);
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

/** The error the nearest errorElement caught; undefined outside an errorElement. */
export function useRouteError(): unknown {
  return useContext(RouteContext).error?.value;
}
