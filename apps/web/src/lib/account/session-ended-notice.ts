// When the server says a session no longer exists (signed out from another device, password changed
// elsewhere), the app signs out here too and the sign-in page tells the person why, once. sessionStorage
// keeps the note for this tab only and never outlives it.

const NOTICE_KEY = 'amparo-session-ended';

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
