import {
  CLIENT_TIMING_MAX_MS,
  CLIENT_TIMING_PARAM_ROUTES,
  CLIENT_TIMING_ROUTES,
  type ClientTimingRoute,
  RELEASE_PATTERN,
  SLOW_LOAD_THRESHOLD_MS,
} from '@amparo/contract/client-errors/client-timing-limits';
// Types only: the schema module (and zod with it) stays out of the boot bundle.
import type {
  ClientConnection,
  PageLoadReport,
  ReportClientTimingRequest,
  RouteChangeReport,
} from '@amparo/contract/client-errors/report-client-timing';
import { RELEASE } from './release.ts';

// Field figures (spec §9): what a slow page load or route change looked like on a real phone, built from the
// Navigation and Paint Timing APIs and sent to POST /api/v1/client-timings. Pure helpers plus the sender; the
// watching (events, observers, timers) is in watch-slow-loads.ts. What is sent is numbers, a route pattern
// from a closed list, the build id and the connection estimate: never a concrete path, a query, a hash or an id.

export const CLIENT_TIMINGS_ENDPOINT = '/api/v1/client-timings';

/** A page whose route changes keep being slow must not flood the server; the server rate-limits too. */
export const MAX_TIMING_REPORTS_PER_PAGE_LOAD = 5;

const PARAM_ROUTES = new Set<string>(CLIENT_TIMING_PARAM_ROUTES);
const KNOWN_ROUTES = new Set<string>(CLIENT_TIMING_ROUTES.filter((route) => !PARAM_ROUTES.has(route)));
// `/proof/:linkId` → /^\/proof\/[^/]+$/: one path segment where the pattern has a parameter.
const PARAM_ROUTE_MATCHERS = CLIENT_TIMING_PARAM_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/**
 * The spec route a pathname belongs to, as a pattern: `/proof/3f1c…` → `/proof/:linkId`, anything unknown →
 * `other`. React Router matches paths without regard to case or a trailing slash, so neither do we.
 */
export function routePattern(pathname: string): ClientTimingRoute {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const lower = trimmed.toLowerCase();
  if (KNOWN_ROUTES.has(lower)) return lower as ClientTimingRoute;
  return PARAM_ROUTE_MATCHERS.find(({ pattern }) => pattern.test(lower))?.route ?? 'other';
}

/** Whole milliseconds within the server's bounds. */
export function toMilliseconds(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.round(value), CLIENT_TIMING_MAX_MS);
}

/** The part of the Network Information API a report carries; `navigator.connection` is Chromium-only. */
export type NetworkInformationLike = {
  effectiveType?: unknown;
  rtt?: unknown;
  downlink?: unknown;
  saveData?: unknown;
};

const EFFECTIVE_TYPES = new Set(['slow-2g', '2g', '3g', '4g']);

/** What the browser says about the connection, keeping only values the server accepts; undefined if none. */
export function readConnection(connection: NetworkInformationLike | undefined): ClientConnection | undefined {
  if (!connection) return undefined;
  const result: ClientConnection = {};
  if (typeof connection.effectiveType === 'string' && EFFECTIVE_TYPES.has(connection.effectiveType)) {
    result.effectiveType = connection.effectiveType as ClientConnection['effectiveType'];
  }
  if (typeof connection.rtt === 'number' && Number.isFinite(connection.rtt)) {
    result.rtt = toMilliseconds(connection.rtt);
  }
  if (typeof connection.downlink === 'number' && connection.downlink >= 0 && connection.downlink <= 10_000) {
    result.downlink = connection.downlink;
  }
  if (typeof connection.saveData === 'boolean') result.saveData = connection.saveData;
  return Object.keys(result).length > 0 ? result : undefined;
}

function withContext<T extends object>(report: T, connection: ClientConnection | undefined, release: string) {
  return {
    ...report,
    // A build id the server would refuse is left out rather than costing the whole report.
    ...(RELEASE_PATTERN.test(release) ? { release } : {}),
    ...(connection ? { connection } : {}),
  };
}

/** The fields of PerformanceNavigationTiming a report reads. */
export type NavigationTimingLike = Pick<
  PerformanceNavigationTiming,
  'responseStart' | 'domContentLoadedEventEnd' | 'loadEventEnd'
>;

/**
 * The report for a page load, or null when it was not slow. "Took" is the later of the end of the load event
 * and the largest contentful paint, from the start of the navigation: a page can finish loading and still show
 * nothing useful until a late image or font paints.
 */
export function buildPageLoadReport(input: {
  pathname: string;
  navigation: NavigationTimingLike;
  firstContentfulPaint?: number;
  largestContentfulPaint?: number;
  connection?: ClientConnection;
  release?: string;
}): PageLoadReport | null {
  const { navigation, firstContentfulPaint: fcp, largestContentfulPaint: lcp } = input;
  const load = toMilliseconds(navigation.loadEventEnd);
  const total = Math.max(load, lcp === undefined ? 0 : toMilliseconds(lcp));
  if (total <= SLOW_LOAD_THRESHOLD_MS) return null;
  return withContext(
    {
      kind: 'page-load' as const,
      route: routePattern(input.pathname),
      timings: {
        ttfb: toMilliseconds(navigation.responseStart),
        domContentLoaded: toMilliseconds(navigation.domContentLoadedEventEnd),
        load,
        ...(fcp === undefined ? {} : { fcp: toMilliseconds(fcp) }),
        ...(lcp === undefined ? {} : { lcp: toMilliseconds(lcp) }),
        total,
      },
    },
    input.connection,
    input.release ?? RELEASE,
  );
}

/** The report for a client-side route change, or null when it was not slow. */
export function buildRouteChangeReport(input: {
  pathname: string;
  durationMs: number;
  chunkFetched: boolean;
  connection?: ClientConnection;
  release?: string;
}): RouteChangeReport | null {
  const duration = toMilliseconds(input.durationMs);
  if (duration <= SLOW_LOAD_THRESHOLD_MS) return null;
  return withContext(
    {
      kind: 'route-change' as const,
      route: routePattern(input.pathname),
      timings: { duration },
      chunkFetched: input.chunkFetched,
    },
    input.connection,
    input.release ?? RELEASE,
  );
}

let sentCount = 0;

/**
 * Sends one report, at most MAX_TIMING_REPORTS_PER_PAGE_LOAD per page load. `keepalive` lets it leave while
 * the tab is being hidden or closed. Never throws: a figure must never break the page it measures.
 */
export function sendSlowLoadReport(
  report: ReportClientTimingRequest,
  send: typeof fetch = (...args) => fetch(...args),
): boolean {
  try {
    if (sentCount >= MAX_TIMING_REPORTS_PER_PAGE_LOAD) return false;
    sentCount += 1;
    send(CLIENT_TIMINGS_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => {
      // Offline or rate-limited: the figure is lost, which costs the person nothing.
    });
    return true;
  } catch {
    return false;
  }
}

/** For tests: forget what was sent. */
export function resetSlowLoadReporting(): void {
  sentCount = 0;
}
