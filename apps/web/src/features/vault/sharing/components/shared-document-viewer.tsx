import { createDecryptionStream } from '@amparo/vault-crypto/stream-encryption';
import { Download, Eye, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decryptToBlob, previewKind } from '../../../../lib/vault/decrypt-to-blob.ts';
import { saveDecryptedStream } from '../../../../lib/vault/save-stream.ts';
import { saveObjectUrl, useDecryptedObjectUrl } from '../../../../lib/vault/use-decrypted-object-url.ts';
import { Button } from '../../../../ui/button.tsx';
import { DecryptedDocumentPreview } from '../../../../ui/decrypted-document-preview.tsx';
import { LoadingMessage } from '../../../../ui/loading.tsx';
import type { OpenedIncomingShare } from '../api/shares.ts';
import { useVaultContent } from '../api/vault-request.ts';
import { describeSharingError } from '../sharing-errors.ts';

/** Open (in the page) and download a document someone shared; it is decrypted here, from memory. */
export function SharedDocumentViewer({ opened }: { opened: OpenedIncomingShare }) {
  const { t } = useTranslation('vault-sharing');
  const fetchContent = useVaultContent();
  const { state, open, close } = useDecryptedObjectUrl();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const { share, fileKey, metadata } = opened;
  if (!fileKey || !metadata) return null;

  const contentPath = `/documents/${share.document_id}/versions/${share.version_id}/content`;
  const load = async () =>
    decryptToBlob(await fetchContent(contentPath), fileKey, share.document_id, metadata.mime_type);
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
          {describeSharingError(failure) === 'offline' ? t('errors.offline') : t('incoming.openFailed')}
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
