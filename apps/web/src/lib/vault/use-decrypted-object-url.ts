import { useCallback, useEffect, useRef, useState } from 'react';
import { onVaultLocked } from './vault-session.ts';

export type DecryptedObjectUrl =
  | { status: 'closed' }
  | { status: 'loading' }
  | { status: 'ready'; url: string; blob: Blob }
  | { status: 'failed'; error: unknown };

/**
 * Holds one decrypted document as an object URL for as long as it is shown. The URL is revoked when it is
 * closed, when the component goes away and when the vault locks, so the plaintext does not outlive the screen.
 */
export function useDecryptedObjectUrl() {
  const [state, setState] = useState<DecryptedObjectUrl>({ status: 'closed' });
  const current = useRef<string | null>(null);
  const attempt = useRef(0);

  const release = useCallback(() => {
    attempt.current += 1;
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = null;
  }, []);

  const close = useCallback(() => {
    release();
    setState({ status: 'closed' });
  }, [release]);

  /** Decrypts with `load` (unless already shown) and resolves with the result, for a download button. */
  const open = useCallback(
    async (load: () => Promise<Blob>): Promise<{ url: string; blob: Blob } | null> => {
      release();
      const mine = attempt.current;
      setState({ status: 'loading' });
      try {
        const blob = await load();
        // Closed, reopened or unmounted meanwhile: this result is no longer wanted.
        if (attempt.current !== mine) return null;
        const url = URL.createObjectURL(blob);
        current.current = url;
        setState({ status: 'ready', url, blob });
        return { url, blob };
      } catch (error) {
        if (attempt.current === mine) setState({ status: 'failed', error });
        return null;
      }
    },
    [release],
  );

  useEffect(() => {
    const unsubscribe = onVaultLocked(close);
    return () => {
      unsubscribe();
      release();
    };
  }, [close, release]);

  return { state, open, close };
}

/** Saves a decrypted document where the person chooses, under its own file name (their explicit choice). */
export function saveObjectUrl(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
