import { ZHealthResponse, ZReadinessResponse } from '@amparo/contract/platform/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pingDatabase } from '../db/create-database.ts';
import type { Database } from '../db/database.ts';
import type { Lifecycle } from '../lifecycle.ts';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Liveness says the process answers; readiness says it can serve requests and should get traffic. */
export function registerHealthRoutes(app: FastifyInstance, options: { db: Database; lifecycle: Lifecycle }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const noStore = 'no-store';

  routes.get('/healthz', { schema: { response: { 200: ZHealthResponse } } }, async (_request, reply) => {
    reply.header('cache-control', noStore);
    return { status: 'ok' as const };
  });

  routes.get(
    '/readyz',
    { schema: { response: { 200: ZReadinessResponse, 503: ZReadinessResponse } } },
    async (request, reply) => {
      reply.header('cache-control', noStore);
      if (options.lifecycle.shuttingDown) return reply.code(503).send({ status: 'shutting_down' });
      try {
        await withTimeout(pingDatabase(options.db), PING_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'Readiness check: the database does not answer');
        return reply.code(503).send({ status: 'database_unavailable' });
      }
      return { status: 'ready' as const };
    },
  );
}
