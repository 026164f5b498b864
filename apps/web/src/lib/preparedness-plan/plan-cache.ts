import {
  type GetPreparednessPlanResponse,
  ZGetPreparednessPlanResponse,
} from '@amparo/contract/emergency/preparedness-plan';
import { deviceCopy } from '../device-copy.ts';

// The last plan fetched, kept on the device so the toolkit shows it with no network (issue 5, point 6). It is
// keyed by the user id, and a copy that belongs to anyone but the signed-in person is removed.

export const PLAN_CACHE_PREFIX = 'amparo-preparedness-plan:';

const planCopy = deviceCopy({
  prefix: PLAN_CACHE_PREFIX,
  field: 'plan',
  schema: ZGetPreparednessPlanResponse,
});

export function readCachedPlan(
  userId: string,
): { storedAt: number; plan: GetPreparednessPlanResponse } | null {
  const copy = planCopy.read(userId);
  return copy ? { storedAt: copy.storedAt, plan: copy.value } : null;
}

export function writeCachedPlan(userId: string, plan: GetPreparednessPlanResponse, now = Date.now()): void {
  planCopy.write(userId, plan, now);
}

/**
 * Removes the offline copies of every plan except `keepUserId`'s. Sign-out should call it with no argument, so
 * the next person on a shared phone finds no A-number or phone numbers.
 */
export function forgetCachedPreparednessPlans(keepUserId?: string): void {
  planCopy.forgetAllBut(keepUserId);
}
