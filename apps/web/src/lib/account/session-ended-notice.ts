// When the server says a session no longer exists (signed out from another device, password changed
// elsewhere), the app signs out here too and the sign-in page tells the person why, until they sign in again.
// sessionStorage keeps the note for this tab only and never outlives it.
//
// The note can arrive after the sign-in page is already on screen: auth-js announces SIGNED_OUT (and the app
// redirects) from inside getUser(), before the caller learns why and marks the note. So marking also tells a
// page that is already showing (an event), rather than relying on the page reading storage first.

import { useEffect, useState } from 'react';

const NOTICE_KEY = 'amparo-session-ended';
const NOTICE_EVENT = 'amparo:session-ended';

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): NoticeStorage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function markSessionEnded(storage: NoticeStorage | undefined = tabStorage()): void {
  try {
    storage?.setItem(NOTICE_KEY, '1');
  } catch {
    // Without storage the person still lands on the sign-in page, just without the explanation.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(NOTICE_EVENT));
}

/** The person signed in again: the explanation has done its work. */
export function clearSessionEndedNotice(storage: NoticeStorage | undefined = tabStorage()): void {
  try {
    storage?.removeItem(NOTICE_KEY);
  } catch {
    // Left in storage, it would show on this tab's next sign-in page: harmless.
  }
}

function peekSessionEndedNotice(storage: NoticeStorage | undefined = tabStorage()): boolean {
  try {
    return storage?.getItem(NOTICE_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * True when a session ended elsewhere: read when the page renders, and again whenever the note is marked later.
 * Reading never clears the note; signing in again does (clearSessionEndedNotice, from the session provider). A
 * sign-in page that React renders and throws away, or mounts twice on its way to the screen (a part of it still
 * loading, a second redirect to the same page), reads the same note every time: a note cleared by the first
 * reader was lost to the page that was shown, and the sign-in page then said nothing on a busy machine (issue 23).
 */
export function useSessionEndedNotice(): boolean {
  const [ended, setEnded] = useState(() => peekSessionEndedNotice());
  useEffect(() => {
    const onMarked = () => {
      if (peekSessionEndedNotice()) setEnded(true);
    };
    window.addEventListener(NOTICE_EVENT, onMarked);
    // A note marked after the render but before this effect ran: its event reached no listener.
    onMarked();
    return () => window.removeEventListener(NOTICE_EVENT, onMarked);
  }, []);
  return ended;
}
