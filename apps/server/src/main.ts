import { buildApp } from './app.ts';
import { seedLegalRegistry } from './modules/legal/registry-seed.ts';
import { type Config, ConfigError, loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/create-database.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { readDotEnv } from './platform/dot-env.ts';
import { releaseAllJobLeases } from './platform/jobs/job-queue.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { createLogger } from './platform/logging.ts';

function readConfig(): Config {
  try {
    return loadConfig(readDotEnv());
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // One plain line per bad variable: the person starting the server needs the fix, not a stack trace.
    for (const problem of error.problems) process.stderr.write(`Configuration error: ${problem}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const lifecycle = createLifecycle();

  let database: DatabaseHandle;
  try {
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, logger });
  } catch (error) {
    const where = config.databaseUrl
      ? 'the PostgreSQL database in DATABASE_URL'
      : `the database in ${config.dataDir}`;
    logger.fatal({ err: error }, `Could not open ${where}`);
    process.stderr.write(`Could not open ${where}: ${(error as Error).message}\n`);
    process.exit(1);
  }

  // PGlite's folder lock lets one process in: a job still leased was leased by a process that has ended (a crash,
  // kill -9), so it runs again now rather than when its lease would have run out.
  if (database.kind === 'pglite') {
    const released = await releaseAllJobLeases(database.db);
    if (released > 0) logger.warn({ jobs: released }, 'Jobs left running by a stopped process run again now');
  }

  // The curated registry of legal services reaches every database: missing entries are added, entries no owner has
  // touched follow the file's corrections, retired ones are hidden.
  try {
    const { added, updated, retired } = await seedLegalRegistry(database.db);
    if (added + updated + retired > 0) {
      logger.info({ added, updated, retired }, 'Brought the curated registry of legal services up to date');
    }
  } catch (error) {
    // A registry that could not be filled is not worth refusing to start over: Help Me Now must still work.
    logger.error({ err: error }, 'Could not add the curated registry of legal services');
  }

  const app = await buildApp({ config, db: database.db, logger, lifecycle });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    lifecycle.beginShutdown();
    logger.info({ signal }, 'Shutting down: finishing requests in progress');
    const forceExit = setTimeout(() => {
      logger.error({ timeoutMs: config.shutdownTimeoutMs }, 'Shutdown took too long; exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      logger.info('Stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    logger.fatal({ err: error }, 'Could not start listening');
    process.stderr.write(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}\n`);
    await database.close();
    process.exit(1);
  }
  logger.info(`Amparo listening on http://localhost:${config.port} (database: ${database.kind})`);
}

void main();
