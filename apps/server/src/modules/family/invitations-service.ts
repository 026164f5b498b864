import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_CANCELLED,
  INVITATION_EXPIRED,
  INVITATION_FOR_SOMEONE_ELSE,
  INVITATION_USED,
} from '@amparo/contract/family/accept-family-invitation';
import {
  ALREADY_A_MEMBER,
  ALREADY_IN_FAMILY,
  CANNOT_INVITE_YOURSELF,
  type CreateFamilyInvitationRequest,
  FAMILY_FULL,
} from '@amparo/contract/family/create-family-invitation';
import { invitationExpiresAt } from '@amparo/contract/family/family-invitation-expiry';
import { FAMILY_PLACES_BESIDES_HOLDER } from '@amparo/contract/family/family-limits';
import type { FamilyInvitation } from '@amparo/contract/family/family-models';
import type { GetFamilyResponse } from '@amparo/contract/family/get-family';
import {
  INVITATION_NOT_FOUND,
  type PreviewFamilyInvitationResponse,
} from '@amparo/contract/family/preview-family-invitation';
import { eq } from 'drizzle-orm';
import { normalizePhone } from '../../auth/identifiers.ts';
import { maskEmail, maskPhone } from '../../auth/messages/render-auth-message.ts';
import type { Database } from '../../platform/db/database.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { enqueueJob, notifyJobsEnqueued } from '../../platform/jobs/job-queue.ts';
import {
  countPlaces,
  type FamilyRow,
  lockFamily,
  lockOrCreateHolderFamily,
  refreshDependentsCount,
} from './family-places.ts';
import {
  limitInvitationAcceptance,
  limitInvitationCreation,
  limitInvitationPreview,
} from './family-rate-limits.ts';
import {
  cancelPendingInvitationsTo,
  deleteFamily,
  familyHasMemberWithAddress,
  findAccountAddresses,
  findInvitationByTokenHash,
  findMembership,
  findOwnIdentifiers,
  type InvitationRow,
  insertInvitation,
  insertMember,
  lockFamilyInvitation,
  markInvitationAccepted,
  readOwnPlan,
  toInvitationResponse,
} from './family-repo.ts';
import { getOwnFamily } from './family-service.ts';
import { FAMILY_INVITATION_JOB_KIND } from './invitation-delivery.ts';

// Invitations (issue 12, point 2): the holder invites by email or text message; the link carries a single-use
// token (32 random bytes) of which only the SHA-256 is stored; it works for 7 days. Accepting adds the person
// to the family under the family's lock, so two acceptances at the same moment are counted one after the other
// and the family never passes 5. No answer here depends on whether the invited address has an account.

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

function planRequired(): HttpError {
  return new HttpError(
    403,
    'plan_required',
    'Inviting family members is part of the Full Protection plan, and needs a plan of your own',
  );
}

function alreadyInFamily(message: string): HttpError {
  return new HttpError(409, ALREADY_IN_FAMILY, message);
}

function familyFull(message: string): HttpError {
  return new HttpError(409, FAMILY_FULL, message);
}

function invitationNotFound(): HttpError {
  return new HttpError(404, INVITATION_NOT_FOUND, 'This invitation link does not match any invitation');
}

/** The address as accounts store it: a lower-cased email, or E.164 for a phone. */
function normalizeAddress(request: CreateFamilyInvitationRequest): string {
  if (request.channel === 'email') return request.address.trim().toLowerCase();
  const phone = normalizePhone(request.address);
  if (!phone) {
    throw new HttpError(
      400,
      'validation_failed',
      'This is not a phone number that can receive text messages',
      {
        fields: [{ path: 'address', message: 'Not a valid phone number' }],
      },
    );
  }
  return phone;
}

function maskAddress(invitation: Pick<InvitationRow, 'channel' | 'address'>): string {
  return invitation.channel === 'email' ? maskEmail(invitation.address) : maskPhone(invitation.address);
}

export async function createFamilyInvitation(
  db: Database,
  input: { userId: string; request: CreateFamilyInvitationRequest; now?: Date },
): Promise<FamilyInvitation> {
  const now = input.now ?? new Date();
  const { request, userId } = input;
  const address = normalizeAddress(request);
  await limitInvitationCreation(db, userId, now);
  const token = newInvitationToken();
  const invitation = await db.transaction(async (tx) => {
    if (!(await readOwnPlan(tx, userId))) throw planRequired();
    const before = await findMembership(tx, userId);
    if (before && before.membership.role !== 'holder') {
      throw alreadyInFamily('You are a member of another family; leave it before starting your own');
    }
    const family = await lockOrCreateHolderFamily(tx, {
      holderId: userId,
      displayName: request.inviter_name,
      now,
    });
    // Joined another family between the two reads: the holder row was not added, and all of this rolls back.
    const after = await findMembership(tx, userId);
    if (!after || after.family.id !== family.id || after.membership.role !== 'holder') {
      throw alreadyInFamily('You are a member of another family; leave it before starting your own');
    }
    await tx
      .update(familyMembers)
      .set({ displayName: request.inviter_name, updatedAt: now })
      .where(eq(familyMembers.id, after.membership.id));
    // One's own address would take a place with an invitation nobody can accept; someone already in this family
    // needs none. Both compare only with this family's own accounts, so nothing is told about anyone else's.
    const own = await findOwnIdentifiers(tx, userId);
    if (request.channel === 'email' ? address === own.email : own.phones.includes(address)) {
      throw new HttpError(
        409,
        CANNOT_INVITE_YOURSELF,
        `This is your own ${request.channel === 'email' ? 'email address' : 'phone number'}: you are already in your family`,
      );
    }
    if (await familyHasMemberWithAddress(tx, family.id, request.channel, address)) {
      throw new HttpError(409, ALREADY_A_MEMBER, 'This person is already a member of your family');
    }
    // A new invitation to the same person replaces the one still waiting (a "send again").
    await cancelPendingInvitationsTo(tx, family.id, address, now);
    const places = await countPlaces(tx, family.id, now);
    if (places.left <= 0) {
      throw familyFull(
        `Your family already has ${FAMILY_PLACES_BESIDES_HOLDER + 1} people, counting the invitations still waiting`,
      );
    }
    const row = await insertInvitation(tx, {
      familyId: family.id,
      tokenHash: hashInvitationToken(token),
      channel: request.channel,
      address,
      inviteeName: request.invitee_name,
      language: request.language,
      inviterName: request.inviter_name,
      status: 'pending',
      createdAt: now,
      expiresAt: invitationExpiresAt(now),
    });
    await enqueueJob(tx, {
      kind: FAMILY_INVITATION_JOB_KIND,
      payload: { invitationId: row.id, token },
      runAt: now,
    });
    return row;
  });
  notifyJobsEnqueued();
  return toInvitationResponse(invitation, now);
}

function invitationState(row: InvitationRow, now: Date): PreviewFamilyInvitationResponse['state'] {
  if (row.status !== 'pending') return row.status;
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

/** What the join page shows before anyone signs in. The same whether or not the address has an account. */
export async function previewFamilyInvitation(
  db: Database,
  input: { token: string; clientIp: string; now?: Date },
): Promise<PreviewFamilyInvitationResponse> {
  const now = input.now ?? new Date();
  await limitInvitationPreview(db, input.clientIp, now);
  const row = await findInvitationByTokenHash(db, hashInvitationToken(input.token));
  if (!row) throw invitationNotFound();
  return {
    inviter_name: row.inviterName,
    invitee_name: row.inviteeName,
    channel: row.channel,
    masked_address: maskAddress(row),
    language: row.language as PreviewFamilyInvitationResponse['language'],
    expires_at: row.expiresAt.toISOString(),
    state: invitationState(row, now),
  };
}

/** Locks families in one order (by id), so two acceptances that each need two families cannot deadlock. */
async function lockFamilies(tx: Database, ids: string[]): Promise<Map<string, FamilyRow>> {
  const locked = new Map<string, FamilyRow>();
  for (const id of [...new Set(ids)].sort()) {
    const family = await lockFamily(tx, id);
    if (family) locked.set(id, family);
  }
  return locked;
}

export async function acceptFamilyInvitation(
  db: Database,
  input: { userId: string; token: string; displayName?: string; now?: Date },
): Promise<GetFamilyResponse> {
  const now = input.now ?? new Date();
  const { userId } = input;
  await limitInvitationAcceptance(db, userId, now);
  await db.transaction(async (tx) => {
    const found = await findInvitationByTokenHash(tx, hashInvitationToken(input.token));
    if (!found) throw invitationNotFound();
    const own = await findMembership(tx, userId);
    const locked = await lockFamilies(
      tx,
      own?.membership.role === 'holder' ? [found.familyId, own.family.id] : [found.familyId],
    );
    const family = locked.get(found.familyId);
    const invitation = family ? await lockFamilyInvitation(tx, family.id, found.id) : null;
    if (!family || !invitation) throw invitationNotFound();

    if (invitation.status === 'cancelled') {
      throw new HttpError(410, INVITATION_CANCELLED, 'This invitation was cancelled');
    }
    if (invitation.status === 'accepted') {
      throw new HttpError(410, INVITATION_USED, 'This invitation has already been used');
    }
    if (invitation.expiresAt.getTime() <= now.getTime()) {
      throw new HttpError(410, INVITATION_EXPIRED, 'This invitation has expired; ask for a new one');
    }

    const addresses = await findAccountAddresses(tx, userId);
    const mine = invitation.channel === 'email' ? addresses?.email : addresses?.phone;
    if (!mine || mine !== invitation.address) {
      throw new HttpError(
        403,
        INVITATION_FOR_SOMEONE_ELSE,
        `This invitation is for ${maskAddress(invitation)}; sign in with that ${invitation.channel === 'email' ? 'email address' : 'phone number'} to accept it`,
      );
    }

    // Read again under the locks: what the person belongs to now is what counts.
    const current = await findMembership(tx, userId);
    if (current?.family.id === family.id) throw alreadyInFamily('You are already in this family');
    if (current?.membership.role === 'member') {
      throw alreadyInFamily('You are in another family; leave it before joining this one');
    }
    if (current) {
      // A holder may join another family only while their own is empty: it is then removed.
      const ownFamily = locked.get(current.family.id) ?? (await lockFamily(tx, current.family.id));
      if (ownFamily) {
        const ownPlaces = await countPlaces(tx, ownFamily.id, now);
        if (ownPlaces.members + ownPlaces.dependents + ownPlaces.pending_invitations > 0) {
          throw alreadyInFamily(
            'You hold a family with people or invitations in it; remove them before joining another',
          );
        }
        await deleteFamily(tx, ownFamily, now);
      }
    }

    // The people covered, not the invitations: this invitation's own place becomes the member's.
    const places = await countPlaces(tx, family.id, now);
    if (places.members + places.dependents >= FAMILY_PLACES_BESIDES_HOLDER) {
      throw familyFull(`This family already has ${FAMILY_PLACES_BESIDES_HOLDER + 1} people`);
    }
    const joined = await insertMember(tx, {
      familyId: family.id,
      userId,
      displayName: input.displayName ?? invitation.inviteeName,
      now,
    });
    if (!joined) throw alreadyInFamily('You are in another family; leave it before joining this one');
    await markInvitationAccepted(tx, invitation.id, userId, now);
    await refreshDependentsCount(tx, family, now);
  });
  return getOwnFamily(db, userId, now);
}
