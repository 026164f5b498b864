import type { GetFamilyResponse } from '@amparo/contract/family/get-family';
import { HOLDER_CANNOT_LEAVE } from '@amparo/contract/family/leave-family';
import type { UpdateFamilyMembershipRequest } from '@amparo/contract/family/update-family-membership';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findCoverage } from './coverage.ts';
import { countPlaces, lockFamily, refreshDependentsCount } from './family-places.ts';
import {
  cancelInvitation,
  deleteMember,
  findMembership,
  listMembers,
  listPendingInvitations,
  lockFamilyInvitation,
  type MembershipRow,
  toInvitationResponse,
  toMemberResponse,
  updateMembership,
} from './family-repo.ts';

// The family as its people see it, and the changes that take someone out of it (issue 12, points 1–3). The
// caller is always the access token's user; a family is reached only through the caller's own membership, so
// another family's ids are "not found". Every change that removes a person locks the family's row, writes,
// and refreshes the holder's dependents_count in the same transaction (family-places.ts).

export function familyNotFound(): HttpError {
  return new HttpError(404, 'not_found', 'You are not in a family');
}

function holderOnly(): HttpError {
  // The same answer as for an id of another family: a member learns nothing about what the holder sees.
  return new HttpError(404, 'not_found', 'No such person or invitation in your family');
}

export async function getOwnFamily(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<GetFamilyResponse> {
  const [found, coverage] = await Promise.all([findMembership(db, userId), findCoverage(db, userId)]);
  const coverageKind = coverage ?? 'none';
  if (!found) return { role: null, can_create: coverageKind === 'own', coverage: coverageKind, family: null };
  const { membership, family } = found;
  const isHolder = membership.role === 'holder';
  const [members, invitations, places] = await Promise.all([
    listMembers(db, family.id),
    isHolder ? listPendingInvitations(db, family.id) : Promise.resolve([]),
    countPlaces(db, family.id, now),
  ]);
  const holder = members.find((row) => row.role === 'holder');
  return {
    role: membership.role,
    can_create: isHolder && coverageKind === 'own',
    coverage: coverageKind,
    family: {
      id: family.id,
      holder: { user_id: family.holderId, display_name: holder?.displayName ?? '' },
      members: members.map((row) => toMemberResponse(row, userId, isHolder)),
      invitations: invitations.map((row) => toInvitationResponse(row, now)),
      places,
    },
  };
}

export async function updateOwnMembership(
  db: Database,
  input: { userId: string; changes: UpdateFamilyMembershipRequest; now?: Date },
): Promise<GetFamilyResponse> {
  const now = input.now ?? new Date();
  const found = await findMembership(db, input.userId);
  if (!found) throw familyNotFound();
  const { changes } = input;
  const update: Partial<Pick<MembershipRow, 'displayName' | 'alertOnHelp' | 'alertPhone'>> = {};
  if (changes.display_name !== undefined) update.displayName = changes.display_name;
  if (changes.alert_on_help !== undefined) update.alertOnHelp = changes.alert_on_help;
  if (changes.alert_phone !== undefined) update.alertPhone = changes.alert_phone || null;
  await updateMembership(db, input.userId, update, now);
  return getOwnFamily(db, input.userId, now);
}

/** A member leaves; their coverage through the family ends with the commit. */
export async function leaveOwnFamily(
  db: Database,
  input: { userId: string; now?: Date },
): Promise<GetFamilyResponse> {
  const now = input.now ?? new Date();
  await db.transaction(async (tx) => {
    const found = await findMembership(tx, input.userId);
    if (!found) throw familyNotFound();
    if (found.membership.role === 'holder') {
      throw new HttpError(
        409,
        HOLDER_CANNOT_LEAVE,
        'You hold this family: remove its people or cancel its invitations instead',
      );
    }
    const family = await lockFamily(tx, found.family.id);
    if (!family || !(await deleteMember(tx, family.id, input.userId))) throw familyNotFound();
    await refreshDependentsCount(tx, family, now);
  });
  return getOwnFamily(db, input.userId, now);
}

/** Runs `change` with the caller's family locked, only if the caller holds it. */
async function asHolder<T>(
  db: Database,
  userId: string,
  change: (tx: Database, family: NonNullable<Awaited<ReturnType<typeof lockFamily>>>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const found = await findMembership(tx, userId);
    if (found?.membership.role !== 'holder') throw holderOnly();
    const family = await lockFamily(tx, found.family.id);
    if (!family || family.holderId !== userId) throw holderOnly();
    return change(tx, family);
  });
}

/** The holder removes a member; the member's coverage through the family ends with the commit. */
export async function removeFamilyMember(
  db: Database,
  input: { userId: string; memberUserId: string; now?: Date },
): Promise<GetFamilyResponse> {
  const now = input.now ?? new Date();
  await asHolder(db, input.userId, async (tx, family) => {
    if (input.memberUserId === input.userId) {
      throw new HttpError(409, HOLDER_CANNOT_LEAVE, 'You hold this family and cannot remove yourself');
    }
    if (!(await deleteMember(tx, family.id, input.memberUserId))) throw holderOnly();
    await refreshDependentsCount(tx, family, now);
  });
  return getOwnFamily(db, input.userId, now);
}

/** The holder cancels a waiting invitation: its link stops working and its place is free again. */
export async function cancelFamilyInvitation(
  db: Database,
  input: { userId: string; invitationId: string; now?: Date },
): Promise<GetFamilyResponse> {
  const now = input.now ?? new Date();
  await asHolder(db, input.userId, async (tx, family) => {
    const invitation = await lockFamilyInvitation(tx, family.id, input.invitationId);
    if (invitation?.status !== 'pending') throw holderOnly();
    await cancelInvitation(tx, invitation.id, now);
    await refreshDependentsCount(tx, family, now);
  });
  return getOwnFamily(db, input.userId, now);
}
