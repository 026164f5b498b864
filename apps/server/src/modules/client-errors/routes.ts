import { SLOW_LOAD_THRESHOLD_MS } from '@amparo/contract/client-errors/client-timing-limits';
import { ZReportClientErrorRequest } from '@amparo/contract/client-errors/report-client-error';
import { ZReportClientTimingRequest } from '@amparo/contract/client-errors/report-client-timing';
import { ZApiError } from '@amparo/contract/platform/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDependencies } from '../module-dependencies.ts';
import { reportClientError } from './service.ts';
import { CLIENT_TIMING_RATE_LIMIT, reportClientTiming } from './timing-service.ts';

export const clientErrorsRoutes: FastifyPluginAsyncZod<ModuleDependencies> = async (app, { db }) => {
  app.post(
    '/client-errors',
    {
      // A report is a few kilobytes of text; anything much larger is not a report.
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['client-errors'],
        summary: 'Report an error the web app caught while rendering',
        description:
          'Personal data is scrubbed before the report is logged. Limited to 20 reports per 10 minutes per address.',
        body: ZReportClientErrorRequest,
        response: {
          204: z.undefined().describe('The report was logged'),
          400: ZApiError,
          413: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const result = await reportClientError({
        db,
        log: request.log,
        clientIp: request.ip,
        report: request.body,
      });
      if (!result.allowed) {
        return reply.code(429).header('retry-after', String(result.retryAfterSeconds)).send({
          code: 'rate_limited',
          message: 'Too many error reports from this address; try again later',
          retry_after: result.retryAfterSeconds,
        });
      }
      return reply.code(204).send();
    },
  );

  app.post(
    '/client-timings',
    {
      // A report is a few hundred bytes of numbers.
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['client-errors'],
        summary: 'Report a page load or route change slower than the threshold',
        description: `Logged as one warning line ("slow page load" or "slow route change") for operators. Only figures above ${SLOW_LOAD_THRESHOLD_MS} ms are accepted; routes are patterns from a closed list. Limited to ${CLIENT_TIMING_RATE_LIMIT.limit} reports per ${CLIENT_TIMING_RATE_LIMIT.windowSeconds / 60} minutes per address.`,
        body: ZReportClientTimingRequest,
        response: {
          204: z.undefined().describe('The report was logged'),
          400: ZApiError,
          413: ZApiError,
          429: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const result = await reportClientTiming({
        db,
        log: request.log,
        clientIp: request.ip,
        report: request.body,
      });
      if (!result.allowed) {
        return reply.code(429).header('retry-after', String(result.retryAfterSeconds)).send({
          code: 'rate_limited',
          message: 'Too many timing reports from this address; try again later',
          retry_after: result.retryAfterSeconds,
        });
      }
      return reply.code(204).send();
    },
  );
};
