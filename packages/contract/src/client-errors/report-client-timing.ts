import { z } from 'zod';
import { text } from '../platform/typed-text.ts';
import {
  CLIENT_TIMING_MAX_MS,
  CLIENT_TIMING_ROUTES,
  RELEASE_PATTERN,
  SLOW_LOAD_THRESHOLD_MS,
} from './client-timing-limits.ts';

// Field figures (spec §9, "A slow page-load warning is logged above 3000 ms"): a browser reports a page load or
// a client-side route change that took longer than the threshold, so operators see what real phones get.
// Why a second endpoint rather than a `kind` on client-errors, and why the server refuses fast reports:
// docs/decisions/017-slow-load-reports.md.

/** Whole milliseconds, as the browser measured them from the start of the navigation or route change. */
const milliseconds = z.int().min(0).max(CLIENT_TIMING_MAX_MS);
/** The figure that makes a report slow: only those above the threshold are logged. */
const slowMilliseconds = z
  .int()
  .gt(SLOW_LOAD_THRESHOLD_MS, `Only loads slower than ${SLOW_LOAD_THRESHOLD_MS} ms are reported`)
  .max(CLIENT_TIMING_MAX_MS);

/** What `navigator.connection` says (Network Information API); absent in Safari and Firefox. */
export const ZClientConnection = z
  .strictObject({
    effectiveType: z.enum(['slow-2g', '2g', '3g', '4g']).optional().describe('The effective connection type'),
    rtt: milliseconds.optional().describe('Estimated round-trip time in ms'),
    downlink: z.number().min(0).max(10_000).optional().describe('Estimated bandwidth in Mbit/s'),
    saveData: z.boolean().optional().describe('Whether the person asked for reduced data use'),
  })
  .describe('The connection as the browser estimates it');

const common = {
  route: z.enum(CLIENT_TIMING_ROUTES).describe('The route pattern, never a concrete path'),
  release: text()
    .regex(RELEASE_PATTERN, 'Must be a build id: letters, digits and . _ : + -, at most 100')
    .optional()
    .describe('The web app version'),
  connection: ZClientConnection.optional(),
};

const ZPageLoadReport = z
  .strictObject({
    kind: z.literal('page-load'),
    ...common,
    timings: z
      .strictObject({
        ttfb: milliseconds.describe('Navigation start to the first byte of the page'),
        domContentLoaded: milliseconds.describe('Navigation start to the end of DOMContentLoaded'),
        load: milliseconds.describe('Navigation start to the end of the load event'),
        fcp: milliseconds.optional().describe('First contentful paint'),
        lcp: milliseconds.optional().describe('Largest contentful paint, when the browser measures it'),
        total: slowMilliseconds.describe('The later of load and largest contentful paint'),
      })
      .describe('Navigation and Paint Timing figures in ms'),
  })
  .describe('A full page load that took longer than the threshold');

const ZRouteChangeReport = z
  .strictObject({
    kind: z.literal('route-change'),
    ...common,
    timings: z
      .strictObject({
        duration: slowMilliseconds.describe('From the new location to the new page on screen'),
      })
      .describe('The route change in ms'),
    chunkFetched: z.boolean().describe("Whether the page's code had to be downloaded"),
  })
  .describe('A client-side route change that took longer than the threshold');

export const ZReportClientTimingRequest = z
  .discriminatedUnion('kind', [ZPageLoadReport, ZRouteChangeReport])
  .describe('A slow page load or route change, reported without personal data or ids');

export type ReportClientTimingRequest = z.infer<typeof ZReportClientTimingRequest>;
export type PageLoadReport = z.infer<typeof ZPageLoadReport>;
export type RouteChangeReport = z.infer<typeof ZRouteChangeReport>;
export type ClientConnection = z.infer<typeof ZClientConnection>;
