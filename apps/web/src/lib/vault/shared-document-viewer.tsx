import { createDecryptionStream } from '@amparo/vault-crypto/stream-encryption';
import { Download, Eye, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { DecryptedDocumentPreview } from '../../ui/decrypted-document-preview.tsx';
import { LoadingMessage } from '../../ui/loading.tsx';
import { decryptToBlob, previewKind } from './decrypt-to-blob.ts';
import { saveDecryptedStream } from './save-stream.ts';
import type { OpenedIncomingShare } from './share-keys.ts';
import { saveObjectUrl, useDecryptedObjectUrl } from './use-decrypted-object-url.ts';
import { useVaultContent } from './vault-request.ts';

type SharedDocumentViewerProps = {
  opened: OpenedIncomingShare;
  /** Runs before the content is fetched: a consultation's lawyer accepts a share on first opening it. */
  beforeLoad?: () => Promise<void>;
};

/**
 * Open (in the page) and download a document someone shared; it is decrypted here, from memory. In `lib` because
 * the vault's "shared with you" and a consultation's documents both show one; its words are vault-sharing's.
 */
export function SharedDocumentViewer({ opened, beforeLoad }: SharedDocumentViewerProps) {
  const { t } = useTranslation('vault-sharing');
  const fetchContent = useVaultContent();
  const { state, open, close } = useDecryptedObjectUrl();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const { share, fileKey, metadata } = opened;
  if (!fileKey || !metadata) return null;

  const contentPath = `/documents/${share.document_id}/versions/${share.version_id}/content`;
  const load = async () => {
    await beforeLoad?.();
    return decryptToBlob(await fetchContent(contentPath), fileKey, share.document_id, metadata.mime_type);
  };
  const fileName = metadata.file_name || metadata.title;
  const download = async () => {
    // Already open on the screen: its bytes are in memory anyway.
    if (state.status === 'ready') {
      saveObjectUrl(state.url, fileName);
      return;
    }
    // Not open: straight from the network to the disk, decrypted chunk by chunk, never whole in memory.
    setDownloading(true);
    setDownloadError(null);
    try {
      await beforeLoad?.();
      await saveDecryptedStream(
        async () =>
          (await fetchContent(contentPath)).pipeThrough(createDecryptionStream(fileKey, share.document_id)),
        { fileName, mimeType: metadata.mime_type, size: metadata.size },
      );
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };
  const failure = state.status === 'failed' ? state.error : downloadError;
  const busy = state.status === 'loading' || downloading;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {state.status === 'ready' ? (
          <Button variant="secondary" onClick={close}>
            <X aria-hidden="true" className="size-5" />
            {t('incoming.close')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              setDownloadError(null);
              void open(load);
            }}
          >
            <Eye aria-hidden="true" className="size-5" />
            {t('incoming.open')}
          </Button>
        )}
        <Button variant="ghost" disabled={busy} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-5" />
          {t('incoming.download')}
        </Button>
      </div>
      {busy ? <LoadingMessage label={t('incoming.decrypting')} /> : null}
      {failure ? (
        <p role="alert" className="rounded-lg border border-border p-3 text-foreground">
          {/* fetch rejects with a TypeError when there is no network. */}
          {failure instanceof TypeError ? t('errors.offline') : t('incoming.openFailed')}
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <DecryptedDocumentPreview
          url={state.url}
          kind={previewKind(metadata.mime_type)}
          title={metadata.title}
          noPreviewText={t('incoming.noPreview')}
        />
      ) : null}
    </div>
  );
}
