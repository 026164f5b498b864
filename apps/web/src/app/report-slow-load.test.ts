import {
  CLIENT_TIMING_PARAM_ROUTES,
  CLIENT_TIMING_ROUTES,
} from '@amparo/contract/client-errors/client-timing-limits';
import { ZReportClientTimingRequest } from '@amparo/contract/client-errors/report-client-timing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPageLoadReport,
  buildRouteChangeReport,
  CLIENT_TIMINGS_ENDPOINT,
  MAX_TIMING_REPORTS_PER_PAGE_LOAD,
  readConnection,
  resetSlowLoadReporting,
  routePattern,
  sendSlowLoadReport,
} from './report-slow-load.ts';
import { PROTECTED_PATHS, PUBLIC_PATHS } from './routes.tsx';

afterEach(() => resetSlowLoadReporting());

describe('routePattern', () => {
  it('names every route of the router, and the router has no route the list lacks', () => {
    const params = new Set<string>(CLIENT_TIMING_PARAM_ROUTES);
    const listed = CLIENT_TIMING_ROUTES.filter((route) => route !== 'other' && !params.has(route));
    expect([...listed].sort()).toEqual([...PUBLIC_PATHS, ...PROTECTED_PATHS].sort());
    for (const path of listed) expect(routePattern(path)).toBe(path);
  });

  it('turns a proof link into its pattern, so the link id never leaves the device', () => {
    expect(routePattern('/proof/3f1c2a9e-1b7d-4c55-9e61-0a2b3c4d5e6f')).toBe('/proof/:linkId');
    expect(routePattern('/proof/abc/')).toBe('/proof/:linkId');
    expect(routePattern('/proof/')).toBe('other');
    expect(routePattern('/proof/abc/extra')).toBe('other');
    expect(routePattern('/lawyers/3f1c2a9e-1b7d-4c55-9e61-0a2b3c4d5e6f')).toBe('/lawyers/:professionalId');
    expect(routePattern('/lawyers/join')).toBe('/lawyers/join');
    expect(routePattern('/legal-hub/guides/naturalization')).toBe('/legal-hub/guides/:guideId');
  });

  it('matches as the router does, without regard to case or a trailing slash, and drops a query or hash', () => {
    expect(routePattern('/Emergency/')).toBe('/emergency');
    expect(routePattern('/auth?email=ana@example.com')).toBe('/auth');
    expect(routePattern('/documents#key=secret')).toBe('/documents');
    expect(routePattern('/')).toBe('/');
  });

  it('calls anything else other', () => {
    for (const path of ['/users/42', '/emergency/contacts/9', '', 'auth', '/%2e%2e']) {
      expect(routePattern(path), path).toBe('other');
    }
  });
});

describe('readConnection', () => {
  it('keeps what the server accepts and leaves out the rest', () => {
    expect(readConnection({ effectiveType: '3g', rtt: 312.4, downlink: 1.45, saveData: true })).toEqual({
      effectiveType: '3g',
      rtt: 312,
      downlink: 1.45,
      saveData: true,
    });
    expect(readConnection({ effectiveType: '5g', rtt: Number.NaN, downlink: -1, saveData: 'yes' })).toBe(
      undefined,
    );
    expect(readConnection(undefined)).toBe(undefined);
  });
});

const navigation = { responseStart: 1180.6, domContentLoadedEventEnd: 2950.2, loadEventEnd: 3420.9 };

describe('buildPageLoadReport', () => {
  it('reports a load whose later of load and LCP is above 3000 ms, in whole ms the server accepts', () => {
    const report = buildPageLoadReport({
      pathname: '/proof/3f1c2a9e',
      navigation,
      firstContentfulPaint: 2400.4,
      largestContentfulPaint: 5100.7,
      connection: { effectiveType: '3g' },
    });
    expect(report).toEqual({
      kind: 'page-load',
      route: '/proof/:linkId',
      release: 'test',
      connection: { effectiveType: '3g' },
      timings: { ttfb: 1181, domContentLoaded: 2950, load: 3421, fcp: 2400, lcp: 5101, total: 5101 },
    });
    expect(ZReportClientTimingRequest.safeParse(report).success).toBe(true);
  });

  it('counts a late LCP after a fast load as slow, and a fast load with a fast LCP as not', () => {
    const fastLoad = { ...navigation, loadEventEnd: 1900 };
    expect(
      buildPageLoadReport({ pathname: '/', navigation: fastLoad, largestContentfulPaint: 3600 })?.timings
        .total,
    ).toBe(3600);
    expect(buildPageLoadReport({ pathname: '/', navigation: fastLoad, largestContentfulPaint: 3000 })).toBe(
      null,
    );
    expect(buildPageLoadReport({ pathname: '/', navigation: fastLoad })).toBe(null);
  });

  it('caps a figure at ten minutes and leaves out a release the server would refuse', () => {
    const report = buildPageLoadReport({
      pathname: '/',
      navigation: { ...navigation, loadEventEnd: 9_000_000 },
      release: 'built by ana@example.com',
    });
    expect(report?.timings.load).toBe(600_000);
    expect(report).not.toHaveProperty('release');
    expect(ZReportClientTimingRequest.safeParse(report).success).toBe(true);
  });
});

describe('buildRouteChangeReport', () => {
  it('reports a route change above 3000 ms, and not one at 3000 ms', () => {
    const report = buildRouteChangeReport({ pathname: '/documents', durationMs: 4200.4, chunkFetched: true });
    expect(report).toEqual({
      kind: 'route-change',
      route: '/documents',
      release: 'test',
      timings: { duration: 4200 },
      chunkFetched: true,
    });
    expect(ZReportClientTimingRequest.safeParse(report).success).toBe(true);
    expect(buildRouteChangeReport({ pathname: '/documents', durationMs: 3000.4, chunkFetched: false })).toBe(
      null,
    );
  });
});

describe('sendSlowLoadReport', () => {
  const report = buildRouteChangeReport({ pathname: '/help', durationMs: 5000, chunkFetched: false });
  if (!report) throw new Error('expected a report');

  it(`posts with keepalive, at most ${MAX_TIMING_REPORTS_PER_PAGE_LOAD} times per page load`, () => {
    const send = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    for (let index = 0; index < MAX_TIMING_REPORTS_PER_PAGE_LOAD + 3; index++)
      sendSlowLoadReport(report, send);
    expect(send).toHaveBeenCalledTimes(MAX_TIMING_REPORTS_PER_PAGE_LOAD);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(CLIENT_TIMINGS_ENDPOINT);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual(report);
  });

  it('never throws, whether fetch throws or rejects', async () => {
    expect(() =>
      sendSlowLoadReport(report, () => {
        throw new TypeError('fetch is not a function');
      }),
    ).not.toThrow();
    const rejected = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(sendSlowLoadReport(report, rejected)).toBe(true);
    await Promise.resolve();
  });
});
