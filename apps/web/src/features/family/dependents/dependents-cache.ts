import { type Dependent, ZDependent } from '@amparo/contract/family/dependent';
import { z } from 'zod';
import { deviceCopy } from '../../../lib/device-copy.ts';

// The last list of dependents fetched, kept on this device beside the preparedness plan's copy so the family
// plan opens with no network (issue 12, point 5). Medical notes are in it: it is keyed by the user id, another
// person signing in on the phone removes it, and sign-out removes it (lib/forget-device-data.ts).

export const DEPENDENTS_CACHE_PREFIX = 'amparo-family-plan:dependents:';

const dependentsCopy = deviceCopy({
  prefix: DEPENDENTS_CACHE_PREFIX,
  field: 'dependents',
  schema: z.array(ZDependent),
});

export function readCachedDependents(userId: string): { storedAt: number; dependents: Dependent[] } | null {
  const copy = dependentsCopy.read(userId);
  return copy ? { storedAt: copy.storedAt, dependents: copy.value } : null;
}

export function writeCachedDependents(userId: string, dependents: Dependent[], now = Date.now()): void {
  dependentsCopy.write(userId, dependents, now);
}

/** Removes every copy but `keepUserId`'s. */
export function forgetCachedDependents(keepUserId?: string): void {
  dependentsCopy.forgetAllBut(keepUserId);
}
