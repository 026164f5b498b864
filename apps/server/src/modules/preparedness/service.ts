import {
  EMPTY_PREPAREDNESS_PLAN,
  type GetPreparednessPlanResponse,
  type PutPreparednessPlanRequest,
} from '@amparo/contract/emergency/preparedness-plan';
import type { Database } from '../../platform/db/database.ts';
import { findPlan, toPlanResponse, upsertPlan } from './repo.ts';

// The caller's own family preparedness plan. The user id always comes from the access token; there is no way
// to name another person's plan, so there is nothing to check beyond that.

export async function getOwnPlan(db: Database, userId: string): Promise<GetPreparednessPlanResponse> {
  const row = await findPlan(db, userId);
  return row ? toPlanResponse(row) : { ...EMPTY_PREPAREDNESS_PLAN, updated_at: null };
}

export async function saveOwnPlan(
  db: Database,
  input: { userId: string; plan: PutPreparednessPlanRequest; now?: Date },
): Promise<GetPreparednessPlanResponse> {
  const row = await upsertPlan(db, input.userId, input.plan, input.now ?? new Date());
  return toPlanResponse(row);
}
