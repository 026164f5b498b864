import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { useEffect, useRef, useState } from 'react';
import { onVaultLocked, type UnlockedVault } from '../../../lib/vault/vault-session.ts';
import { type ListedDocument, openDocuments } from './crypto/open-document.ts';

/**
 * The server's list, opened with the vault key: in this component's memory only. Locking the vault (or leaving)
 * forgets it and overwrites the file keys it held.
 */
export function useOpenedDocuments(vault: UnlockedVault, documents: VaultDocument[] | undefined) {
  const [opened, setOpened] = useState<ListedDocument[] | null>(null);
  const held = useRef<ListedDocument[]>([]);

  useEffect(() => {
    if (!documents) return;
    let active = true;
    openDocuments(vault, documents).then((list) => {
      if (!active) return;
      held.current = [...held.current, ...list];
      setOpened(list);
    });
    return () => {
      active = false;
    };
  }, [vault, documents]);

  useEffect(() => {
    const wipeAll = () => {
      for (const document of held.current) if (document.kind === 'opened') document.fileKey.fill(0);
      held.current = [];
      setOpened(null);
    };
    const stop = onVaultLocked(wipeAll);
    return () => {
      stop();
      wipeAll();
    };
  }, []);

  return opened;
}
