import { useSyncExternalStore } from 'react';

// The unlocked vault lives here, in this page's memory only: never in storage, never sent anywhere. It sits in
// `lib` because more than the vault screens need to know whether the vault is open (the dashboard's expiry
// reminders, the officer card's carried documents). Locking forgets the keys and tells every listener, so the
// screens drop what they decrypted.

export type UnlockedVault = {
  userId: string;
  /** The 256-bit vault key that wraps every file key. */
  vaultKey: Uint8Array;
  /** The sharing key pair: public key raw (65 bytes, P-256), private key PKCS#8. */
  sharingPublicKey: Uint8Array;
  sharingPrivateKey: Uint8Array;
};

export type LockReason = 'manual' | 'idle' | 'sign-out' | 'user-changed';

let unlocked: UnlockedVault | null = null;
const changeListeners = new Set<() => void>();
const lockListeners = new Set<(reason: LockReason) => void>();

function notifyChange() {
  for (const listener of changeListeners) listener();
}

export function getUnlockedVault(): UnlockedVault | null {
  return unlocked;
}

export function setUnlockedVault(vault: UnlockedVault): void {
  if (unlocked && unlocked !== vault) wipe(unlocked);
  unlocked = vault;
  notifyChange();
}

/** Forgets the keys (overwriting the bytes we hold) and tells the screens to drop decrypted data. */
export function lockVault(reason: LockReason): void {
  if (!unlocked) return;
  wipe(unlocked);
  unlocked = null;
  for (const listener of lockListeners) listener(reason);
  notifyChange();
}

/** Runs on every lock (revoke object URLs, clear decrypted lists). Returns the unsubscribe function. */
export function onVaultLocked(listener: (reason: LockReason) => void): () => void {
  lockListeners.add(listener);
  return () => lockListeners.delete(listener);
}

function subscribe(listener: () => void) {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The unlocked vault, or null while locked; re-renders on lock and unlock. */
export function useUnlockedVault(): UnlockedVault | null {
  return useSyncExternalStore(subscribe, getUnlockedVault, getUnlockedVault);
}

// Best effort: JavaScript cannot promise the bytes are gone, but we do not leave them in the arrays we own.
function wipe(vault: UnlockedVault) {
  vault.vaultKey.fill(0);
  vault.sharingPrivateKey.fill(0);
}
