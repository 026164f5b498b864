import { useEffect, useState } from 'react';
import { listCarried } from './offline-store.ts';

// Whether this device holds documents carried offline for a person, for the screens outside the vault that link
// to them (the officer card). It reads only the encrypted store's records, so it works with no network and while
// the vault is locked; opening the documents still needs the vault unlocked.

/** Where the vault opens straight on the carried documents. */
export const CARRIED_DOCUMENTS_PATH = '/documents?show=carried';

const listeners = new Set<() => void>();

/** Tells every screen that asks to look again: the vault calls it after adding or removing a carried copy. */
export function notifyCarriedDocumentsChanged(): void {
  for (const listener of listeners) listener();
}

/** True once the device is known to hold at least one carried document of `userId`. */
export function useHasCarriedDocuments(userId: string | null): boolean {
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (!userId) {
      setHas(false);
      return;
    }
    let active = true;
    const check = () => {
      listCarried(userId).then(
        (documents) => {
          if (active) setHas(documents.length > 0);
        },
        // No IndexedDB (private browsing): nothing can be carried, so there is nothing to link to.
        () => {
          if (active) setHas(false);
        },
      );
    };
    check();
    listeners.add(check);
    return () => {
      active = false;
      listeners.delete(check);
    };
  }, [userId]);
  return has;
}
