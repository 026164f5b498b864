import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findCoverage } from '../family/coverage.ts';

/**
 * For services of other areas whose action is part of the Full Protection plan (document storage, family
 * members beyond the owner): `await requireFullPlan(db, userId)` before acting. The plan is the person's own or
 * comes through their family (family/coverage.ts). Without it this throws 403 `plan_required`, which the web app
 * turns into the prompt to unlock full protection.
 */
export async function requireFullPlan(db: Database, userId: string): Promise<void> {
  const coverage = await findCoverage(db, userId);
  if (coverage === null || coverage === 'none') {
    throw new HttpError(
      403,
      'plan_required',
      'This is part of the Full Protection plan; unlock it on the plans page (/payment)',
    );
  }
}
