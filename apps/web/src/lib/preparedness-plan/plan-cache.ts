import {
  type GetPreparednessPlanResponse,
  ZGetPreparednessPlanResponse,
} from '@amparo/contract/emergency/preparedness-plan';

// The last plan fetched, kept on the device so the toolkit shows it with no network (issue 5, point 6). It is
// keyed by the user id, and a copy that belongs to anyone but the signed-in person is removed.

export const PLAN_CACHE_PREFIX = 'amparo-preparedness-plan:';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readCachedPlan(
  userId: string,
): { storedAt: number; plan: GetPreparednessPlanResponse } | null {
  try {
    const raw = storage()?.getItem(`${PLAN_CACHE_PREFIX}${userId}`);
    if (!raw) return null;
    const stored = JSON.parse(raw) as { storedAt?: unknown; plan?: unknown } | null;
    if (typeof stored?.storedAt !== 'number') return null;
    const plan = ZGetPreparednessPlanResponse.safeParse(stored.plan);
    return plan.success ? { storedAt: stored.storedAt, plan: plan.data } : null;
  } catch {
    return null;
  }
}

export function writeCachedPlan(userId: string, plan: GetPreparednessPlanResponse, now = Date.now()): void {
  try {
    storage()?.setItem(`${PLAN_CACHE_PREFIX}${userId}`, JSON.stringify({ storedAt: now, plan }));
  } catch {
    // A full or blocked storage only means no offline copy; the plan itself is saved on the server.
  }
}

/**
 * Removes the offline copies of every plan except `keepUserId`'s. Sign-out should call it with no argument, so
 * the next person on a shared phone finds no A-number or phone numbers.
 */
export function forgetCachedPreparednessPlans(keepUserId?: string): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(PLAN_CACHE_PREFIX) && key !== `${PLAN_CACHE_PREFIX}${keepUserId}`) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
