import {
  buildPageLoadReport,
  buildRouteChangeReport,
  type NavigationTimingLike,
  type NetworkInformationLike,
  readConnection,
  sendSlowLoadReport,
} from './report-slow-load.ts';

/**
 * Reports page loads and client-side route changes slower than 3000 ms to the server log (spec §9; issue 11).
 *
 * Wiring (three calls, all safe to make in any browser; none throws):
 *   - `watchPageLoad()` once, at boot (main.tsx), as early as possible. It waits for the load event and for
 *     the largest contentful paint to settle, then sends one report if the load was slow.
 *   - `startRouteChange(pathname)` when the router's location changes to a new pathname (not on the first
 *     render): `measureRouteChanges(router)` does exactly that for a data router.
 *   - `finishRouteChange()` when the new page has rendered: from the effect of `PageLoaded` in root-layout.tsx,
 *     which sits inside the page's Suspense boundary (keyed by pathname) and so commits only once the page's
 *     chunk is in and the page has rendered.
 * A tab that is hidden is not measured: browsers throttle hidden tabs, so their figures say nothing about the
 * network or the phone.
 */

/** How long after the load event a late largest contentful paint may still count. */
export const LCP_SETTLE_MS = 5000;

/** What the watcher reads from the browser; tests give a fake timeline. */
export type SlowLoadEnvironment = {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'>;
  document: Pick<Document, 'readyState' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  performance: Pick<Performance, 'now' | 'getEntriesByType'>;
  PerformanceObserver?: typeof PerformanceObserver;
  connection?: NetworkInformationLike;
  pathname: () => string;
  fetch: typeof fetch;
};

function browserEnvironment(): SlowLoadEnvironment | undefined {
  if (typeof window === 'undefined' || typeof performance === 'undefined') return undefined;
  return {
    window,
    document,
    performance,
    PerformanceObserver: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
    connection: (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
    pathname: () => window.location.pathname,
    fetch: (...args) => window.fetch(...args),
  };
}

/** Watches this page load once; returns a function that stops watching (for tests). */
export function watchPageLoad(environment = browserEnvironment()): () => void {
  const noop = () => {};
  try {
    if (!environment) return noop;
    return watch(environment);
  } catch {
    return noop;
  }
}

function watch(environment: SlowLoadEnvironment): () => void {
  const { window: win, document: doc, performance: perf } = environment;
  // Opened in a background tab: its load is throttled, so its figures would mislead.
  if (doc.visibilityState === 'hidden') return () => {};

  let largestContentfulPaint: number | undefined;
  let observer: PerformanceObserver | undefined;
  try {
    if (environment.PerformanceObserver) {
      observer = new environment.PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) largestContentfulPaint = last.startTime;
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
  } catch {
    // A browser without LCP support (older Safari): the report carries the load figures alone.
  }

  let loaded = false;
  let done = false;
  let settleTimer: number | undefined;
  const inputEvents = ['pointerdown', 'keydown'] as const;

  const stop = () => {
    done = true;
    observer?.disconnect();
    if (settleTimer !== undefined) win.clearTimeout(settleTimer);
    win.removeEventListener('load', onLoad);
    doc.removeEventListener('visibilitychange', onVisibilityChange);
    for (const type of inputEvents) win.removeEventListener(type, finish, true);
  };

  function finish() {
    if (done) return;
    // The LCP observer's last callback may not have run yet; its pending records are the latest paints.
    const pending = observer?.takeRecords().at(-1);
    if (pending) largestContentfulPaint = pending.startTime;
    stop();
    const navigation = perf.getEntriesByType('navigation')[0] as NavigationTimingLike | undefined;
    if (!navigation || navigation.loadEventEnd <= 0) return;
    const firstContentfulPaint = perf
      .getEntriesByType('paint')
      .find((entry) => entry.name === 'first-contentful-paint')?.startTime;
    const report = buildPageLoadReport({
      pathname: environment.pathname(),
      navigation,
      firstContentfulPaint,
      largestContentfulPaint,
      connection: readConnection(environment.connection),
    });
    if (report) sendSlowLoadReport(report, environment.fetch);
  }

  function afterLoad() {
    if (done || loaded) return;
    loaded = true;
    // The LCP stops at the first input; after it, or once the page has been still for a while, it is final.
    for (const type of inputEvents) win.addEventListener(type, finish, { capture: true, once: true });
    settleTimer = win.setTimeout(finish, LCP_SETTLE_MS);
  }

  function onLoad() {
    // loadEventEnd is written after the load handlers return, so read it on the next task.
    win.setTimeout(afterLoad, 0);
  }

  function onVisibilityChange() {
    if (doc.visibilityState !== 'hidden') return;
    // Hidden after the load: report now, while the page can still send. Before it: the rest is throttled.
    if (loaded) finish();
    else stop();
  }

  doc.addEventListener('visibilitychange', onVisibilityChange);
  if (doc.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad);
  return stop;
}

type PendingRouteChange = { pathname: string; startedAt: number; environment: SlowLoadEnvironment };
let pendingRouteChange: PendingRouteChange | undefined;

/** A new location is on its way to the screen. A second call before finishRouteChange replaces the first. */
export function startRouteChange(pathname: string, environment = browserEnvironment()): void {
  try {
    if (!environment) return;
    pendingRouteChange = { pathname, startedAt: environment.performance.now(), environment };
  } catch {
    pendingRouteChange = undefined;
  }
}

/** A page chunk is a script of our own build: Vite names them `/assets/<name>-<hash>.js`. */
function fetchedScriptSince(performance: SlowLoadEnvironment['performance'], since: number): boolean {
  return performance
    .getEntriesByType('resource')
    .some((entry) => entry.startTime >= since && /\.m?js(?:[?#]|$)/.test(entry.name));
}

/** The new page is on screen: reports the route change if it was slow. Does nothing without a start. */
export function finishRouteChange(): void {
  const pending = pendingRouteChange;
  pendingRouteChange = undefined;
  try {
    if (!pending) return;
    const { environment, startedAt } = pending;
    if (environment.document.visibilityState === 'hidden') return;
    const report = buildRouteChangeReport({
      pathname: pending.pathname,
      durationMs: environment.performance.now() - startedAt,
      chunkFetched: fetchedScriptSince(environment.performance, startedAt),
      connection: readConnection(environment.connection),
    });
    if (report) sendSlowLoadReport(report, environment.fetch);
  } catch {
    // A figure must never break the page it measures.
  }
}

/** The slice of a React Router data router this needs. */
export type RouterLike = {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
};

/**
 * Calls startRouteChange whenever the router moves to another pathname (a change of query or hash alone is not
 * a route change). Returns the unsubscribe function.
 */
export function measureRouteChanges(router: RouterLike, environment = browserEnvironment()): () => void {
  let current = router.state.location.pathname;
  return router.subscribe((state) => {
    const next = state.location.pathname;
    if (next === current) return;
    current = next;
    startRouteChange(next, environment);
  });
}

/** For tests: forget a route change in progress. */
export function resetRouteChange(): void {
  pendingRouteChange = undefined;
}
