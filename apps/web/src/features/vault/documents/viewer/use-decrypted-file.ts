import { useEffect, useState } from 'react';
import { decryptToBlob } from '../../../../lib/vault/decrypt-to-blob.ts';
import { onVaultLocked } from '../../../../lib/vault/vault-session.ts';

// Decrypts one document into this page's memory and gives an object URL to show it. The URL is revoked (and the
// Blob let go) when the viewer closes, when another document is chosen and the moment the vault locks.

export type DecryptedFile =
  | { status: 'loading' }
  | { status: 'ready'; blob: Blob; url: string }
  | { status: 'failed'; error: unknown };

export type CiphertextSource = {
  documentId: string;
  fileKey: Uint8Array;
  mimeType: string;
  open: (signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
};

export function useDecryptedFile(source: CiphertextSource, attempt = 0): DecryptedFile {
  const [state, setState] = useState<DecryptedFile>({ status: 'loading' });
  const { documentId, fileKey, mimeType, open } = source;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button's way to run this again.
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    const drop = () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      url = null;
    };
    setState({ status: 'loading' });
    (async () => {
      const blob = await decryptToBlob(await open(controller.signal), fileKey, documentId, mimeType);
      if (controller.signal.aborted) return;
      url = URL.createObjectURL(blob);
      setState({ status: 'ready', blob, url });
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ status: 'failed', error });
    });
    const stopListening = onVaultLocked(() => {
      drop();
      setState({ status: 'loading' });
    });
    return () => {
      stopListening();
      drop();
    };
  }, [documentId, fileKey, mimeType, open, attempt]);
  return state;
}
