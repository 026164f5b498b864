import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { ownerAuditLog } from '../../platform/db/schema/owner.ts';

export type OwnerAction = {
  actorUserId: string;
  /** What was done, as `<area>.<verb>`: `professional.verify`, `review.publish`, `registry.hide`… */
  action: string;
  targetKind: string;
  targetId: string;
  /** Why, and what changed; never a secret or a person's contact details. */
  detail?: Record<string, unknown>;
  now?: Date;
};

/** Records an owner's decision; pass the transaction that makes the change, so both happen or neither. */
export async function recordOwnerAction(db: Database, entry: OwnerAction): Promise<void> {
  await db.insert(ownerAuditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    detail: entry.detail ?? {},
    createdAt: entry.now,
  });
}

/** The decisions made about one target, newest first. */
export async function listOwnerActions(db: Database, targetKind: string, targetId: string) {
  return db
    .select()
    .from(ownerAuditLog)
    .where(and(eq(ownerAuditLog.targetKind, targetKind), eq(ownerAuditLog.targetId, targetId)))
    .orderBy(desc(ownerAuditLog.createdAt), desc(ownerAuditLog.id));
}
