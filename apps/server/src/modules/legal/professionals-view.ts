import type { OwnProfessionalListing } from '@amparo/contract/legal/get-professional-profile';
import type { PracticeArea } from '@amparo/contract/legal/legal-limits';
import type {
  ProfessionalSummary,
  ProfessionalVerification,
} from '@amparo/contract/legal/professional-models';
import { type BarAdmissionRow, type ListingRow, listingStateOf } from './professionals-repo.ts';

// A listing row as each audience sees it: the professional themselves (everything, with its state), and the
// public (a verified listing, never the owner's notes or the account behind it).

export function barAdmissionsView(admissions: readonly BarAdmissionRow[]) {
  return admissions.map((admission) => ({ state: admission.state, bar_number: admission.barNumber }));
}

function verificationView(row: ListingRow): ProfessionalVerification | null {
  if (row.verifiedAt === null || row.verificationExpiresAt === null) return null;
  return {
    verified_at: row.verifiedAt.toISOString(),
    expires_at: row.verificationExpiresAt.toISOString(),
    source: row.verificationSource ?? '',
  };
}

export function ownListingView(
  row: ListingRow,
  admissions: readonly BarAdmissionRow[],
  now: Date,
): OwnProfessionalListing {
  const listingState = listingStateOf(row, now);
  return {
    id: row.userId,
    kind: row.kind,
    full_name: row.fullName,
    bar_admissions: barAdmissionsView(admissions),
    recognized_organization: row.recognizedOrganization,
    accreditation_expires_on: row.accreditationExpiresOn,
    languages: row.languages,
    practice_areas: row.practiceAreas as PracticeArea[],
    city: row.city,
    state: row.state,
    offers_remote: row.offersRemote,
    fee_model: row.feeModel,
    fee_min_cents: row.feeMinCents,
    fee_max_cents: row.feeMaxCents,
    first_consultation_cents: row.firstConsultationCents,
    bio: row.bio,
    website: row.website,
    listing_state: listingState,
    status_reason:
      listingState === 'suspended' || listingState === 'rejected' ? (row.statusReason ?? null) : null,
    submitted_at: row.submittedAt.toISOString(),
    verification: listingState === 'verified' || listingState === 'expired' ? verificationView(row) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A listed professional as search results and the public profile show them. Call only for a listed row. */
export function publicSummaryView(
  row: ListingRow,
  admissions: readonly BarAdmissionRow[],
  rating: { average: number | null; count: number },
): ProfessionalSummary {
  const verification = verificationView(row);
  if (!verification) throw new Error('A listed professional has no verification');
  return {
    id: row.userId,
    kind: row.kind,
    full_name: row.fullName,
    recognized_organization: row.kind === 'accredited_representative' ? row.recognizedOrganization : null,
    languages: row.languages,
    practice_areas: row.practiceAreas as PracticeArea[],
    city: row.city,
    state: row.state,
    offers_remote: row.offersRemote,
    fee_model: row.feeModel,
    fee_min_cents: row.feeMinCents,
    fee_max_cents: row.feeMaxCents,
    first_consultation_cents: row.firstConsultationCents,
    bar_admissions: barAdmissionsView(admissions),
    verification,
    rating,
  };
}
