import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRequest, type FuzzFailure, fuzzOperation } from './test/fuzz/fuzz-requests.ts';
import { type FuzzTarget, startFuzzTarget } from './test/fuzz/fuzz-target.ts';
import { describeEachDatabase } from './test/test-database.ts';

// Nothing a person can send gets a 500 (issue 10, point 4): every operation of the OpenAPI document and every
// /auth/v1 route, with generated bad bodies, path parameters, query strings and headers. A fixed seed and a
// few requests per operation keep it to seconds; `npm run fuzz` sends many more with a random seed.

const SEED = 20_261_124;
const RUNS_PER_OPERATION = 8;

describeEachDatabase('fuzzing every route', (getDb) => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await startFuzzTarget(getDb());
  });
  afterAll(async () => {
    await target?.close();
  });

  it('finds every /api/v1 route in the OpenAPI document, and the /auth/v1 routes', () => {
    expect(target.undocumented).toEqual([]);
    const keys = target.operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PUT /api/v1/emergency/settings',
        'POST /api/v1/emergency/contacts',
        'PUT /api/v1/emergency/preparedness-plan',
        'POST /api/v1/billing/webhook',
        'POST /api/v1/family/invitations',
        'POST /api/v1/family/invitations/preview',
        'DELETE /api/v1/family/members/{userId}',
        'POST /auth/v1/signup',
        'PUT /auth/v1/user',
      ]),
    );
  });

  it('answers every generated request with less than 500', async () => {
    const failures: FuzzFailure[] = [];
    for (const operation of target.operations) {
      const result = await fuzzOperation(target, operation, { numRuns: RUNS_PER_OPERATION, seed: SEED });
      failures.push(...result.failures);
    }
    const report = failures.map(
      (failure) => `${failure.status} ${describeRequest(failure.request)} → ${failure.body}`,
    );
    expect(report).toEqual([]);
  }, 120_000);
});
