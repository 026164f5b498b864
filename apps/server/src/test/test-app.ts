import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, loadConfig } from '../platform/config.ts';
import { createLogger } from '../platform/logging.ts';

/** The configuration with test defaults: nothing from the real environment leaks in. */
export function createTestConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent/amparo-web-dist',
      // Stored objects of each test app go to a folder of their own, never into the checkout.
      DATA_DIR: join(tmpdir(), `amparo-test-${randomUUID()}`),
    }),
    ...overrides,
  };
}

export type CapturedLog = Record<string, unknown> & { level: string; msg?: string };

/** A real JSON logger whose output the test can read back, redaction included. */
export function createCapturingLogger(level: Config['logLevel'] = 'info') {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) };
  const logger = createLogger({ logLevel: level }, stream) as FastifyBaseLogger;
  return {
    logger,
    raw: () => lines.join(''),
    entries: (): CapturedLog[] =>
      lines.flatMap((line) => line.split('\n').filter(Boolean)).map((line) => JSON.parse(line)),
  };
}
