import { useCallback, useMemo } from 'react';
import { useLocation, useRouter } from './contexts.ts';
import type { NavigateOptions } from './create-router.ts';

/** What URLSearchParams itself takes: a string, pairs, a record of strings, or another URLSearchParams. */
export type URLSearchParamsInit = string | string[][] | Record<string, string> | URLSearchParams;

export type SetURLSearchParams = (
  next: URLSearchParamsInit | ((previous: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The query of the current location; setting it navigates to the same pathname with the new query (no hash). */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const router = useRouter();
  const { search } = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const current = new URLSearchParams(router.state.location.search);
      const params = new URLSearchParams(typeof next === 'function' ? next(current) : next);
      void router.navigate({ search: `?${params}` }, options);
    },
    [router],
  );
  return [searchParams, setSearchParams];
}
