import type { Database } from '../platform/db/database.ts';
import { countVerifiedFactors } from './mfa/factors-repo.ts';

// Sensitive actions (change email, phone or password, delete the account, turn off two-factor) need a
// session at aal2 when the person has a verified second factor (an unverified one, an enrolment nobody
// finished, does not count). Callers elsewhere (account deletion) ask it too.

/** Whether the account has at least one verified second factor (TOTP). */
export async function hasVerifiedFactor(db: Database, userId: string): Promise<boolean> {
  return (await countVerifiedFactors(db, userId)) > 0;
}

/** True when the session may perform a sensitive action: aal2, or no verified factor to step up with. */
export async function mayPerformSensitiveAction(
  db: Database,
  caller: { userId: string; aal: 'aal1' | 'aal2' },
): Promise<boolean> {
  if (caller.aal === 'aal2') return true;
  return !(await hasVerifiedFactor(db, caller.userId));
}
