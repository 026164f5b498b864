// Family protection (spec §6, issue 12): a Full Protection holder covers up to 4 more people, 5 in all. The
// people covered besides the holder are members with their own account and dependents without one; an
// invitation still waiting for an answer holds a place, so the holder never promises a place that is not there.

/** Everyone in the family, the holder included (spec §6). */
export const FAMILY_SIZE_LIMIT = 5;

/** People covered besides the holder: members, dependents and waiting invitations together. */
export const FAMILY_PLACES_BESIDES_HOLDER = FAMILY_SIZE_LIMIT - 1;

/** An invitation link works for 7 days, once (to the end of the 7th day in Hawaii: family-invitation-expiry.ts). */
export const FAMILY_INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export const FAMILY_NAME_MAX = 80;

export const FAMILY_ROLES = ['holder', 'member'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];

export const FAMILY_INVITATION_CHANNELS = ['email', 'sms'] as const;
export type FamilyInvitationChannel = (typeof FAMILY_INVITATION_CHANNELS)[number];

export const FAMILY_INVITATION_STATUSES = ['pending', 'accepted', 'cancelled'] as const;
export type FamilyInvitationStatus = (typeof FAMILY_INVITATION_STATUSES)[number];

/**
 * Where a person's Full Protection comes from: their own payment (or the demo rule), a family they belong to
 * whose holder has the plan, or nowhere (Basic).
 */
export const COVERAGE_KINDS = ['own', 'family', 'none'] as const;
export type CoverageKind = (typeof COVERAGE_KINDS)[number];
