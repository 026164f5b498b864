// `npm run fuzz`: the fuzz test's requests, many more of them, with a random seed (or FUZZ_SEED to replay a
// run). Every /api/v1 operation of the OpenAPI document and every /auth/v1 route, on PGlite and, when
// DATABASE_URL is set, on PostgreSQL. Prints the requests sent and each answer of 500 or above; exits 1 if any.
import { describeRequest, type FuzzFailure, fuzzOperation } from '../src/test/fuzz/fuzz-requests.ts';
import { startFuzzTarget } from '../src/test/fuzz/fuzz-target.ts';
import { availableDatabaseKinds, createTestDatabase } from '../src/test/test-database.ts';

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 150);

let sent = 0;
const failures: (FuzzFailure & { database: string })[] = [];
const started = performance.now();
console.log(
  `Fuzzing with seed ${seed}, ${runs} random requests per operation (FUZZ_SEED=${seed} replays this run)`,
);

for (const kind of availableDatabaseKinds()) {
  const handle = await createTestDatabase(kind);
  const target = await startFuzzTarget(handle.db);
  try {
    for (const operation of target.operations) {
      const result = await fuzzOperation(target, operation, { numRuns: runs, seed });
      sent += result.sent;
      failures.push(...result.failures.map((failure) => ({ ...failure, database: kind })));
      const mark = result.failures.length > 0 ? `  ${result.failures.length} × 5xx` : '';
      console.log(
        `[${kind}] ${operation.method.padEnd(7)} ${operation.path}  ${result.sent} requests${mark}`,
      );
    }
    for (const route of target.undocumented) console.log(`[${kind}] not in the OpenAPI document: ${route}`);
  } finally {
    await target.close();
    await handle.close();
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`\nRequests sent: ${sent} in ${seconds} s. Answers of 500 or above: ${failures.length}.`);
for (const failure of failures) {
  console.log(
    `\n[${failure.database}] ${failure.status} ${describeRequest(failure.request)}\n  → ${failure.body}`,
  );
}
process.exitCode = failures.length > 0 ? 1 : 0;
