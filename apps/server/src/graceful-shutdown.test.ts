import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { createLifecycle } from './platform/lifecycle.ts';
import { createTestConfig } from './test/test-app.ts';
import { createTestDatabase } from './test/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
});
afterAll(() => database.close());

it('finishes a request in progress before closing, without waiting on idle keep-alive connections', async () => {
  const lifecycle = createLifecycle();
  const app = await buildApp({ config: createTestConfig(), db: database.db, lifecycle });
  let handlerStarted!: () => void;
  const started = new Promise<void>((resolve) => {
    handlerStarted = resolve;
  });
  // The order things happen in, not clock times: a busy CI machine may take long to parse the reply.
  const events: string[] = [];
  app.addHook('onResponse', async (request) => {
    if (request.url === '/api/v1/test-slow') events.push('response sent');
  });
  app.get('/api/v1/test-slow', async () => {
    handlerStarted();
    await new Promise((resolve) => setTimeout(resolve, 600));
    return { done: true, padding: 'x'.repeat(50_000) };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  // Leaves a keep-alive connection open and idle, as a browser would.
  expect((await fetch(`${base}/healthz`)).status).toBe(200);

  const slow = fetch(`${base}/api/v1/test-slow`).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as { done: boolean; padding: string },
  }));
  await started;

  const closing = app.close().then(() => events.push('closed'));
  const [response] = await Promise.all([slow, closing]);
  expect(lifecycle.shuttingDown).toBe(true);

  expect(response.status).toBe(200);
  expect(response.body.done).toBe(true);
  expect(response.body.padding).toHaveLength(50_000);
  expect(events).toEqual(['response sent', 'closed']);
  await expect(fetch(`${base}/healthz`)).rejects.toThrow();
});
