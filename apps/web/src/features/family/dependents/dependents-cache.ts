import { type Dependent, ZDependent } from '@amparo/contract/family/dependent';
import { z } from 'zod';

// The last list of dependents fetched, kept on this device beside the preparedness plan's copy so the family
// plan opens with no network (issue 12, point 5). Medical notes are in it: it is keyed by the user id, another
// person signing in on the phone removes it, and sign-out removes it (lib/forget-device-data.ts).

export const DEPENDENTS_CACHE_PREFIX = 'amparo-family-plan:dependents:';

const ZStored = z.object({ storedAt: z.number(), dependents: z.array(ZDependent) });

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readCachedDependents(userId: string): { storedAt: number; dependents: Dependent[] } | null {
  try {
    const raw = storage()?.getItem(`${DEPENDENTS_CACHE_PREFIX}${userId}`);
    if (!raw) return null;
    const parsed = ZStored.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedDependents(userId: string, dependents: Dependent[], now = Date.now()): void {
  try {
    storage()?.setItem(`${DEPENDENTS_CACHE_PREFIX}${userId}`, JSON.stringify({ storedAt: now, dependents }));
  } catch {
    // A full or blocked storage only means no offline copy.
  }
}

/** Removes every copy but `keepUserId`'s. */
export function forgetCachedDependents(keepUserId?: string): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(DEPENDENTS_CACHE_PREFIX) && key !== `${DEPENDENTS_CACHE_PREFIX}${keepUserId}`)
      keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
