import { useSyncExternalStore } from 'react';

// Which Help Me Now activation the officer card is showing, shared by HelpMeNowRoot (which draws the card the
// moment the hold completes, on whatever screen the person is) and /emergency-response (which shows the same
// activation's alert panel in the page once the card is closed). The card does not wait for the response
// page's code: a new page mounts behind a fresh "Loading page..." boundary, and React then holds its reveal
// back for ~300 ms, far beyond the 100 ms the card must take.

export type HelpCardState = {
  /** The activation (its client_id), or null before any. */
  clientId: string | null;
  open: boolean;
  /** Help Me Now queued nothing for want of an alert name: the panel asks for it. */
  nameNeeded: boolean;
  /** Cancel withdrew its alerts: the panel says so, the card stays. */
  cancelled: boolean;
};

const CLOSED: HelpCardState = { clientId: null, open: false, nameNeeded: false, cancelled: false };

let state = CLOSED;
const listeners = new Set<() => void>();

function set(next: HelpCardState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openHelpCard(clientId: string, options: { nameNeeded: boolean }): void {
  set({ clientId, open: true, nameNeeded: options.nameNeeded, cancelled: false });
}

export function closeHelpCard(): void {
  set({ ...state, open: false });
}

export function markHelpNameGiven(): void {
  set({ ...state, nameNeeded: false });
}

export function markHelpAlertsCancelled(): void {
  set({ ...state, cancelled: true });
}

export function useHelpCard(): HelpCardState {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
    () => CLOSED,
  );
}

/** Tests start from nothing shown. */
export function resetHelpCard(): void {
  set(CLOSED);
}
