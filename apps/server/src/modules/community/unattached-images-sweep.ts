import { and, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { communityPostImages } from '../../platform/db/schema/community.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';

// Images uploaded for a post that was never sent (the composer closed, the post refused) are removed with their
// bytes after a day. Runs for one person when they upload, and for everyone on a timer; every process may run it,
// because the delete re-checks that the image is still unattached and old.

export const UNATTACHED_IMAGE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const UNATTACHED_IMAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 200;

export async function sweepUnattachedImages(
  db: Database,
  storage: ObjectStorage,
  options: { now?: Date; userId?: string } = {},
): Promise<number> {
  const before = new Date((options.now ?? new Date()).getTime() - UNATTACHED_IMAGE_MAX_AGE_MS);
  const stale: SQL[] = [isNull(communityPostImages.postId), lt(communityPostImages.createdAt, before)];
  if (options.userId) stale.push(eq(communityPostImages.ownerUserId, options.userId));
  let removed = 0;
  for (;;) {
    const batch = await db
      .select({ id: communityPostImages.id })
      .from(communityPostImages)
      .where(and(...stale))
      .limit(BATCH);
    if (batch.length === 0) break;
    const deleted = await db
      .delete(communityPostImages)
      .where(
        and(
          inArray(
            communityPostImages.id,
            batch.map((row) => row.id),
          ),
          ...stale,
        ),
      )
      .returning({ objectKey: communityPostImages.objectKey });
    if (deleted.length > 0) await storage.delete(deleted.map((row) => row.objectKey));
    removed += deleted.length;
    if (batch.length < BATCH || deleted.length === 0) break;
  }
  return removed;
}

export function startUnattachedImageSweeper(
  db: Database,
  storage: ObjectStorage,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepUnattachedImages(db, storage)
      .catch((error: unknown) => log.error({ err: error }, 'The community image sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, UNATTACHED_IMAGE_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
