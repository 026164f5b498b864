import type { CoverageKind } from '@amparo/contract/family/family-limits';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../platform/db/database.ts';

// Where a person's Full Protection comes from (issue 12, point 3), decided in one place: their own plan
// (`profiles.has_access`), or membership of a family whose holder has it. `requireFullPlan`, the contact limit,
// the vault and the profile all ask this, so coverage granted or taken away takes effect everywhere at once.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SQL for "this user is a member of a family whose holder has the plan", for queries that read it inline. */
export function coveredByFamilySql(userIdColumn: SQL): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from family_members m
    join families f on f.id = m.family_id
    join profiles hp on hp.id = f.holder_id
    where m.user_id = ${userIdColumn} and m.role = 'member' and hp.has_access
  )`;
}

export async function findCoverage(db: Database, userId: string): Promise<CoverageKind | null> {
  if (!UUID.test(userId)) return null;
  const [row] = await queryRows<{ has_access: boolean; covered_by_family: boolean }>(
    db,
    sql`select p.has_access, ${coveredByFamilySql(sql`p.id`)} as covered_by_family
      from profiles p where p.id = ${userId}`,
  );
  if (!row) return null;
  return row.has_access ? 'own' : row.covered_by_family ? 'family' : 'none';
}
