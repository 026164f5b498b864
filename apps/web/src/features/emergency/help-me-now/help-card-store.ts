import { useSyncExternalStore } from 'react';

// Which Help Me Now activation the officer card is showing, shared by HelpMeNowRoot (which draws the card the
// moment the hold completes, on whatever screen the person is) and /emergency-response (which shows the same
// activation's alert panel in the page once the card is closed). The card does not wait for the response
// page's code: a new page mounts behind a fresh "Loading page..." boundary, and React then holds its reveal
// back for ~300 ms, far beyond the 100 ms the card must take.

export type HelpCardState = {
  /** The activation (its client_id), or null before any. For `again`, the current incident's own client_id. */
  clientId: string | null;
  open: boolean;
  /** Help Me Now queued nothing for want of an alert name: the panel asks for it. */
  nameNeeded: boolean;
  /** Cancel withdrew its alerts: the panel says so, the card stays. */
  cancelled: boolean;
  /**
   * The hold found a current alert (decision 043): nothing was queued, and the panel offers "alert everyone
   * again" on that incident instead.
   */
  again: boolean;
  /** The round "alert everyone again" last started from the card (its client_id), to say when it has gone. */
  roundClientId: string | null;
};

const CLOSED: HelpCardState = {
  clientId: null,
  open: false,
  nameNeeded: false,
  cancelled: false,
  again: false,
  roundClientId: null,
};

let state = CLOSED;
const listeners = new Set<() => void>();

function set(next: HelpCardState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openHelpCard(clientId: string, options: { nameNeeded: boolean }): void {
  set({ ...CLOSED, clientId, open: true, nameNeeded: options.nameNeeded });
}

/** A hold while an alert is current: the card, with that alert's "alert everyone again". */
export function openAgainCard(incidentClientId: string): void {
  set({ ...CLOSED, clientId: incidentClientId, open: true, again: true });
}

/**
 * The server answered the activation on the card with the person's current alert (409 incident_active): the
 * card stays as it is (open or closed) and turns to that alert's "alert everyone again".
 */
export function turnCardToAgain(activationClientId: string, incidentClientId: string): boolean {
  if (state.clientId !== activationClientId) return false;
  set({ ...state, clientId: incidentClientId, again: true, nameNeeded: false, cancelled: false });
  return true;
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

export function markRoundStarted(roundClientId: string | null): void {
  set({ ...state, roundClientId });
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
