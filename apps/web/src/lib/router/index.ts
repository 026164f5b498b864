// The subset of react-router's API that Amparo uses, under the same names (see docs/decisions/019).
export { useLocation, useParams, useRouteError } from './contexts.ts';
export {
  createBrowserRouter,
  createMemoryRouter,
  type DataRouter,
  type NavigateOptions,
} from './create-router.ts';
export type { Location, Path, To } from './history.ts';
export { Link, type LinkProps } from './link.tsx';
export type { Params, RouteObject } from './match-routes.ts';
export { Navigate, useNavigate } from './navigate.tsx';
export { Outlet } from './outlet.tsx';
export { MemoryRouter, RouterProvider } from './router-provider.tsx';
export { ScrollRestoration } from './scroll-restoration.tsx';
export { useSearchParams } from './search-params.ts';
