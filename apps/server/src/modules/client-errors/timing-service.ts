import { createHash } from 'node:crypto';
import type { ReportClientTimingRequest } from '@amparo/contract/client-errors/report-client-timing';
import type { Logger } from 'pino';
import type { Database } from '../../platform/db/database.ts';
import { consumeRateLimit, type RateLimitResult } from '../../platform/http/rate-limit.ts';

/** Its own bucket: a crash loop's error reports must not crowd out the timing figures, nor the reverse. */
export const CLIENT_TIMING_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 } as const;

export const SLOW_LOAD_MESSAGES = {
  'page-load': 'slow page load',
  'route-change': 'slow route change',
} as const;

// A hash rather than the address, as for error reports: the table never stores who reported what.
function rateLimitKey(clientIp: string): string {
  const digest = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
  return `client-timings:ip:${digest}`;
}

/**
 * Logs a slow page load or route change reported by a browser, unless that browser has reported too many
 * lately. Nothing needs scrubbing: every field is a number, a boolean, a name from a closed list or a build id
 whose pattern leaves no room for an e-mail address or a URL (the contract's RELEASE_PATTERN).
 */
export async function reportClientTiming(input: {
  db: Database;
  log: Pick<Logger, 'warn'>;
  clientIp: string;
  report: ReportClientTimingRequest;
  now?: Date;
}): Promise<RateLimitResult> {
  const result = await consumeRateLimit(input.db, {
    key: rateLimitKey(input.clientIp),
    ...CLIENT_TIMING_RATE_LIMIT,
    now: input.now,
  });
  if (result.allowed) {
    input.log.warn({ clientTiming: input.report }, SLOW_LOAD_MESSAGES[input.report.kind]);
  }
  return result;
}
