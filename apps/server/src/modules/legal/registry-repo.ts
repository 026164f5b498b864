import { NATIONWIDE } from '@amparo/contract/legal/legal-limits';
import type { ListLegalOrganizationsQuery } from '@amparo/contract/legal/list-legal-organizations';
import { and, arrayContains, arrayOverlaps, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
  if (filters.language) conditions.push(arrayContains(organizations.languages, [filters.language]));
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

/** The seed keys among `keys` that are already in the database, hidden entries included. */
export async function findSeedKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ seedKey: organizations.seedKey })
    .from(organizations)
    .where(inArray(organizations.seedKey, [...keys]));
  return new Set(rows.flatMap((row) => (row.seedKey ? [row.seedKey] : [])));
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
