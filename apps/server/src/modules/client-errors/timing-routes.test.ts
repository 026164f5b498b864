import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createCapturingLogger, createTestConfig } from '../../test/test-app.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { CLIENT_ERROR_RATE_LIMIT } from './service.ts';
import { CLIENT_TIMING_RATE_LIMIT } from './timing-service.ts';

const slowPageLoad = {
  kind: 'page-load',
  route: '/proof/:linkId',
  release: '2026.11.24',
  connection: { effectiveType: '3g', rtt: 300, downlink: 1.45, saveData: false },
  timings: { ttfb: 1200, domContentLoaded: 3100, load: 4400, fcp: 2900, lcp: 5200, total: 5200 },
};
const slowRouteChange = {
  kind: 'route-change',
  route: '/documents',
  timings: { duration: 4100 },
  chunkFetched: true,
};

describeEachDatabase('POST /api/v1/client-timings', (getDb) => {
  let app: FastifyInstance;
  let capture: ReturnType<typeof createCapturingLogger>;

  beforeAll(async () => {
    capture = createCapturingLogger('info');
    app = await buildApp({ config: createTestConfig(), db: getDb(), logger: capture.logger });
  });
  afterAll(() => app.close());

  const report = (remoteAddress: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/client-timings', remoteAddress, payload });
  const lines = (msg: string) => capture.entries().filter((entry) => entry.msg === msg);

  it('answers 204 and logs one "slow page load" warning with the figures, without the address', async () => {
    const response = await report('198.51.100.31', slowPageLoad);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const warnings = lines('slow page load');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', clientTiming: slowPageLoad });
    expect(warnings[0]?.requestId).toEqual(expect.any(String));
    expect(capture.raw()).not.toContain('198.51.100.31');
  });

  it('logs a slow route change as "slow route change"', async () => {
    expect((await report('198.51.100.32', slowRouteChange)).statusCode).toBe(204);
    const warnings = lines('slow route change');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', clientTiming: slowRouteChange });
  });

  it('logs a build id as sent, and refuses a release that could carry an address or a URL', async () => {
    const built = { ...slowRouteChange, release: 'build-2026-11-24T04:39:07.123Z' };
    expect((await report('198.51.100.33', built)).statusCode).toBe(204);
    expect(lines('slow route change').at(-1)).toMatchObject({ clientTiming: built });

    for (const release of ['ana.silva@example.com', 'https://evil.example/x', 'two words']) {
      const response = await report('198.51.100.33', { ...slowRouteChange, release });
      expect(response.statusCode, release).toBe(400);
      expect(response.json().fields).toEqual([expect.objectContaining({ path: 'release' })]);
    }
    expect(capture.raw()).not.toContain('ana.silva');
  });

  it('refuses a fast load, a concrete path and an unknown field with 400, and logs none of them', async () => {
    const before = capture.entries().length;
    const refusals = [
      { ...slowPageLoad, timings: { ...slowPageLoad.timings, total: 2900 } },
      { ...slowRouteChange, route: '/proof/3f1c2a9e-1b7d-4c55-9e61-0a2b3c4d5e6f' },
      { ...slowRouteChange, userEmail: 'a@b.co' },
    ];
    for (const payload of refusals) {
      const response = await report('198.51.100.34', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    const added = capture.entries().slice(before);
    expect(added.filter((entry) => entry.level === 'warn' && entry.clientTiming)).toEqual([]);
    expect(capture.raw()).not.toContain('3f1c2a9e');
  });

  it(`refuses more than ${CLIENT_TIMING_RATE_LIMIT.limit} reports per address in 10 minutes with 429, in a bucket of its own`, async () => {
    const address = '203.0.113.91';
    for (let index = 0; index < CLIENT_TIMING_RATE_LIMIT.limit; index++) {
      const response = await report(address, slowRouteChange);
      expect(response.statusCode, `report ${index + 1}`).toBe(204);
    }
    const refused = await report(address, slowRouteChange);
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) });
    expect(refused.headers['retry-after']).toBe(String(body.retry_after));

    // The error reports of the same address still get through: the buckets are separate.
    expect(CLIENT_ERROR_RATE_LIMIT.limit).toBeGreaterThan(0);
    const error = await app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      remoteAddress: address,
      payload: { message: 'still reported', path: '/' },
    });
    expect(error.statusCode).toBe(204);
  });
});
