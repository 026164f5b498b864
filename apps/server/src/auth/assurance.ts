import type { Database } from '../platform/db/database.ts';

// Sensitive actions (change email, phone or password, delete the account, turn off two-factor) need a
// session at aal2 when the person has a verified second factor. The two-factor work fills this in; callers
// elsewhere (account deletion) already ask it.

/** Whether the account has at least one verified second factor (TOTP). */
export async function hasVerifiedFactor(_db: Database, _userId: string): Promise<boolean> {
  return false;
}

/** True when the session may perform a sensitive action: aal2, or no verified factor to step up with. */
export async function mayPerformSensitiveAction(
  db: Database,
  caller: { userId: string; aal: 'aal1' | 'aal2' },
): Promise<boolean> {
  if (caller.aal === 'aal2') return true;
  return !(await hasVerifiedFactor(db, caller.userId));
}
