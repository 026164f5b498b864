import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.ts';
import { profiles } from '../platform/db/schema/profiles.ts';
import type { PasswordHasher } from './password-hash.ts';
import { createUserWithProfile, findUserByEmail, updateUser } from './users-repo.ts';

// Spec §4 and §6: two fixed demo accounts, so anyone can try the full product without paying. They exist only
// when DEMO_ACCOUNTS is on (the default outside production). Their passwords are public (README), so their
// email, phone and password cannot be changed, and each start puts the documented password back.

export const DEMO_ACCOUNTS = [
  { email: 'demo@amparo.app', password: 'AmparoDemo-2026!' },
  { email: 'demo2@amparo.app', password: 'AmparoFamily-2026!' },
] as const;

export function isDemoEmail(email: string | null | undefined): boolean {
  return DEMO_ACCOUNTS.some((account) => account.email === email);
}

/** Creates the demo accounts if missing, confirmed and with their profile; safe to run from many processes. */
export async function ensureDemoAccounts(
  db: Database,
  hasher: PasswordHasher,
  now = new Date(),
): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await findUserByEmail(db, account.email);
    if (!existing) {
      await createUserWithProfile(db, {
        email: account.email,
        phone: null,
        passwordHash: await hasher.hash(account.password),
        userMetadata: { locale: 'en', demo: true },
        locale: 'en',
        emailConfirmedAt: now,
        phoneConfirmedAt: null,
        answers: { entryMethod: 'visitor_visa', currentStatus: 'green_card', legalConsentAccepted: true },
        now,
      });
      continue;
    }
    const passwordWorks = existing.passwordHash
      ? await hasher.verify(existing.passwordHash, account.password)
      : false;
    if (!passwordWorks || !existing.emailConfirmedAt) {
      await updateUser(
        db,
        existing.id,
        {
          passwordHash: passwordWorks ? existing.passwordHash : await hasher.hash(account.password),
          emailConfirmedAt: existing.emailConfirmedAt ?? now,
        },
        now,
      );
    }
  }
}

/**
 * Spec §4: a demo profile found without access gets the full plan. Runs on the server when the profile is read,
 * never on the client's say-so. Returns true when it changed the row.
 */
export async function grantDemoAccess(db: Database, userId: string, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({
      hasAccess: true,
      paymentTier: 'individual',
      paymentAmount: 10000,
      legalConsentAccepted: true,
      legalConsentAcceptedAt: now,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return updated.length > 0;
}
