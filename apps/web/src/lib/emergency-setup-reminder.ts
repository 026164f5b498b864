import { useCallback, useSyncExternalStore } from 'react';

// The answer to "Set up your emergency tools now?" (spec §5). It is a device-level nudge, not account data, so
// it stays in localStorage, one entry per user id (two people may share a phone). 'later' keeps a reminder card
// on the dashboard; 'done' removes it. Until the emergency toolkit defines its own "set up", choosing Yes (which
// opens /emergency) counts as done; the toolkit may call `rememberEmergencySetup(userId, 'done')` itself.

export const EMERGENCY_SETUP_REMINDER_KEY = 'amparo:emergency-setup-reminder';

export type EmergencySetupAnswer = 'later' | 'done';

/** The id of the toolkit's contacts section: setting up starts with the people to alert. */
export const EMERGENCY_CONTACTS_ANCHOR = 'contacts';

/** Where "Yes, set them up" leads: the toolkit, at its contacts (the page moves the focus there). */
export const EMERGENCY_SETUP_PATH = `/emergency#${EMERGENCY_CONTACTS_ANCHOR}`;

type Answers = Record<string, EmergencySetupAnswer>;

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readAll(storage: Pick<Storage, 'getItem'> | undefined): Answers {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(EMERGENCY_SETUP_REMINDER_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const answers: Answers = {};
    for (const [userId, answer] of Object.entries(parsed)) {
      if (answer === 'later' || answer === 'done') answers[userId] = answer;
    }
    return answers;
  } catch {
    return {};
  }
}

/** The person's answer on this device, or null when they have not answered yet. */
export function readEmergencySetup(
  userId: string,
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): EmergencySetupAnswer | null {
  return readAll(storage)[userId] ?? null;
}

const listeners = new Set<() => void>();

export function rememberEmergencySetup(
  userId: string,
  answer: EmergencySetupAnswer,
  storage: Storage | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(EMERGENCY_SETUP_REMINDER_KEY, JSON.stringify({ ...readAll(storage), [userId]: answer }));
  } catch {
    // Storage full or blocked: the reminder simply shows again next time.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab answering updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === EMERGENCY_SETUP_REMINDER_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The answer of `userId` (null when signed out or unanswered), kept current, and a setter. */
export function useEmergencySetup(
  userId: string | null,
): [EmergencySetupAnswer | null, (answer: EmergencySetupAnswer) => void] {
  const answer = useSyncExternalStore(
    subscribe,
    () => (userId ? readEmergencySetup(userId) : null),
    () => null,
  );
  const remember = useCallback(
    (next: EmergencySetupAnswer) => {
      if (userId) rememberEmergencySetup(userId, next);
    },
    [userId],
  );
  return [answer, remember];
}
