import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { jobs } from '../db/schema/jobs.ts';
import {
  claimNextJob,
  DEFAULT_LEASE_MS,
  enqueueJob,
  notifyJobsEnqueued,
  releaseAllJobLeases,
  runDueJobs,
  startJobWorker,
} from './job-queue.ts';

describeEachDatabase('the job queue', (getDb) => {
  const t0 = new Date('2030-05-01T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  beforeEach(async () => {
    await getDb().delete(jobs);
  });

  it('runs a due job once and records it as done', async () => {
    const db = getDb();
    const seen: unknown[] = [];
    const id = await enqueueJob(db, { kind: 'test.echo', payload: { n: 1 }, runAt: t0 });
    const result = await runDueJobs(db, { 'test.echo': async (payload) => void seen.push(payload) }, t0);
    expect(result).toEqual({ ran: 1, succeeded: 1, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect((await runDueJobs(db, { 'test.echo': async () => {} }, at(60_000))).ran).toBe(0);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.doneAt).toEqual(t0);
  });

  it('waits for run_at and leaves kinds it does not know to other processes', async () => {
    const db = getDb();
    await enqueueJob(db, { kind: 'test.later', payload: {}, runAt: at(5000) });
    await enqueueJob(db, { kind: 'test.unknown', payload: {}, runAt: t0 });
    const handlers = { 'test.later': async () => {} };
    expect((await runDueJobs(db, handlers, t0)).ran).toBe(0);
    expect((await runDueJobs(db, handlers, at(5000))).ran).toBe(1);
  });

  it('retries with back-off (10 s, 30 s, 2 min, ...) and gives up after max_attempts', async () => {
    const db = getDb();
    let calls = 0;
    const finals: boolean[] = [];
    const handlers = {
      'test.flaky': async (_payload: unknown, context: { finalAttempt: boolean }) => {
        calls += 1;
        finals.push(context.finalAttempt);
        throw new Error('provider down');
      },
    };
    const id = await enqueueJob(db, { kind: 'test.flaky', payload: {}, runAt: t0, maxAttempts: 3 });
    expect((await runDueJobs(db, handlers, t0)).failed).toBe(1);
    const [afterFirst] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(afterFirst?.runAt).toEqual(at(10_000));
    expect(afterFirst?.lastError).toBe('Error: provider down');
    expect((await runDueJobs(db, handlers, at(9_999))).ran).toBe(0);
    expect((await runDueJobs(db, handlers, at(10_000))).failed).toBe(1);
    const [afterSecond] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(afterSecond?.runAt).toEqual(at(40_000));
    expect((await runDueJobs(db, handlers, at(40_000))).failed).toBe(1);
    expect((await runDueJobs(db, handlers, at(10_000_000))).ran).toBe(0);
    expect(calls).toBe(3);
    expect(finals).toEqual([false, false, true]);
    const [last] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(last?.failedAt).toEqual(at(40_000));
  });

  it('hands a job whose worker died to another worker once the lease ends', async () => {
    const db = getDb();
    await enqueueJob(db, { kind: 'test.lease', payload: {}, runAt: t0 });
    const first = await claimNextJob(db, ['test.lease'], t0, 60_000);
    expect(first?.attempt).toBe(1);
    // The first worker "crashed": nobody may take the job during its lease.
    expect(await claimNextJob(db, ['test.lease'], at(59_999), 60_000)).toBeNull();
    const second = await claimNextJob(db, ['test.lease'], at(60_000), 60_000);
    expect(second?.id).toBe(first?.id);
    expect(second?.attempt).toBe(2);
  });

  it('keeps a short lease, renewed while the handler runs, so a long job is never taken over', async () => {
    const db = getDb();
    // Short enough that a dead process's job runs again within seconds of a restart.
    expect(DEFAULT_LEASE_MS).toBeLessThanOrEqual(30_000);
    await enqueueJob(db, { kind: 'test.long', payload: {} });
    const takeovers: unknown[] = [];
    const handlers = {
      'test.long': async () => {
        // Well past the 1 s lease: only the heartbeat keeps the job with this worker. The heartbeat comes ten
        // times per lease, so a busy machine (CI runs suites side by side) delaying a few beats changes nothing.
        for (let n = 0; n < 6; n++) {
          await new Promise((resolve) => setTimeout(resolve, 350));
          takeovers.push(await claimNextJob(db, ['test.long'], new Date(), 1000));
        }
      },
    };
    const result = await runDueJobs(db, handlers, new Date(), { leaseMs: 1000, heartbeatMs: 100 });
    expect(result).toEqual({ ran: 1, succeeded: 1, failed: 0 });
    expect(takeovers).toEqual([null, null, null, null, null, null]);
  });

  it('lets only the lease holder record the outcome once another worker took the job over', async () => {
    const db = getDb();
    const id = await enqueueJob(db, { kind: 'test.stale', payload: {}, runAt: t0 });
    const handlers = {
      // This worker stalls past its lease (no heartbeat reaches the database); another one takes the job.
      'test.stale': async () => {
        const other = await claimNextJob(db, ['test.stale'], at(60_000), 60_000, 'other-worker');
        expect(other?.id).toBe(id);
        throw new Error('too late anyway');
      },
    };
    await runDueJobs(db, handlers, t0, { leaseMs: 1000, heartbeatMs: 60_000 });
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    // The stale worker's failure did not reschedule the job under the new holder's feet.
    expect(row).toMatchObject({ lockedBy: 'other-worker', lastError: null, doneAt: null });
  });

  it("releases every lease at once when the database can only be a dead process's (PGlite at start)", async () => {
    const db = getDb();
    const finished = await enqueueJob(db, { kind: 'test.crash', payload: {}, runAt: t0 });
    await enqueueJob(db, { kind: 'test.crash', payload: {}, runAt: t0 });
    await runDueJobs(db, { 'test.crash': async () => {} }, t0, { limit: 1 });
    expect((await db.select().from(jobs).where(eq(jobs.id, finished)))[0]?.doneAt).toEqual(t0);
    const held = await claimNextJob(db, ['test.crash'], t0, 60_000);
    expect(held).not.toBeNull();
    // The process holding it was killed; its lease would hold the job for another minute.
    expect(await claimNextJob(db, ['test.crash'], at(1000))).toBeNull();
    // Only the held job is released; the finished one stays finished.
    expect(await releaseAllJobLeases(db)).toBe(1);
    const again = await claimNextJob(db, ['test.crash'], at(1000));
    expect(again?.id).toBe(held?.id);
  });

  it('never gives one job to two workers at once', async () => {
    const db = getDb();
    for (let n = 0; n < 6; n++) await enqueueJob(db, { kind: 'test.race', payload: { n }, runAt: t0 });
    const seen: number[] = [];
    const handlers = {
      'test.race': async (payload: Record<string, unknown>) => void seen.push(payload.n as number),
    };
    await Promise.all([runDueJobs(db, handlers, t0), runDueJobs(db, handlers, t0)]);
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('has a worker that starts as soon as a job is enqueued and stops cleanly', async () => {
    const db = getDb();
    const done: string[] = [];
    const worker = startJobWorker({
      db,
      handlers: { 'test.worker': async (payload) => void done.push(payload.name as string) },
      pollIntervalMs: 60_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await enqueueJob(db, { kind: 'test.worker', payload: { name: 'woken' } });
    notifyJobsEnqueued();
    const deadline = Date.now() + 5000;
    while (done.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();
    expect(done).toEqual(['woken']);
  });

  it('runs several jobs at the same time, so one slow send does not hold up the alerts behind it', async () => {
    const db = getDb();
    let running = 0;
    let mostAtOnce = 0;
    const done: number[] = [];
    // Each job waits (up to 1 s) until four run together: one after another, no more than one ever would.
    let fourRunning = () => {};
    const allFourStarted = Promise.race([
      new Promise<void>((resolve) => {
        fourRunning = resolve;
      }),
      new Promise<void>((resolve) => setTimeout(resolve, 1000)),
    ]);
    const worker = startJobWorker({
      db,
      handlers: {
        'test.slow': async (payload) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          if (running === 4) fourRunning();
          await allFourStarted;
          running -= 1;
          done.push(payload.n as number);
        },
      },
      pollIntervalMs: 60_000,
      concurrency: 4,
    });
    for (let n = 0; n < 4; n++) await enqueueJob(db, { kind: 'test.slow', payload: { n } });
    notifyJobsEnqueued();
    const deadline = Date.now() + 10_000;
    while (done.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();
    expect(done.sort()).toEqual([0, 1, 2, 3]);
    expect(mostAtOnce).toBe(4);
  });
});
