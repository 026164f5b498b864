import { isRightsStatus, type RightsStatus, rightsStatusFor } from '@amparo/contract/emergency/rights-status';
import { useEffect } from 'react';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { useSession } from '../../../lib/session-provider.tsx';

// The profile comes from the network, but the guide must open for the person's own status offline too (issue
// 5, point 6): the status last read from the profile is kept on the device, per user, and used until the
// profile answers again.

const STATUS_KEY_PREFIX = 'amparo-rights-status:';

function readStoredStatus(userId: string): RightsStatus | null {
  try {
    // A plain check, not the content's schema: the officer card reads this on /emergency's first render.
    const stored = window.localStorage.getItem(`${STATUS_KEY_PREFIX}${userId}`);
    return isRightsStatus(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeStatus(userId: string, status: RightsStatus | null): void {
  try {
    if (status) window.localStorage.setItem(`${STATUS_KEY_PREFIX}${userId}`, status);
    else window.localStorage.removeItem(`${STATUS_KEY_PREFIX}${userId}`);
  } catch {
    // Without storage the offline guide falls back to the general one.
  }
}

/** The guide that fits the signed-in person: from the profile, or from the device while it cannot load. */
export function useOwnRightsStatus(): RightsStatus | null {
  const { profile } = useProfile();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const fromProfile = profile ? rightsStatusFor(profile) : undefined;
  useEffect(() => {
    if (userId && fromProfile !== undefined) storeStatus(userId, fromProfile);
  }, [userId, fromProfile]);
  if (fromProfile !== undefined) return fromProfile;
  return userId ? readStoredStatus(userId) : null;
}
