import type { Session } from '@supabase/auth-js';
import { watchIdleLock } from './idle-lock.ts';
import { forgetVaultDevice } from './offline-store.ts';
import { getUnlockedVault, lockVault, setUnlockedVault, type UnlockedVault } from './vault-session.ts';

// The two ends of an open vault: opening it (and starting the idle lock), and closing it when the account that
// opened it is no longer the one signed in.

/** Keeps the unlocked vault in memory and starts its idle lock. */
export function openVault(vault: UnlockedVault): void {
  setUnlockedVault(vault);
  watchIdleLock(vault.userId);
}

/**
 * Called on every auth event (lib/session-provider.tsx). Sign-out locks the vault and removes the vault's copies
 * from this device (the cached keyring and the carried documents), so a shared phone keeps nothing of it; a
 * different account signing in locks it too.
 */
export function lockVaultForSession(event: string | undefined, session: Session | null): void {
  if (event === 'SIGNED_OUT') {
    lockVault('sign-out');
    void forgetVaultDevice();
    return;
  }
  const open = getUnlockedVault();
  if (open && session && open.userId !== session.user.id) lockVault('user-changed');
}
