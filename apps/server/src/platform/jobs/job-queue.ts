import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';

// A durable queue in PostgreSQL: a job is a row, so it survives a restart, and any number of processes can
// work the same table. A job is claimed with `FOR UPDATE SKIP LOCKED` (two workers never take the same row)
// and a short lease (`locked_until`, held by `locked_by`) that a heartbeat renews while the handler runs: if
// the process working it dies, the job is due again within one lease. On PGlite only one process can open the
// database, so at start every lease still held is a dead process's and is released at once
// (`releaseAllJobLeases`). Delivery is therefore at least once; a handler that must act exactly once checks
// its own record first. Why hand-written rather than pg-boss or graphile-worker: docs/decisions/010-job-queue.md.

/** Waits after the 1st, 2nd, ... failed attempt; later attempts reuse the last wait. */
export const RETRY_DELAYS_MS = [10_000, 30_000, 120_000, 600_000, 1_800_000] as const;

export const DEFAULT_MAX_ATTEMPTS = 6;

/**
 * How long a claimed job belongs to its worker without a heartbeat before another may take it over: short,
 * so that a job whose process died (kill -9, power loss) runs again within seconds, not minutes.
 */
export const DEFAULT_LEASE_MS = 15_000;

/** How often a running job's lease is renewed: three renewals fit in one lease, so one slow query is harmless. */
export const DEFAULT_HEARTBEAT_MS = 5_000;

export type ClaimedJob = {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
};

export type JobHandlerContext = {
  db: Database;
  job: ClaimedJob;
  now: Date;
  /** True when a failure now is final: the job will not run again. */
  finalAttempt: boolean;
};

export type JobHandler = (payload: Record<string, unknown>, context: JobHandlerContext) => Promise<void>;

export type JobHandlers = Readonly<Record<string, JobHandler>>;

export type EnqueueJobInput = {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  maxAttempts?: number;
};

const enqueued = new EventEmitter();
enqueued.setMaxListeners(0);

/**
 * Adds a job. Pass a transaction as `db` to make the job part of it: it exists only if the transaction
 * commits. Call `notifyJobsEnqueued()` after the commit so a worker in this process starts at once instead of
 * at its next poll.
 */
export async function enqueueJob(db: Database, input: EnqueueJobInput): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload,
      // This process's clock, not the database's now(): workers compare run_at with their own clock, and
      // PostgreSQL keeps microseconds, so a job stamped by the database in the same millisecond as a claim
      // would look due a moment later and wait for the next poll.
      runAt: input.runAt ?? new Date(),
      maxAttempts: input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('The job insert returned no row');
  return row.id;
}

/** Wakes the workers of this process; those of other processes find the job at their next poll. */
export function notifyJobsEnqueued(): void {
  enqueued.emit('job');
}

export function retryDelayMs(failedAttempt: number): number {
  const index = Math.min(Math.max(failedAttempt, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] as number;
}

type JobRow = {
  id: string;
  kind: string;
  payload: Record<string, unknown> | string;
  attempts: number;
  max_attempts: number;
};

/** Takes the next due job of a kind this process knows for `workerId`, or null. */
export async function claimNextJob(
  db: Database,
  kinds: readonly string[],
  now: Date,
  leaseMs = DEFAULT_LEASE_MS,
  workerId: string = randomUUID(),
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const lockedUntil = new Date(now.getTime() + leaseMs);
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await queryRows<JobRow>(
    db,
    sql`update ${jobs}
        set attempts = attempts + 1, locked_until = ${lockedUntil.toISOString()}::timestamptz,
          locked_by = ${workerId}
        where id = (
          select id from ${jobs}
          where done_at is null and failed_at is null
            and kind in (${kindList})
            and run_at <= ${now.toISOString()}::timestamptz
            and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
            and attempts < max_attempts
          order by run_at, created_at
          limit 1
          for update skip locked
        )
        returning id, kind, payload, attempts, max_attempts`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/**
 * Extends the lease of a job this worker still holds; false when it holds it no more (the lease ran out and
 * another worker took the job over, or the job is finished).
 */
export async function renewJobLease(
  db: Database,
  jobId: string,
  workerId: string,
  lockedUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil })
    .where(and(eq(jobs.id, jobId), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Makes every claimed, unfinished job due again at once, and returns how many there were. Only for a database
 * no other process can reach: PGlite, whose folder lock proves that whoever held these leases has ended.
 * Never on a shared PostgreSQL, where the holders may be alive: there the short lease hands their jobs over.
 */
export async function releaseAllJobLeases(db: Database): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: null, lockedBy: null })
    .where(and(isNotNull(jobs.lockedUntil), isNull(jobs.doneAt), isNull(jobs.failedAt)))
    .returning({ id: jobs.id });
  return rows.length;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1000);
}

export type RunDueJobsResult = { ran: number; succeeded: number; failed: number };

export type RunDueJobsOptions = {
  /** At most this many jobs in one call. */
  limit?: number;
  leaseMs?: number;
  heartbeatMs?: number;
  /** Who holds the leases taken in this call; a new id when not given. */
  workerId?: string;
  log?: { error: (object: object, message: string) => void };
};

/**
 * Renews the job's lease every `heartbeatMs` while its handler runs. The new end is counted from the claim's
 * `now` plus the real time since, so it works with the fake clocks of tests as with the real one.
 */
function startLeaseHeartbeat(
  db: Database,
  job: ClaimedJob,
  workerId: string,
  now: Date,
  options: { leaseMs: number; heartbeatMs: number; log?: RunDueJobsOptions['log'] },
): { stop(): Promise<void> } {
  const startedAt = performance.now();
  let renewal: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    const lockedUntil = new Date(now.getTime() + (performance.now() - startedAt) + options.leaseMs);
    renewal = renewJobLease(db, job.id, workerId, lockedUntil).then(
      (held) => {
        if (!held) options.log?.error({ jobId: job.id, kind: job.kind }, 'A running job lost its lease');
      },
      (error) => options.log?.error({ jobId: job.id, err: error }, 'Could not renew a job lease'),
    );
  }, options.heartbeatMs);
  return {
    async stop() {
      clearInterval(timer);
      // A renewal still in flight would otherwise land after the job is finished or rescheduled.
      await renewal;
    },
  };
}

/**
 * Runs every job due at `now`, one after another, and returns what happened. A failure is recorded on the job
 * and it is scheduled again after the back-off, until `max_attempts`. Tests call this with a fake clock;
 * the worker calls it with the real one.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  now: Date = new Date(),
  options: RunDueJobsOptions = {},
): Promise<RunDueJobsResult> {
  const result: RunDueJobsResult = { ran: 0, succeeded: 0, failed: 0 };
  const kinds = Object.keys(handlers);
  const limit = options.limit ?? 100;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const workerId = options.workerId ?? randomUUID();
  while (result.ran < limit) {
    const job = await claimNextJob(db, kinds, now, leaseMs, workerId);
    if (!job) break;
    result.ran += 1;
    const handler = handlers[job.kind] as JobHandler;
    const finalAttempt = job.attempt >= job.maxAttempts;
    const heartbeat = startLeaseHeartbeat(db, job, workerId, now, { leaseMs, heartbeatMs, log: options.log });
    // Only the lease holder records the outcome: if the lease was lost, the worker that took the job over will.
    const stillHeld = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), isNull(jobs.doneAt));
    try {
      try {
        await handler(job.payload, { db, job, now, finalAttempt });
      } finally {
        await heartbeat.stop();
      }
      await db
        .update(jobs)
        .set({ doneAt: now, lockedUntil: null, lockedBy: null, lastError: null })
        .where(stillHeld);
      result.succeeded += 1;
    } catch (error) {
      result.failed += 1;
      const lastError = describeError(error);
      options.log?.error({ jobId: job.id, kind: job.kind, attempt: job.attempt, err: error }, 'A job failed');
      await db
        .update(jobs)
        .set(
          finalAttempt
            ? { failedAt: now, lockedUntil: null, lockedBy: null, lastError }
            : {
                runAt: new Date(now.getTime() + retryDelayMs(job.attempt)),
                lockedUntil: null,
                lockedBy: null,
                lastError,
              },
        )
        .where(stillHeld);
    }
  }
  return result;
}

export type JobWorker = {
  /** Looks for due jobs now rather than at the next poll. */
  wake(): void;
  /** Finishes the job in progress, then stops. */
  stop(): Promise<void>;
};

export type StartJobWorkerOptions = {
  db: Database;
  handlers: JobHandlers;
  pollIntervalMs?: number;
  log?: { error: (object: object, message: string) => void };
  clock?: () => Date;
};

/** Polls the queue and runs due jobs until stopped. Each process of the app runs one. */
export function startJobWorker(options: StartJobWorkerOptions): JobWorker {
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const clock = options.clock ?? (() => new Date());
  // One id for this worker's life: its leases, and its log lines about them, can be told from other processes'.
  const workerId = randomUUID();
  let stopped = false;
  let wakeRequested = false;
  let sleeper: { timer: NodeJS.Timeout; resolve: () => void } | undefined;

  const wake = () => {
    wakeRequested = true;
    if (sleeper) {
      clearTimeout(sleeper.timer);
      sleeper.resolve();
    }
  };
  enqueued.on('job', wake);

  const loop = (async () => {
    while (!stopped) {
      wakeRequested = false;
      try {
        const { ran } = await runDueJobs(options.db, options.handlers, clock(), {
          limit: 20,
          workerId,
          log: options.log,
        });
        if (ran > 0) continue;
      } catch (error) {
        // The database may be restarting: keep polling rather than die.
        options.log?.error({ err: error }, 'The job worker could not read the queue');
      }
      if (stopped || wakeRequested) continue;
      await new Promise<void>((resolve) => {
        sleeper = { timer: setTimeout(resolve, pollIntervalMs), resolve };
      });
      sleeper = undefined;
    }
  })();

  return {
    wake,
    async stop() {
      stopped = true;
      enqueued.off('job', wake);
      wake();
      await loop;
    },
  };
}
