import { NATIONWIDE } from '@amparo/contract/legal/legal-limits';
import type { ListLegalOrganizationsQuery } from '@amparo/contract/legal/list-legal-organizations';
import { and, arrayContains, arrayOverlaps, asc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { authUsers } from '../../platform/db/schema/auth.ts';
import { legalServiceOrganizations as organizations } from '../../platform/db/schema/legal.ts';

// The registry's queries. Public reads never see a hidden entry; the owner's read sees every entry with the
// email of whoever verified it.

export type OrganizationRow = typeof organizations.$inferSelect;
export type OrganizationInsert = typeof organizations.$inferInsert;
export type OwnerOrganizationRow = OrganizationRow & { verifiedByEmail: string | null };

/** A guard, not a page size: the registry holds dozens of entries, and the page filters on the device. */
export const REGISTRY_LIST_LIMIT = 1000;

// By code point, the same order in every database and in the browser (registry-filters.ts).
const byName = sql`lower(${organizations.name}) collate "C"`;

export async function listVisibleOrganizations(
  db: Database,
  filters: ListLegalOrganizationsQuery,
): Promise<OrganizationRow[]> {
  const conditions: SQL[] = [eq(organizations.hidden, false)];
  if (filters.language) {
    // An entry with no languages listed has not said which it serves in: it matches every language, as in the
    // browser (registry-filters.ts).
    const unknown = sql`cardinality(${organizations.languages}) = 0`;
    conditions.push(or(unknown, arrayContains(organizations.languages, [filters.language])) as SQL);
  }
  if (filters.state) conditions.push(arrayOverlaps(organizations.states, [filters.state, NATIONWIDE]));
  if (filters.service) conditions.push(arrayContains(organizations.services, [filters.service]));
  if (filters.kind) conditions.push(eq(organizations.kind, filters.kind));
  const query = filters.q?.trim().toLowerCase();
  if (query) {
    // position() rather than LIKE: what a person types is matched as text, `%` and `_` included.
    conditions.push(sql`(
      position(${query} in lower(${organizations.name})) > 0
      or exists (
        select 1 from jsonb_each_text(${organizations.description}) as entry(language, value)
        where position(${query} in lower(entry.value)) > 0
      )
    )`);
  }
  const order: SQL[] = [];
  if (filters.state) {
    order.push(sql`case when ${filters.state} = any(${organizations.states}) then 0 else 1 end`);
  }
  order.push(byName, asc(organizations.id));
  return db
    .select()
    .from(organizations)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(REGISTRY_LIST_LIMIT);
}

export async function findVisibleOrganization(db: Database, id: string): Promise<OrganizationRow | null> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.hidden, false)));
  return row ?? null;
}

const ownerColumns = { organization: organizations, verifiedByEmail: authUsers.email };

function withVerifier(row: { organization: OrganizationRow; verifiedByEmail: string | null }) {
  return { ...row.organization, verifiedByEmail: row.verifiedByEmail };
}

export async function listAllOrganizations(db: Database): Promise<OwnerOrganizationRow[]> {
  const rows = await db
    .select(ownerColumns)
    .from(organizations)
    .leftJoin(authUsers, eq(authUsers.id, organizations.verifiedBy))
    .orderBy(byName, asc(organizations.id))
    .limit(REGISTRY_LIST_LIMIT);
  return rows.map(withVerifier);
}

export async function findOrganization(db: Database, id: string): Promise<OwnerOrganizationRow | null> {
  const [row] = await db
    .select(ownerColumns)
    .from(organizations)
    .leftJoin(authUsers, eq(authUsers.id, organizations.verifiedBy))
    .where(eq(organizations.id, id));
  return row ? withVerifier(row) : null;
}

/** The row, locked until the transaction ends, so two owners' edits apply one after the other. */
export async function lockOrganization(db: Database, id: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row ?? null;
}

export async function insertOrganization(db: Database, values: OrganizationInsert): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('The registry insert returned no row');
  return row;
}

export async function updateOrganization(
  db: Database,
  id: string,
  changes: Partial<OrganizationInsert>,
): Promise<void> {
  await db.update(organizations).set(changes).where(eq(organizations.id, id));
}

/** The entries already made from the curated file, hidden ones included, whoever changed them since. */
export async function findSeededEntries(db: Database): Promise<OrganizationRow[]> {
  return db.select().from(organizations).where(isNotNull(organizations.seedKey)).limit(REGISTRY_LIST_LIMIT);
}

/**
 * Brings one curated entry in line with the file, only while it still follows the file: an owner who acted on it
 * meanwhile (in another process) keeps their version.
 */
export async function updateSeededEntry(
  db: Database,
  seedKey: string,
  changes: Partial<OrganizationInsert>,
): Promise<boolean> {
  const updated = await db
    .update(organizations)
    .set(changes)
    .where(and(eq(organizations.seedKey, seedKey), eq(organizations.followsCuratedFile, true)))
    .returning({ id: organizations.id });
  return updated.length > 0;
}

/** Adds entries; one another process added meanwhile (same seed key) is left as it is. */
export async function insertSeedEntries(db: Database, values: OrganizationInsert[]): Promise<number> {
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(organizations)
    .values(values)
    .onConflictDoNothing({ target: organizations.seedKey })
    .returning({ id: organizations.id });
  return inserted.length;
}
