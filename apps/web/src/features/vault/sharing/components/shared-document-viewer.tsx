import { Download, Eye, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { decryptToBlob, previewKind } from '../../../../lib/vault/decrypt-to-blob.ts';
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
  const { share, fileKey, metadata } = opened;
  if (!fileKey || !metadata) return null;

  const load = async () => {
    const ciphertext = await fetchContent(
      `/documents/${share.document_id}/versions/${share.version_id}/content`,
    );
    return decryptToBlob(ciphertext, fileKey, share.document_id, metadata.mime_type);
  };
  const download = async () => {
    const shown = state.status === 'ready' ? state : await open(load);
    if (shown) saveObjectUrl(shown.url, metadata.file_name || metadata.title);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {state.status === 'ready' ? (
          <Button variant="secondary" onClick={close}>
            <X aria-hidden="true" className="size-5" />
            {t('incoming.close')}
          </Button>
        ) : (
          <Button variant="secondary" disabled={state.status === 'loading'} onClick={() => void open(load)}>
            <Eye aria-hidden="true" className="size-5" />
            {t('incoming.open')}
          </Button>
        )}
        <Button variant="ghost" disabled={state.status === 'loading'} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-5" />
          {t('incoming.download')}
        </Button>
      </div>
      {state.status === 'loading' ? <LoadingMessage label={t('incoming.decrypting')} /> : null}
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-lg border border-border p-3 text-foreground">
          {describeSharingError(state.error) === 'offline' ? t('errors.offline') : t('incoming.openFailed')}
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
