import type { FamilyRecipient } from '@amparo/contract/vault/family-recipients';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { familyMembers } from '../../platform/db/schema/family.ts';
import { vaultKeyrings } from '../../platform/db/schema/vault.ts';

const me = alias(familyMembers, 'me');

/**
 * The other members of the caller's family, holder first, then in the order they joined, with the public key of those who have a vault. The
 * family is found from the caller's own membership row, so no id the caller sends can reach another family.
 */
export async function listFamilyRecipients(db: Database, userId: string): Promise<FamilyRecipient[]> {
  const rows = await db
    .select({
      userId: familyMembers.userId,
      displayName: familyMembers.displayName,
      role: familyMembers.role,
      publicKey: vaultKeyrings.publicKey,
    })
    .from(me)
    .innerJoin(
      familyMembers,
      and(eq(familyMembers.familyId, me.familyId), ne(familyMembers.userId, me.userId)),
    )
    .leftJoin(vaultKeyrings, eq(vaultKeyrings.userId, familyMembers.userId))
    .where(eq(me.userId, userId))
    .orderBy(
      desc(sql`${familyMembers.role} = 'holder'`),
      asc(familyMembers.joinedAt),
      asc(familyMembers.displayName),
      asc(familyMembers.id),
    );
  return rows.map((row) => ({
    user_id: row.userId,
    display_name: row.displayName,
    role: row.role,
    public_key: row.publicKey ?? null,
  }));
}
