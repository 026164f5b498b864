import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-database.ts';
import { rateLimitBuckets } from '../db/schema/rate-limits.ts';
import { consumeRateLimit, deleteExpiredRateLimitBuckets } from './rate-limit.ts';

describeEachDatabase('consumeRateLimit', (getDb) => {
  const start = new Date('2030-05-01T12:00:00.000Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('allows up to the limit in a window, then refuses until the window ends', async () => {
    const rule = { key: 'test:window', limit: 3, windowSeconds: 60 };
    const results = [];
    for (let second = 0; second < 4; second++)
      results.push(await consumeRateLimit(getDb(), { ...rule, now: at(second) }));
    expect(results).toEqual([
      { allowed: true, remaining: 2, retryAfterSeconds: 0 },
      { allowed: true, remaining: 1, retryAfterSeconds: 0 },
      { allowed: true, remaining: 0, retryAfterSeconds: 0 },
      { allowed: false, remaining: 0, retryAfterSeconds: 57 },
    ]);
    expect(await consumeRateLimit(getDb(), { ...rule, now: at(59.5) })).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await consumeRateLimit(getDb(), { ...rule, now: at(60) })).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
  });

  it('counts each key on its own', async () => {
    const rule = { limit: 1, windowSeconds: 60, now: start };
    expect((await consumeRateLimit(getDb(), { ...rule, key: 'test:a' })).allowed).toBe(true);
    expect((await consumeRateLimit(getDb(), { ...rule, key: 'test:a' })).allowed).toBe(false);
    expect((await consumeRateLimit(getDb(), { ...rule, key: 'test:b' })).allowed).toBe(true);
  });

  it('never lets more than the limit through when attempts arrive at once', async () => {
    const rule = { key: 'test:burst', limit: 20, windowSeconds: 600, now: start };
    const results = await Promise.all(Array.from({ length: 35 }, () => consumeRateLimit(getDb(), rule)));
    expect(results.filter((result) => result.allowed)).toHaveLength(20);
  });

  it('deletes buckets whose window has ended and keeps the current ones', async () => {
    const db = getDb();
    await db.delete(rateLimitBuckets);
    await consumeRateLimit(db, { key: 'test:old', limit: 5, windowSeconds: 60, now: at(0) });
    await consumeRateLimit(db, { key: 'test:current', limit: 5, windowSeconds: 3600, now: at(0) });
    await deleteExpiredRateLimitBuckets(db, at(120));
    const keys = (await db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map(
      (row) => row.key,
    );
    expect(keys).toEqual(['test:current']);
  });

  it('rejects a rule that makes no sense', async () => {
    await expect(consumeRateLimit(getDb(), { key: 'x', limit: 0, windowSeconds: 60 })).rejects.toThrow(
      RangeError,
    );
    await expect(consumeRateLimit(getDb(), { key: 'x', limit: 1, windowSeconds: 0.5 })).rejects.toThrow(
      RangeError,
    );
  });
});
