import { describe, expect, it } from 'vitest';
import { CLIENT_TIMING_MAX_MS, SLOW_LOAD_THRESHOLD_MS } from './client-timing-limits.ts';
import { ZReportClientTimingRequest } from './report-client-timing.ts';

const pageLoad = {
  kind: 'page-load',
  route: '/proof/:linkId',
  release: '2026.11.24',
  connection: { effectiveType: '3g', rtt: 300, downlink: 1.45, saveData: false },
  timings: { ttfb: 900, domContentLoaded: 2600, load: 3400, fcp: 2100, lcp: 3900, total: 3900 },
};
const routeChange = {
  kind: 'route-change',
  route: '/documents',
  timings: { duration: 4200 },
  chunkFetched: true,
};

function issuePaths(input: unknown): string[] {
  const result = ZReportClientTimingRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

describe('ZReportClientTimingRequest', () => {
  it('accepts a slow page load and a slow route change, and a page load with only the required figures', () => {
    expect(ZReportClientTimingRequest.parse(pageLoad)).toEqual(pageLoad);
    expect(ZReportClientTimingRequest.parse(routeChange)).toEqual(routeChange);
    const bare = {
      kind: 'page-load',
      route: '/',
      timings: { ttfb: 0, domContentLoaded: 0, load: 0, total: 3001 },
    };
    expect(ZReportClientTimingRequest.parse(bare)).toEqual(bare);
  });

  it('refuses a concrete path: only a route pattern from the closed list', () => {
    expect(issuePaths({ ...pageLoad, route: '/proof/3f1c2a9e-1b7d-4c55-9e61-0a2b3c4d5e6f' })).toEqual([
      'route',
    ]);
    expect(issuePaths({ ...pageLoad, route: '/auth?email=ana@example.com' })).toEqual(['route']);
    expect(issuePaths({ ...routeChange, route: 'other' })).toEqual([]);
  });

  it('refuses fields it does not know, at every level, so nothing else can be smuggled into the logs', () => {
    expect(issuePaths({ ...pageLoad, userAgent: 'x' })).toEqual(['']);
    expect(issuePaths({ ...pageLoad, timings: { ...pageLoad.timings, email: 1 } })).toEqual(['timings']);
    expect(issuePaths({ ...pageLoad, connection: { type: 'wifi' } })).toEqual(['connection']);
    // A route change has no page-load figures, and the other way round.
    expect(issuePaths({ ...routeChange, timings: { duration: 4200, ttfb: 1 } })).toEqual(['timings']);
    expect(issuePaths({ ...pageLoad, chunkFetched: true })).toEqual(['']);
  });

  it(`accepts only loads slower than ${SLOW_LOAD_THRESHOLD_MS} ms`, () => {
    const withTotal = (total: number) => ({ ...pageLoad, timings: { ...pageLoad.timings, total } });
    expect(issuePaths(withTotal(SLOW_LOAD_THRESHOLD_MS))).toEqual(['timings.total']);
    expect(issuePaths(withTotal(SLOW_LOAD_THRESHOLD_MS + 1))).toEqual([]);
    expect(issuePaths({ ...routeChange, timings: { duration: SLOW_LOAD_THRESHOLD_MS } })).toEqual([
      'timings.duration',
    ]);
  });

  it('bounds every figure: whole milliseconds from 0 to ten minutes', () => {
    for (const field of ['ttfb', 'domContentLoaded', 'load', 'fcp', 'lcp', 'total']) {
      const at = (value: unknown) => ({ ...pageLoad, timings: { ...pageLoad.timings, [field]: value } });
      expect(issuePaths(at(CLIENT_TIMING_MAX_MS)), field).toEqual([]);
      for (const bad of [CLIENT_TIMING_MAX_MS + 1, -1, 3500.5, '3500', null, Number.NaN]) {
        expect(issuePaths(at(bad)), `${field} = ${String(bad)}`).toEqual([`timings.${field}`]);
      }
    }
    expect(issuePaths({ ...pageLoad, connection: { rtt: CLIENT_TIMING_MAX_MS + 1 } })).toEqual([
      'connection.rtt',
    ]);
    expect(issuePaths({ ...pageLoad, connection: { downlink: -1 } })).toEqual(['connection.downlink']);
    expect(issuePaths({ ...pageLoad, connection: { effectiveType: '5g' } })).toEqual([
      'connection.effectiveType',
    ]);
  });

  it('requires the kind and the figures of that kind', () => {
    expect(issuePaths({ ...pageLoad, kind: 'first-input' })).toEqual(['kind']);
    expect(issuePaths({ ...routeChange, chunkFetched: undefined })).toEqual(['chunkFetched']);
    expect(issuePaths({ ...pageLoad, timings: { total: 4000 } }).sort()).toEqual([
      'timings.domContentLoaded',
      'timings.load',
      'timings.ttfb',
    ]);
  });
});

describe('the release of a timing report', () => {
  it('is a build id: a version, a commit or a build time, never an address or a URL', () => {
    for (const release of ['1.0.0', '3f1c2a9e1b7d', 'build-2026-11-24T04:39:07.123Z', 'development']) {
      expect(issuePaths({ ...routeChange, release }), release).toEqual([]);
    }
    for (const release of ['ana@example.com', 'https://evil.example/', 'a b', '', 'x'.repeat(101), '-x']) {
      expect(issuePaths({ ...routeChange, release }), release).toEqual(['release']);
    }
  });
});
