import type { Session } from '@supabase/auth-js';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeIdleLockMinutes } from './idle-lock.ts';
import { closeVaultStore, loadKeyring, saveKeyring } from './offline-store.ts';
import { lockVaultForSession, openVault } from './open-vault.ts';
import { getUnlockedVault, lockVault, onVaultLocked, type UnlockedVault } from './vault-session.ts';

const USER = 'user-a';

function vault(userId = USER): UnlockedVault {
  return {
    userId,
    vaultKey: new Uint8Array(32).fill(7),
    sharingPublicKey: new Uint8Array(65).fill(4),
    sharingPrivateKey: new Uint8Array(138).fill(9),
  };
}

function sessionOf(userId: string): Session {
  return { user: { id: userId } } as Session;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('IDBKeyRange', IDBKeyRange);
});

afterEach(async () => {
  lockVault('manual');
  vi.useRealTimers();
  await closeVaultStore();
  vi.unstubAllGlobals();
});

describe('the idle lock', () => {
  it('locks after 5 minutes without activity by default, and wipes the keys', () => {
    vi.useFakeTimers();
    const reasons: string[] = [];
    const stop = onVaultLocked((reason) => reasons.push(reason));
    const open = vault();
    openVault(open);
    vi.advanceTimersByTime(4 * 60_000);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(4 * 60_000);
    expect(getUnlockedVault()).toBe(open);
    vi.advanceTimersByTime(60_000);
    expect(getUnlockedVault()).toBeNull();
    expect(reasons).toEqual(['idle']);
    expect(open.vaultKey.every((byte) => byte === 0)).toBe(true);
    stop();
  });

  it('follows the time the person chose, even when changed while open', () => {
    vi.useFakeTimers();
    writeIdleLockMinutes(USER, 15);
    openVault(vault());
    vi.advanceTimersByTime(10 * 60_000);
    expect(getUnlockedVault()).not.toBeNull();
    writeIdleLockMinutes(USER, 1);
    vi.advanceTimersByTime(1);
    expect(getUnlockedVault()).toBeNull();
  });

  it('locks when the tab comes back after being hidden longer than the idle time', () => {
    vi.useFakeTimers();
    writeIdleLockMinutes(USER, 1);
    openVault(vault());
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    document.dispatchEvent(new Event('visibilitychange'));
    // A hidden tab's timers may not run at all: only the clock moves.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(getUnlockedVault()).toBeNull();
  });
});

describe('the lock on leaving the app (decision 036)', () => {
  it('locks the moment the tab is hidden, and after 15 minutes untouched in front of nobody', () => {
    vi.useFakeTimers();
    writeIdleLockMinutes(USER, 0);
    openVault(vault());
    vi.advanceTimersByTime(10 * 60_000);
    expect(getUnlockedVault()).not.toBeNull();
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(getUnlockedVault()).toBeNull();
    vi.restoreAllMocks();

    openVault(vault());
    vi.advanceTimersByTime(15 * 60_000);
    expect(getUnlockedVault()).toBeNull();
    writeIdleLockMinutes(USER, 5);
  });
});

describe('the vault and the session', () => {
  it('locks on sign-out and forgets the vault on this device', async () => {
    await saveKeyring(USER, {
      kdf: {
        algorithm: 'argon2id',
        salt: 'AAAAAAAAAAAAAAAAAAAAAA',
        memory_kib: 65_536,
        iterations: 3,
        parallelism: 1,
      },
      wrapped_by_passphrase: 'AQ',
      wrapped_by_recovery: 'AQ',
      public_key: 'AQ',
      wrapped_private_key: 'AQ',
      created_at: '',
      updated_at: '',
    });
    const reasons: string[] = [];
    const stop = onVaultLocked((reason) => reasons.push(reason));
    openVault(vault());
    lockVaultForSession('SIGNED_OUT', null);
    expect(getUnlockedVault()).toBeNull();
    expect(reasons).toEqual(['sign-out']);
    await vi.waitFor(async () => expect(await loadKeyring(USER)).toBeNull());
    stop();
  });

  it('locks when a different account signs in, not on a token refresh', () => {
    openVault(vault());
    lockVaultForSession('TOKEN_REFRESHED', sessionOf(USER));
    expect(getUnlockedVault()).not.toBeNull();
    lockVaultForSession('SIGNED_IN', sessionOf('user-b'));
    expect(getUnlockedVault()).toBeNull();
  });
});
