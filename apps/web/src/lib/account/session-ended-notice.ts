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
  try {
    const marked = storage?.getItem(NOTICE_KEY) === '1';
    if (marked) storage?.removeItem(NOTICE_KEY);
    return marked;
  } catch {
    return false;
  }
}

/** True when a session ended elsewhere: read once on mount, and again whenever the note is marked later. */
export function useSessionEndedNotice(): boolean {
  const [ended, setEnded] = useState(() => takeSessionEndedNotice());
  useEffect(() => {
    const onMarked = () => {
      if (takeSessionEndedNotice()) setEnded(true);
    };
    window.addEventListener(NOTICE_EVENT, onMarked);
    // A note marked after the first render but before this effect ran fired its event to nobody: read it now.
    // On a busy machine that gap (React runs effects after paint) is long enough to lose the note (issue 23).
    onMarked();
    return () => window.removeEventListener(NOTICE_EVENT, onMarked);
  }, []);
  return ended;
}
