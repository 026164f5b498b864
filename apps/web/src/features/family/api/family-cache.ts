import { type GetFamilyResponse, ZGetFamilyResponse } from '@amparo/contract/family/get-family';
import { deviceCopy } from '../../../lib/device-copy.ts';

// The last answer of GET /api/v1/family, kept on this device so /family opens with no network after one visit
// (issue 12, point 5): the page needs it to know whether to show the holder's family plan. Under the
// `amparo-family-plan:` prefix, which sign-out removes (lib/forget-device-data.ts).

export const FAMILY_CACHE_PREFIX = 'amparo-family-plan:family:';

const familyCopy = deviceCopy({ prefix: FAMILY_CACHE_PREFIX, field: 'family', schema: ZGetFamilyResponse });

export function readCachedFamily(userId: string): { storedAt: number; family: GetFamilyResponse } | null {
  const copy = familyCopy.read(userId);
  return copy ? { storedAt: copy.storedAt, family: copy.value } : null;
}

export function writeCachedFamily(userId: string, family: GetFamilyResponse, now = Date.now()): void {
  familyCopy.write(userId, family, now);
}

/** Removes every copy but `keepUserId`'s. */
export function forgetCachedFamilies(keepUserId?: string): void {
  familyCopy.forgetAllBut(keepUserId);
}
