import {
  VAULT_DEFAULT_IDLE_LOCK_MINUTES,
  VAULT_IDLE_LOCK_MINUTES,
  VAULT_LOCK_ON_LEAVE,
  VAULT_LOCK_ON_LEAVE_IDLE_MINUTES,
} from '@amparo/contract/vault/vault-limits';
import { useCallback, useSyncExternalStore } from 'react';
import { lockVault, onVaultLocked } from './vault-session.ts';

// The vault locks itself after the idle time the person chose (issue 6 point 2; 5 minutes unless they chose
// otherwise): no tap, key or touch for that long, or the tab hidden for that long (the phone in a pocket, another
// app in front). The choice is kept per account on this device; it is not secret. "On leaving the app" (0, decision
// 036) locks the moment the tab is hidden, and after 15 minutes untouched in front of nobody.

export type IdleLockMinutes = (typeof VAULT_IDLE_LOCK_MINUTES)[number];

const STORAGE_PREFIX = 'amparo-vault-idle-lock:';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

function isChoice(value: number): value is IdleLockMinutes {
  return (VAULT_IDLE_LOCK_MINUTES as readonly number[]).includes(value);
}

export function readIdleLockMinutes(userId: string): IdleLockMinutes {
  try {
    // Nothing stored is the default, not Number(null) = 0, which is "on leaving the app".
    const raw = window.localStorage.getItem(`${STORAGE_PREFIX}${userId}`);
    const stored = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return isChoice(stored) ? stored : VAULT_DEFAULT_IDLE_LOCK_MINUTES;
  } catch {
    return VAULT_DEFAULT_IDLE_LOCK_MINUTES;
  }
}

const choiceListeners = new Set<() => void>();

export function writeIdleLockMinutes(userId: string, minutes: IdleLockMinutes): void {
  try {
    window.localStorage.setItem(`${STORAGE_PREFIX}${userId}`, String(minutes));
  } catch {
    // Storage blocked: the choice lasts until the page closes (the watcher below still gets it).
  }
  remembered.set(userId, minutes);
  for (const listener of choiceListeners) listener();
}

// Also in memory, so a choice holds for this page even where storage refuses to keep it.
const remembered = new Map<string, IdleLockMinutes>();

function currentMinutes(userId: string): IdleLockMinutes {
  return remembered.get(userId) ?? readIdleLockMinutes(userId);
}

/** The person's idle-lock choice and a setter; the running watcher follows a new choice at once. */
export function useIdleLockMinutes(userId: string): [IdleLockMinutes, (minutes: IdleLockMinutes) => void] {
  const minutes = useSyncExternalStore(
    (listener) => {
      choiceListeners.add(listener);
      return () => choiceListeners.delete(listener);
    },
    () => currentMinutes(userId),
  );
  const set = useCallback((value: IdleLockMinutes) => writeIdleLockMinutes(userId, value), [userId]);
  return [minutes, set];
}

let stopWatching: (() => void) | null = null;

/**
 * Starts the idle watch for an open vault (one at a time); it ends by itself when the vault locks. Activity only
 * moves a timestamp; one timer checks it, so typing does not churn timers.
 */
export function watchIdleLock(userId: string): void {
  stopWatching?.();
  let lastActivity = Date.now();
  let hiddenSince: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const onLeave = () => currentMinutes(userId) === VAULT_LOCK_ON_LEAVE;
  const idleMs = () => (onLeave() ? VAULT_LOCK_ON_LEAVE_IDLE_MINUTES : currentMinutes(userId)) * 60_000;
  const check = () => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor >= idleMs()) lockVault('idle');
    else schedule(idleMs() - idleFor);
  };
  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(check, delay);
  };
  const onActivity = () => {
    lastActivity = Date.now();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      if (onLeave()) {
        lockVault('idle');
        return;
      }
      hiddenSince = Date.now();
      return;
    }
    // Timers sleep in a hidden tab: on return, the time away decides.
    const away = hiddenSince === null ? 0 : Date.now() - hiddenSince;
    hiddenSince = null;
    if (away >= idleMs()) lockVault('idle');
    else onActivity();
  };
  const onChoice = () => schedule(0);

  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onActivity, { passive: true, capture: true });
  document.addEventListener('visibilitychange', onVisibility);
  choiceListeners.add(onChoice);
  schedule(idleMs());

  const stop = () => {
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    document.removeEventListener('visibilitychange', onVisibility);
    choiceListeners.delete(onChoice);
    unsubscribeLock();
    if (stopWatching === stop) stopWatching = null;
  };
  const unsubscribeLock = onVaultLocked(stop);
  stopWatching = stop;
}
