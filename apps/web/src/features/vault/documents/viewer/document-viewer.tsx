import { Download } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { fetchDocumentContent } from '../api/document-changes.ts';
import type { VaultApi } from '../api/vault-api.ts';
import type { OpenedDocument } from '../crypto/open-document.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { DocumentPreview } from './document-preview.tsx';

type DocumentViewerProps = {
  api: VaultApi;
  document: OpenedDocument;
  onDownload: (document: OpenedDocument) => void;
  onClose: () => void;
};

/** The full-screen viewer: the document decrypted in memory, never written to disk. */
export function DocumentViewer({ api, document, onDownload, onClose }: DocumentViewerProps) {
  const { t } = useTranslation('vault-documents');
  const { id, versionId, fileKey, metadata } = document;
  const open = useCallback(
    (signal: AbortSignal) => fetchDocumentContent(api, id, versionId, signal),
    [api, id, versionId],
  );
  const source = useMemo(
    () => ({ documentId: id, fileKey, mimeType: metadata.mime_type, open }),
    [id, fileKey, metadata.mime_type, open],
  );
  return (
    <ModalDialog title={metadata.title} size="full" onClose={onClose}>
      <div className="flex h-full flex-col">
        <div className="min-h-0 flex-1 bg-surface">
          <DocumentPreview source={source} title={metadata.title} fileName={metadata.file_name} />
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-border border-t p-3">
          <Button variant="secondary" onClick={() => onDownload(document)}>
            <Download aria-hidden="true" className="size-5" />
            {t('actions.download')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
