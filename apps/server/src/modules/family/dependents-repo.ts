import type { Caregiver, Dependent } from '@amparo/contract/family/dependent';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { emergencySettings } from '../../platform/db/schema/emergency.ts';
import {
  dependentCaregivers,
  families,
  familyDependents,
  familyMembers,
} from '../../platform/db/schema/family.ts';

// The queries of the dependents (issue 12, point 4). Every query that names a dependent also names the family
// of the caller as holder, so another family's id finds nothing.

export type DependentRow = typeof familyDependents.$inferSelect;
export type CaregiverRow = typeof dependentCaregivers.$inferSelect;

export type DependentFields = {
  name: string;
  relationship: string;
  dateOfBirth: string | null;
  schoolOrCarePlace: string;
  pickupPeople: string;
  allergies: string;
  medicines: string;
  doctor: string;
  languagesSpoken: string;
};

export type CaregiverFields = {
  name: string;
  phone: string;
  relationship: string;
  hasAgreed: boolean;
  authorizationSigned: boolean;
};

function toCaregiverResponse(row: CaregiverRow): Caregiver {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    relationship: row.relationship,
    has_agreed: row.hasAgreed,
    authorization_signed: row.authorizationSigned,
  };
}

export function toDependentResponse(row: DependentRow, caregivers: CaregiverRow[]): Dependent {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    date_of_birth: row.dateOfBirth,
    school_or_care_place: row.schoolOrCarePlace,
    pickup_people: row.pickupPeople,
    allergies: row.allergies,
    medicines: row.medicines,
    doctor: row.doctor,
    languages_spoken: row.languagesSpoken,
    caregivers: caregivers.map(toCaregiverResponse),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The id of the family the user holds, or null (no family yet, or only a member of someone else's). */
export async function findHeldFamilyId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: families.id }).from(families).where(eq(families.holderId, userId));
  return row?.id ?? null;
}

/** The user's role in the family they belong to, if any. */
export async function findMembershipRole(db: Database, userId: string): Promise<'holder' | 'member' | null> {
  const [row] = await db
    .select({ role: familyMembers.role })
    .from(familyMembers)
    .where(eq(familyMembers.userId, userId));
  return row?.role ?? null;
}

/** The name the family knows the holder by: their Help Me Now sender name, else their email's local part. */
export async function findHolderDisplayName(db: Database, userId: string): Promise<string> {
  const [settings] = await db
    .select({ senderName: emergencySettings.senderName })
    .from(emergencySettings)
    .where(eq(emergencySettings.userId, userId));
  const sender = settings?.senderName.trim();
  if (sender) return sender;
  const [user] = await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
  return user?.email?.split('@')[0] || 'Amparo';
}

export async function listDependentsWithCaregivers(db: Database, familyId: string): Promise<Dependent[]> {
  const rows = await db
    .select()
    .from(familyDependents)
    .where(eq(familyDependents.familyId, familyId))
    .orderBy(asc(familyDependents.position), asc(familyDependents.createdAt));
  if (rows.length === 0) return [];
  const caregivers = await db
    .select()
    .from(dependentCaregivers)
    .where(
      inArray(
        dependentCaregivers.dependentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(dependentCaregivers.position));
  return rows.map((row) =>
    toDependentResponse(
      row,
      caregivers.filter((caregiver) => caregiver.dependentId === row.id),
    ),
  );
}

export async function nextDependentPosition(db: Database, familyId: string): Promise<number> {
  const [row] = await db
    .select({ last: max(familyDependents.position) })
    .from(familyDependents)
    .where(eq(familyDependents.familyId, familyId));
  return (row?.last ?? -1) + 1;
}

export async function insertDependent(
  tx: Database,
  input: { familyId: string; fields: DependentFields; position: number; now: Date },
): Promise<DependentRow> {
  const [row] = await tx
    .insert(familyDependents)
    .values({
      familyId: input.familyId,
      ...input.fields,
      position: input.position,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('The dependent insert returned no row');
  return row;
}

/** Locks the dependent's row when it belongs to the given family; null otherwise. */
export async function lockDependent(
  tx: Database,
  familyId: string,
  dependentId: string,
): Promise<DependentRow | null> {
  const [row] = await tx
    .select()
    .from(familyDependents)
    .where(and(eq(familyDependents.id, dependentId), eq(familyDependents.familyId, familyId)))
    .for('update');
  return row ?? null;
}

export async function updateDependent(
  tx: Database,
  input: { familyId: string; dependentId: string; fields: DependentFields; now: Date },
): Promise<DependentRow | null> {
  const [row] = await tx
    .update(familyDependents)
    .set({ ...input.fields, updatedAt: input.now })
    .where(and(eq(familyDependents.id, input.dependentId), eq(familyDependents.familyId, input.familyId)))
    .returning();
  return row ?? null;
}

/** Replaces the dependent's caregivers with the list given, in its order. */
export async function replaceCaregivers(
  tx: Database,
  input: { dependentId: string; caregivers: CaregiverFields[]; now: Date },
): Promise<CaregiverRow[]> {
  await tx.delete(dependentCaregivers).where(eq(dependentCaregivers.dependentId, input.dependentId));
  if (input.caregivers.length === 0) return [];
  return tx
    .insert(dependentCaregivers)
    .values(
      input.caregivers.map((caregiver, position) => ({
        dependentId: input.dependentId,
        ...caregiver,
        position,
        createdAt: input.now,
        updatedAt: input.now,
      })),
    )
    .returning();
}

export async function deleteDependent(tx: Database, familyId: string, dependentId: string): Promise<boolean> {
  const rows = await tx
    .delete(familyDependents)
    .where(and(eq(familyDependents.id, dependentId), eq(familyDependents.familyId, familyId)))
    .returning({ id: familyDependents.id });
  return rows.length > 0;
}
