import type { EmergencyContact } from '@amparo/contract/emergency/emergency-contact';
import type { LanguageCode } from '@amparo/contract/i18n/languages';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { emergencyContacts } from '../../platform/db/schema/emergency.ts';
import { profiles } from '../../platform/db/schema/profiles.ts';
import { coveredByFamilySql } from '../family/coverage.ts';

export type ContactRow = typeof emergencyContacts.$inferSelect;

export type ContactFields = {
  name: string;
  relationship: string;
  phone: string;
  email: string | null;
  language: LanguageCode;
  alertOnHelp: boolean;
};

export function toContactResponse(row: ContactRow): EmergencyContact {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    phone: row.phone,
    email: row.email,
    language: row.language as LanguageCode,
    alert_on_help: row.alertOnHelp,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listContacts(db: Database, userId: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId))
    .orderBy(asc(emergencyContacts.position), asc(emergencyContacts.createdAt));
}

/**
 * Whether the user has Full Protection, their own or through their family (family/coverage.ts). With `lock`,
 * the profile row stays locked until the transaction ends, so two requests adding contacts at once are counted
 * one after the other.
 */
export async function readHasAccess(db: Database, userId: string, lock = false): Promise<boolean> {
  const query = db
    .select({ hasAccess: profiles.hasAccess, coveredByFamily: coveredByFamilySql(sql`${profiles.id}`) })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const [row] = lock ? await query.for('update', { of: profiles }) : await query;
  return row ? row.hasAccess || row.coveredByFamily : false;
}

export async function countContacts(db: Database, userId: string): Promise<{ total: number; last: number }> {
  const [row] = await db
    .select({ total: count(), last: max(emergencyContacts.position) })
    .from(emergencyContacts)
    .where(eq(emergencyContacts.userId, userId));
  return { total: row?.total ?? 0, last: row?.last ?? -1 };
}

export async function insertContact(
  db: Database,
  userId: string,
  fields: ContactFields,
  position: number,
  now: Date,
): Promise<ContactRow> {
  const [row] = await db
    .insert(emergencyContacts)
    .values({ userId, ...fields, position, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('The contact insert returned no row');
  return row;
}

export async function updateContact(
  db: Database,
  userId: string,
  contactId: string,
  fields: ContactFields,
  now: Date,
): Promise<ContactRow | null> {
  const [row] = await db
    .update(emergencyContacts)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(emergencyContacts.id, contactId), eq(emergencyContacts.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteContact(db: Database, userId: string, contactId: string): Promise<boolean> {
  const rows = await db
    .delete(emergencyContacts)
    .where(and(eq(emergencyContacts.id, contactId), eq(emergencyContacts.userId, userId)))
    .returning({ id: emergencyContacts.id });
  return rows.length > 0;
}

export async function setContactPosition(
  db: Database,
  userId: string,
  contactId: string,
  position: number,
): Promise<void> {
  await db
    .update(emergencyContacts)
    .set({ position })
    .where(and(eq(emergencyContacts.id, contactId), eq(emergencyContacts.userId, userId)));
}
