import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findPlanAccess } from './repo.ts';

/**
 * For services of other areas whose action is part of the Full Protection plan (document storage, family
 * members beyond the owner): `await requireFullPlan(db, userId)` before acting. Without the plan it throws
 * 403 `plan_required`, which the web app turns into the prompt to unlock full protection.
 */
export async function requireFullPlan(db: Database, userId: string): Promise<void> {
  const access = await findPlanAccess(db, userId);
  if (!access?.hasAccess) {
    throw new HttpError(
      403,
      'plan_required',
      'This is part of the Full Protection plan; unlock it on the plans page (/payment)',
    );
  }
}
