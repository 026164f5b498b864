import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { legalProfessionals } from '../../platform/db/schema/legal.ts';

/**
 * Whether the account has a legal professional's listing, in any state. Such an account may keep a vault key pair
 * and receive documents shared with it for a consultation (vault-access.ts), whatever its plan.
 */
export async function isLegalProfessional(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: legalProfessionals.userId })
    .from(legalProfessionals)
    .where(eq(legalProfessionals.userId, userId));
  return row !== undefined;
}
