import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  LogController,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiV1Routes } from './api-v1-routes.ts';
import { AUTH_PREFIX, authRoutes } from './auth/routes.ts';
import { accountJobHandlers } from './modules/account/account-jobs.ts';
import { communityPushJobHandlers, startOfficialAlertScanner } from './modules/community/push-delivery.ts';
import { defaultAlertSenders, emergencyJobHandlers } from './modules/emergency/alert-delivery.ts';
import { familyJobHandlers } from './modules/family/invitation-delivery.ts';
import { consultationJobHandlers } from './modules/legal/consultation-notifications.ts';
import { professionalJobHandlers } from './modules/legal/professionals-notices.ts';
import { supportJobHandlers } from './modules/support/support-notifications.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { API_PREFIX, registerApiDocs } from './platform/http/api-docs.ts';
import { handleError, handleFrameworkError } from './platform/http/error-handler.ts';
import { registerHealthRoutes } from './platform/http/health-routes.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { notifyJobsEnqueued, startJobWorker } from './platform/jobs/job-queue.ts';
import { createLifecycle, type Lifecycle } from './platform/lifecycle.ts';
import { createLogger } from './platform/logging.ts';
import { createObjectStorage } from './platform/storage/create-object-storage.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';

const PROBE_PATH = /^\/(?:healthz|readyz)(?:\?|$)/;

export type BuildAppOptions = {
  config: Config;
  db: Database;
  /** A pino logger; by default one is made from the config. */
  logger?: FastifyBaseLogger;
  lifecycle?: Lifecycle;
  /** Where vault ciphertext goes; by default the one the config names (createObjectStorage). */
  storage?: ObjectStorage;
  /** The queue worker runs in every app process; tests that drive the queue themselves turn it off. */
  jobWorker?: boolean;
  /** Told of every route as it is added: the fuzz test walks them all, so a new route is covered at once. */
  onRoute?: (route: RouteOptions) => void;
};

// A hop count means "trust the nearest n proxies", which fastify's types only accept as a function.
function toFastifyTrustProxy(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** The whole HTTP app, ready to `listen()` or `inject()`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const lifecycle = options.lifecycle ?? createLifecycle();
  const storage = options.storage ?? (await createObjectStorage(config));

  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    // Our own ids only: an id taken from a header could be forged to tie log lines together.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    // Idle keep-alive connections close at once on shutdown; requests in progress are finished first.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Load balancers probe these every few seconds; a line per probe would bury everything else.
      disableRequestLogging: (request) => PROBE_PATH.test(request.url ?? ''),
    }),
  });

  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preClose', async () => {
    lifecycle.beginShutdown();
  });
  // A keep-alive connection that goes idle after shutdown began would hold the close open until it times out.
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.shuttingDown) reply.header('connection', 'close');
  });

  await registerSecurityHeaders(app, { production: config.nodeEnv === 'production' });
  await registerApiDocs(app, { publicUrl: config.publicUrl });
  registerHealthRoutes(app, { db, lifecycle });
  await app.register(authRoutes, { prefix: AUTH_PREFIX, config, db });
  await app.register(apiV1Routes, { prefix: API_PREFIX, config, db, storage });
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    secureCookies: config.publicUrl.startsWith('https:'),
  });

  if (options.jobWorker !== false) {
    const worker = startJobWorker({
      db,
      handlers: {
        ...emergencyJobHandlers(defaultAlertSenders(config, app.log), {
          log: app.log,
          sendDelayMs: config.testAlertSendDelayMs,
        }),
        ...familyJobHandlers(defaultAlertSenders(config, app.log), { publicUrl: config.publicUrl }),
        ...consultationJobHandlers(defaultAlertSenders(config, app.log), { publicUrl: config.publicUrl }),
        ...professionalJobHandlers(defaultAlertSenders(config, app.log), { publicUrl: config.publicUrl }),
        ...communityPushJobHandlers(config),
        ...supportJobHandlers(defaultAlertSenders(config, app.log), { publicUrl: config.publicUrl }),
        ...accountJobHandlers(storage, defaultAlertSenders(config, app.log), {
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      },
      concurrency: config.jobWorkerConcurrency,
      log: app.log,
    });
    // onClose runs after requests in progress finished, so a job they queued is still picked up first.
    app.addHook('onClose', () => worker.stop());
    const officialAlertScanner = startOfficialAlertScanner({
      db,
      config,
      onQueued: notifyJobsEnqueued,
      log: app.log,
    });
    app.addHook('onClose', () => officialAlertScanner.stop());
  }

  return app;
}
