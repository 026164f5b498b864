import type { SecurityPreferences } from '@amparo/contract/security/security-preferences';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { securityPreferences } from '../../platform/db/schema/security-preferences.ts';

/** The caller's choices, or the defaults (everything off) when they never changed one. */
export async function readSecurityPreferences(db: Database, userId: string): Promise<SecurityPreferences> {
  const [row] = await db
    .select({ showSignInPlace: securityPreferences.showSignInPlace })
    .from(securityPreferences)
    .where(eq(securityPreferences.userId, userId));
  return { show_sign_in_place: row?.showSignInPlace ?? false };
}

export async function writeSecurityPreferences(
  db: Database,
  userId: string,
  preferences: SecurityPreferences,
  now: Date,
): Promise<SecurityPreferences> {
  await db
    .insert(securityPreferences)
    .values({ userId, showSignInPlace: preferences.show_sign_in_place, updatedAt: now })
    .onConflictDoUpdate({
      target: securityPreferences.userId,
      set: { showSignInPlace: preferences.show_sign_in_place, updatedAt: now },
    });
  return readSecurityPreferences(db, userId);
}
