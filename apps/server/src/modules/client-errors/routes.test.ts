import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createCapturingLogger, createTestConfig } from '../../test/test-app.ts';
import { describeEachDatabase } from '../../test/test-database.ts';
import { CLIENT_ERROR_RATE_LIMIT } from './service.ts';

describeEachDatabase('POST /api/v1/client-errors', (getDb) => {
  let app: FastifyInstance;
  let capture: ReturnType<typeof createCapturingLogger>;

  beforeAll(async () => {
    capture = createCapturingLogger('info');
    app = await buildApp({ config: createTestConfig(), db: getDb(), logger: capture.logger });
  });
  afterAll(() => app.close());

  const report = (remoteAddress: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/client-errors', remoteAddress, payload });

  it('answers 204 and logs one warning with personal data scrubbed', async () => {
    const response = await report('198.51.100.1', {
      message: 'Profile failed for ana.silva@example.com (+1 555 123 4567)',
      stack:
        'Error: x\n    at load (/assets/index-Ab12Cd34.js:1:99)\n    at token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      componentStack: '\n    at ProfilePage\n    at App',
      path: '/settings',
      release: '1.0.0',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const warnings = capture.entries().filter((entry) => entry.msg === 'Client error reported');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      level: 'warn',
      clientError: {
        message: 'Profile failed for [email] ([phone])',
        stack: 'Error: x\n    at load (/assets/index-Ab12Cd34.js:1:99)\n    at token [token]',
        componentStack: '\n    at ProfilePage\n    at App',
        path: '/settings',
        release: '1.0.0',
      },
    });
    expect(warnings[0]?.requestId).toEqual(expect.any(String));
    const everything = capture.raw();
    for (const secret of ['ana.silva', '555 123 4567', 'eyJhbGci', '198.51.100.1']) {
      expect(everything).not.toContain(secret);
    }
  });

  it(`refuses more than ${CLIENT_ERROR_RATE_LIMIT.limit} reports per address in 10 minutes with 429`, async () => {
    const address = '203.0.113.77';
    for (let index = 0; index < CLIENT_ERROR_RATE_LIMIT.limit; index++) {
      const response = await report(address, { message: `error ${index}`, path: '/' });
      expect(response.statusCode, `report ${index + 1}`).toBe(204);
    }
    const refused = await report(address, { message: 'one too many', path: '/' });
    expect(refused.statusCode).toBe(429);
    const body = refused.json();
    expect(body).toMatchObject({ code: 'rate_limited', retry_after: expect.any(Number) });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(CLIENT_ERROR_RATE_LIMIT.windowSeconds);
    expect(refused.headers['retry-after']).toBe(String(body.retry_after));
    expect(capture.entries().some((entry) => JSON.stringify(entry).includes('one too many'))).toBe(false);

    // Another address still gets through.
    expect((await report('203.0.113.78', { message: 'elsewhere', path: '/' })).statusCode).toBe(204);
  });

  it('accepts nothing beyond the contract', async () => {
    const response = await report('198.51.100.2', { message: 'x', path: '/', userEmail: 'a@b.co' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'userEmail', message: 'Unknown field' }],
    });
  });
});
