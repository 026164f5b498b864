import { createHash } from 'node:crypto';
import type { ReportClientErrorRequest } from '@amparo/contract/client-errors/report-client-error';
import type { Logger } from 'pino';
import type { Database } from '../../platform/db/database.ts';
import { consumeRateLimit, type RateLimitResult } from '../../platform/http/rate-limit.ts';
import { scrubPersonalData } from '../../platform/logging.ts';

export const CLIENT_ERROR_RATE_LIMIT = { limit: 20, windowSeconds: 10 * 60 } as const;

// The bucket key holds a hash rather than the address, so the table never stores who reported what.
function rateLimitKey(clientIp: string): string {
  const digest = createHash('sha256').update(clientIp).digest('hex').slice(0, 32);
  return `client-errors:ip:${digest}`;
}

export function scrubClientErrorReport(report: ReportClientErrorRequest): ReportClientErrorRequest {
  return {
    message: scrubPersonalData(report.message),
    path: scrubPersonalData(report.path),
    ...(report.stack === undefined ? {} : { stack: scrubPersonalData(report.stack) }),
    ...(report.componentStack === undefined
      ? {}
      : { componentStack: scrubPersonalData(report.componentStack) }),
    ...(report.release === undefined ? {} : { release: scrubPersonalData(report.release) }),
  };
}

/** Logs a rendering error reported by a browser, unless that browser has reported too many lately. */
export async function reportClientError(input: {
  db: Database;
  log: Pick<Logger, 'warn'>;
  clientIp: string;
  report: ReportClientErrorRequest;
  now?: Date;
}): Promise<RateLimitResult> {
  const result = await consumeRateLimit(input.db, {
    key: rateLimitKey(input.clientIp),
    ...CLIENT_ERROR_RATE_LIMIT,
    now: input.now,
  });
  if (result.allowed) {
    input.log.warn({ clientError: scrubClientErrorReport(input.report) }, 'Client error reported');
  }
  return result;
}
