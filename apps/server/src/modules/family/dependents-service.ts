import { ALREADY_IN_FAMILY, FAMILY_FULL } from '@amparo/contract/family/create-family-invitation';
import type { Dependent, ListDependentsResponse, ZDependentInput } from '@amparo/contract/family/dependent';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { findCoverage } from './coverage.ts';
import {
  type CaregiverFields,
  type DependentFields,
  deleteDependent,
  findHeldFamilyId,
  findHolderDisplayName,
  findMembershipRole,
  insertDependent,
  listDependentsWithCaregivers,
  lockDependent,
  nextDependentPosition,
  replaceCaregivers,
  toDependentResponse,
  updateDependent,
} from './dependents-repo.ts';
import {
  countPlaces,
  lockFamily,
  lockOrCreateHolderFamily,
  refreshDependentsCount,
} from './family-places.ts';

// Dependents without an account (issue 12, point 4): kept on the holder's account and shown to nobody else. The
// family is always found from the caller's id (the access token), so a member, or anyone else, sees an empty list
// and gets 404 on any id. Adding one takes a family place, under the family's lock (family-places.ts).

type DependentInput = z.output<typeof ZDependentInput>;

function notFound(): HttpError {
  return new HttpError(404, 'not_found', 'No such person in your family');
}

/** The server's own date (UTC), YYYY-MM-DD, as a date of birth is compared with it. */
function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function toFields(
  input: DependentInput,
  now: Date,
): { fields: DependentFields; caregivers: CaregiverFields[] } {
  // A day ahead of UTC is still "today" somewhere on Earth: refuse only what is in the future everywhere.
  const latest = isoDay(new Date(now.getTime() + 14 * 60 * 60_000));
  if (input.date_of_birth !== null && input.date_of_birth > latest) {
    throw new HttpError(400, 'validation_failed', 'A date of birth cannot be in the future', {
      fields: [{ path: 'date_of_birth', message: 'A date of birth cannot be in the future' }],
    });
  }
  return {
    fields: {
      name: input.name,
      relationship: input.relationship,
      dateOfBirth: input.date_of_birth,
      schoolOrCarePlace: input.school_or_care_place,
      pickupPeople: input.pickup_people,
      allergies: input.allergies,
      medicines: input.medicines,
      doctor: input.doctor,
      languagesSpoken: input.languages_spoken,
    },
    caregivers: input.caregivers.map((caregiver) => ({
      name: caregiver.name,
      phone: caregiver.phone,
      relationship: caregiver.relationship,
      hasAgreed: caregiver.has_agreed,
      authorizationSigned: caregiver.authorization_signed,
    })),
  };
}

export async function listOwnDependents(db: Database, userId: string): Promise<ListDependentsResponse> {
  const familyId = await findHeldFamilyId(db, userId);
  return { dependents: familyId ? await listDependentsWithCaregivers(db, familyId) : [] };
}

export async function createOwnDependent(
  db: Database,
  input: { userId: string; dependent: DependentInput; now?: Date },
): Promise<Dependent> {
  const now = input.now ?? new Date();
  const { fields, caregivers } = toFields(input.dependent, now);
  // Adding a person is part of the holder's own plan; coverage through someone else's family does not count.
  if ((await findCoverage(db, input.userId)) !== 'own') {
    throw new HttpError(
      403,
      'plan_required',
      'Adding family members is part of the Full Protection plan; unlock it on the plans page (/payment)',
    );
  }
  const displayName = await findHolderDisplayName(db, input.userId);
  return db.transaction(async (tx) => {
    if ((await findMembershipRole(tx, input.userId)) === 'member') {
      throw new HttpError(
        409,
        ALREADY_IN_FAMILY,
        'You are a member of another family; leave it to start your own',
      );
    }
    const family = await lockOrCreateHolderFamily(tx, { holderId: input.userId, displayName, now });
    const places = await countPlaces(tx, family.id, now);
    if (places.left === 0) {
      throw new HttpError(409, FAMILY_FULL, 'Your family already has 5 people, the most the plan covers');
    }
    const position = await nextDependentPosition(tx, family.id);
    const row = await insertDependent(tx, { familyId: family.id, fields, position, now });
    const saved = await replaceCaregivers(tx, { dependentId: row.id, caregivers, now });
    await refreshDependentsCount(tx, family, now);
    return toDependentResponse(
      row,
      saved.sort((a, b) => a.position - b.position),
    );
  });
}

export async function updateOwnDependent(
  db: Database,
  input: { userId: string; dependentId: string; dependent: DependentInput; now?: Date },
): Promise<Dependent> {
  const now = input.now ?? new Date();
  const { fields, caregivers } = toFields(input.dependent, now);
  // Editing needs no plan: what the holder wrote stays theirs to correct, even after the plan ends.
  const familyId = await findHeldFamilyId(db, input.userId);
  if (!familyId) throw notFound();
  return db.transaction(async (tx) => {
    if (!(await lockDependent(tx, familyId, input.dependentId))) throw notFound();
    const row = await updateDependent(tx, { familyId, dependentId: input.dependentId, fields, now });
    if (!row) throw notFound();
    const saved = await replaceCaregivers(tx, { dependentId: row.id, caregivers, now });
    return toDependentResponse(
      row,
      saved.sort((a, b) => a.position - b.position),
    );
  });
}

export async function deleteOwnDependent(
  db: Database,
  input: { userId: string; dependentId: string; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const familyId = await findHeldFamilyId(db, input.userId);
  if (!familyId) throw notFound();
  await db.transaction(async (tx) => {
    const family = await lockFamily(tx, familyId);
    if (!family || !(await deleteDependent(tx, familyId, input.dependentId))) throw notFound();
    await refreshDependentsCount(tx, family, now);
  });
}
