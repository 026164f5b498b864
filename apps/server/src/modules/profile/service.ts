import { isEligibleEntryMethod, type Profile } from '@amparo/contract/profile/profile';
import type { UpdateProfileRequest } from '@amparo/contract/profile/update-profile';
import { grantDemoAccess, isDemoEmail } from '../../auth/demo-accounts.ts';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  type FoundProfile,
  findProfile,
  type ProfileChanges,
  toProfileResponse,
  updateProfile,
} from './repo.ts';

// The caller's own profile (spec §3, §4). The user id comes from the access token only. `has_access`,
// `payment_tier` and `payment_amount` are never written from a request: the payment webhook, the owner and
// the demo-account rule below are the only writers. `dependents_count` is the family area's (the people in the
// holder's family, modules/family/family-places.ts), and `coverage` is read with the profile (family/coverage.ts).

function profileMissing(): HttpError {
  // Every account gets its profile in the sign-up transaction, so this means the account was just deleted.
  return new HttpError(404, 'not_found', 'No profile exists for this account');
}

export async function getOwnProfile(
  db: Database,
  input: {
    userId: string;
    demoAccounts: boolean;
    now?: Date;
    /** The profile already read with the caller's session (require-user.ts), which saves a round trip. */
    found?: FoundProfile | null;
  },
): Promise<Profile> {
  const found = input.found !== undefined ? input.found : await findProfile(db, input.userId);
  if (!found) throw profileMissing();
  if (input.demoAccounts && isDemoEmail(found.accountEmail) && !found.profile.hasAccess) {
    await grantDemoAccess(db, input.userId, input.now ?? new Date());
    const upgraded = await findProfile(db, input.userId);
    if (!upgraded) throw profileMissing();
    return toProfileResponse(upgraded.profile, upgraded.coveredByFamily);
  }
  return toProfileResponse(found.profile, found.coveredByFamily);
}

/** Applies the fields sent. `is_eligible` follows `entry_method` (false only for entry without inspection). */
export async function updateOwnProfile(
  db: Database,
  input: { userId: string; changes: UpdateProfileRequest; now?: Date },
): Promise<Profile> {
  const now = input.now ?? new Date();
  const found = await findProfile(db, input.userId);
  if (!found) throw profileMissing();
  const { changes } = input;
  const update: ProfileChanges = {};
  if (changes.entry_method !== undefined) {
    update.entryMethod = changes.entry_method;
    update.isEligible = isEligibleEntryMethod(changes.entry_method);
  }
  if (changes.current_status !== undefined) update.currentStatus = changes.current_status;
  if (changes.legal_consent_accepted !== undefined) {
    update.legalConsentAccepted = changes.legal_consent_accepted;
    if (!changes.legal_consent_accepted) update.legalConsentAcceptedAt = null;
    else if (!found.profile.legalConsentAccepted) update.legalConsentAcceptedAt = now;
  }
  const row = await updateProfile(db, input.userId, update, now);
  if (!row) throw profileMissing();
  return toProfileResponse(row, found.coveredByFamily);
}
