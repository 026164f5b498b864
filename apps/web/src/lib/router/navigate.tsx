import { useCallback, useEffect, useRef } from 'react';
import { useRouter } from './contexts.ts';
import type { NavigateOptions } from './create-router.ts';
import { createPath, type To } from './history.ts';

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void | Promise<void>;
  (delta: number): void | Promise<void>;
};

/** A stable function: '?query' and '#hash' resolve against the location at the time of the call. */
export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => router.navigate(to, options),
    [router],
  ) as NavigateFunction;
}

/** Navigates once it has committed (never during render, so also never while prerendering). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const router = useRouter();
  const target = typeof to === 'string' ? to : createPath(to);
  // StrictMode runs effects twice; a push must not add the entry twice.
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === target) return;
    done.current = target;
    void router.navigate(target, { replace, state });
  }, [router, target, replace, state]);
  return null;
}
