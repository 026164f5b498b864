import {
  type GetProfessionalProfileResponse,
  PROFESSIONAL_ACCOUNT_REQUIRED,
} from '@amparo/contract/legal/get-professional-profile';
import {
  normalizeBarNumber,
  normalizeProfessionalListing,
  type ProfessionalListing,
} from '@amparo/contract/legal/professional-listing-input';
import type { PutProfessionalProfileResponse } from '@amparo/contract/legal/put-professional-profile';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { legalProfessionals } from '../../platform/db/schema/legal.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import {
  type BarAdmissionRow,
  barAdmissionsOf,
  findListing,
  type ListingRow,
  listingValues,
  replaceBarAdmissions,
} from './professionals-repo.ts';
import { ownListingView } from './professionals-view.ts';

// A legal professional's own listing (issue 13, point 1). Only an account created as a professional has one; the
// listing waits for the owner's check, and anything that changes who the professional is sends it back there.

export function professionalAccountRequired(): HttpError {
  return new HttpError(
    403,
    PROFESSIONAL_ACCOUNT_REQUIRED,
    'Only a legal professional’s account can have a listing: create one from /lawyers/join',
  );
}

async function requireProfessionalAccount(db: Database, userId: string): Promise<void> {
  const [profile] = await db
    .select({ accountType: profiles.accountType })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (profile?.accountType !== 'legal_professional') throw professionalAccountRequired();
}

export async function getOwnListing(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<GetProfessionalProfileResponse> {
  await requireProfessionalAccount(db, input.userId);
  const row = await findListing(db, input.userId);
  if (!row) return { listing: null };
  const admissions = (await barAdmissionsOf(db, [row.userId])).get(row.userId) ?? [];
  return { listing: ownListingView(row, admissions, input.now ?? new Date()) };
}

function sameAdmissions(
  stored: readonly BarAdmissionRow[],
  next: readonly { state: string; bar_number: string }[],
): boolean {
  const key = (state: string, number: string) => `${state}:${normalizeBarNumber(number)}`;
  const before = new Set(stored.map((admission) => key(admission.state, admission.barNumber)));
  const after = new Set(next.map((admission) => key(admission.state, admission.bar_number)));
  return before.size === after.size && [...after].every((entry) => before.has(entry));
}

/**
 * Who the professional is, as the owner checked it: their name, their kind, their bar admissions, their
 * organisation. A change to any of these makes the last check say nothing about the listing any more.
 */
export function changesIdentity(
  row: ListingRow,
  admissions: readonly BarAdmissionRow[],
  next: ProfessionalListing,
): boolean {
  return (
    row.kind !== next.kind ||
    row.fullName !== next.full_name ||
    (row.recognizedOrganization ?? null) !== next.recognized_organization ||
    !sameAdmissions(admissions, next.bar_admissions)
  );
}

export async function putOwnListing(
  db: Database,
  input: { userId: string; listing: ProfessionalListing; now?: Date },
): Promise<PutProfessionalProfileResponse> {
  const now = input.now ?? new Date();
  const listing = normalizeProfessionalListing(input.listing);
  await requireProfessionalAccount(db, input.userId);
  await db.transaction(async (tx) => {
    const existing = await findListing(tx, input.userId, { forUpdate: true });
    if (!existing) {
      await tx.insert(legalProfessionals).values({
        userId: input.userId,
        ...listingValues(listing),
        status: 'pending',
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    } else {
      const admissions = (await barAdmissionsOf(tx, [input.userId])).get(input.userId) ?? [];
      // A suspension stays until the owner lifts it, whatever is edited; a verified listing, or a rejected one
      // corrected, goes (back) to the queue. The last check's record stays for the owner to compare.
      const backToQueue =
        changesIdentity(existing, admissions, listing) &&
        (existing.status === 'verified' || existing.status === 'rejected');
      await tx
        .update(legalProfessionals)
        .set({
          ...listingValues(listing),
          ...(backToQueue ? { status: 'pending' as const, statusReason: null, submittedAt: now } : {}),
          updatedAt: now,
        })
        .where(eq(legalProfessionals.userId, input.userId));
    }
    await replaceBarAdmissions(tx, input.userId, listing.bar_admissions);
  });
  const result = await getOwnListing(db, { userId: input.userId, now });
  if (!result.listing) throw new Error('The listing was saved but cannot be read back');
  return { listing: result.listing };
}
