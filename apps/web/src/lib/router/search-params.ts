import { useCallback, useMemo } from 'react';
import { useLocation, useRouter } from './contexts.ts';
import type { NavigateOptions } from './create-router.ts';

export type URLSearchParamsInit = string | string[][] | Record<string, string | string[]> | URLSearchParams;

export function createSearchParams(init: URLSearchParamsInit = ''): URLSearchParams {
  if (typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams) {
    return new URLSearchParams(init);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  }
  return params;
}

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
      const params = createSearchParams(typeof next === 'function' ? next(current) : next);
      void router.navigate({ search: `?${params}` }, options);
    },
    [router],
  );
  return [searchParams, setSearchParams];
}
