import { VAULT_STALE_UPLOAD_HOURS } from '@amparo/contract/vault/vault-limits';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { vaultDocumentVersions } from '../../platform/db/schema/vault.ts';
import { deleteEmptyDocuments } from './documents-repo.ts';
import { clearDeadLinkKeys } from './proof-links-repo.ts';
import { findStaleUploads } from './uploads-repo.ts';
import type { VaultDependencies } from './vault-dependencies.ts';
import { deleteVersionObjects } from './version-objects.ts';

// Uploads nobody finished: a closed tab, a lost connection. After VAULT_STALE_UPLOAD_HOURS without a part they
// are removed with their ciphertext (and a new document that never got a version goes too), so they stop
// counting against the quota. Runs for one person when they start an upload, and for everyone on a timer.

const BATCH = 100;
export const STALE_UPLOAD_MS = VAULT_STALE_UPLOAD_HOURS * 60 * 60 * 1000;

/** Removes stale uploads (of one user, or of everyone) and returns how many. */
export async function sweepStaleUploads(
  deps: Pick<VaultDependencies, 'db' | 'storage' | 'log'>,
  options: { now?: Date; userId?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - STALE_UPLOAD_MS);
  let removed = 0;
  for (;;) {
    const stale = await findStaleUploads(deps.db, before, options.userId, BATCH);
    if (stale.length === 0) break;
    const ids = stale.map((upload) => upload.id);
    const deleted = await deps.db.transaction(async (tx) => {
      // Checked again in the delete: a part may have arrived since the select.
      const rows = await tx
        .delete(vaultDocumentVersions)
        .where(
          and(
            inArray(vaultDocumentVersions.id, ids),
            eq(vaultDocumentVersions.status, 'uploading'),
            lt(vaultDocumentVersions.updatedAt, before),
          ),
        )
        .returning({ id: vaultDocumentVersions.id });
      await deleteEmptyDocuments(
        tx,
        stale.map((upload) => upload.documentId),
      );
      return rows.map((row) => row.id);
    });
    await deleteVersionObjects(deps.storage, deleted, deps.log);
    removed += deleted.length;
    if (stale.length < BATCH || deleted.length === 0) break;
  }
  return removed;
}

/** The whole vault's housekeeping: stale uploads, and wrapped keys of links that expired. */
export async function sweepVault(
  deps: Pick<VaultDependencies, 'db' | 'storage' | 'log'>,
  now = new Date(),
): Promise<number> {
  const removed = await sweepStaleUploads(deps, { now });
  await clearDeadLinkKeys(deps.db, now);
  return removed;
}

export const VAULT_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `sweepVault` every interval until stopped. Every process may run one: the deletes are idempotent, so
 * two processes sweeping at once only repeat each other's work.
 */
export function startVaultSweeper(
  deps: Pick<VaultDependencies, 'db' | 'storage' | 'log'>,
  options: { intervalMs?: number; clock?: () => Date } = {},
): { stop(): Promise<void> } {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A sweep slower than the interval is left to finish rather than joined by a second one.
    if (running) return;
    running = sweepVault(deps, clock())
      .catch((error: unknown) => deps.log?.error({ err: error }, 'The vault sweep failed'))
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? VAULT_SWEEP_INTERVAL_MS);
  // The sweep never keeps the process alive on its own.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
