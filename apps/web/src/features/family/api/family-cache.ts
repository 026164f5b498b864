import { type GetFamilyResponse, ZGetFamilyResponse } from '@amparo/contract/family/get-family';
import { z } from 'zod';

// The last answer of GET /api/v1/family, kept on this device so /family opens with no network after one visit
// (issue 12, point 5): the page needs it to know whether to show the holder's family plan. Same rules as the
// dependents' copy beside it: keyed by the user id, another person's copy removed when someone signs in, and
// everything under `amparo-family-plan:` removed at sign-out (lib/forget-device-data.ts).

export const FAMILY_CACHE_PREFIX = 'amparo-family-plan:family:';

const ZStored = z.object({ storedAt: z.number(), family: ZGetFamilyResponse });

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readCachedFamily(userId: string): { storedAt: number; family: GetFamilyResponse } | null {
  try {
    const raw = storage()?.getItem(`${FAMILY_CACHE_PREFIX}${userId}`);
    if (!raw) return null;
    const parsed = ZStored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedFamily(userId: string, family: GetFamilyResponse, now = Date.now()): void {
  try {
    storage()?.setItem(`${FAMILY_CACHE_PREFIX}${userId}`, JSON.stringify({ storedAt: now, family }));
  } catch {
    // A full or blocked storage only means no offline copy.
  }
}

/** Removes every copy but `keepUserId`'s. */
export function forgetCachedFamilies(keepUserId?: string): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(FAMILY_CACHE_PREFIX) && key !== `${FAMILY_CACHE_PREFIX}${keepUserId}`) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
