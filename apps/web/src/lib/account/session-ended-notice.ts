// When the server says a session no longer exists (signed out from another device, password changed
// elsewhere), the app signs out here too and the sign-in page tells the person why, once. sessionStorage
// keeps the note for this tab only and never outlives it.
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

/** True once after markSessionEnded(); reading it clears it. */
export function takeSessionEndedNotice(storage: NoticeStorage | undefined = tabStorage()): boolean {
  const marked = peekSessionEndedNotice(storage);
  try {
    if (marked) storage?.removeItem(NOTICE_KEY);
  } catch {
    // Left in storage, it would show once more on this tab's next sign-in page: harmless.
  }
  return marked;
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
 * The note is cleared only once the page is on screen (in the effect), never while rendering: React may render a
 * page and throw that render away (a part of it still loading, under Suspense) and render it afresh, and a note
 * cleared by the discarded render was lost to the one that was shown — the sign-in page then said nothing on a
 * busy machine (issue 23).
 */
export function useSessionEndedNotice(): boolean {
  const [ended, setEnded] = useState(() => peekSessionEndedNotice());
  useEffect(() => {
    const onMarked = () => {
      if (takeSessionEndedNotice()) setEnded(true);
    };
    window.addEventListener(NOTICE_EVENT, onMarked);
    // Takes the note the render saw, and one marked after the render but before this effect ran, whose event
    // reached no listener.
    onMarked();
    return () => window.removeEventListener(NOTICE_EVENT, onMarked);
  }, []);
  return ended;
}
