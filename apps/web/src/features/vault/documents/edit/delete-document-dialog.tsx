import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/loading.tsx';
import { deleteDocument } from '../api/document-changes.ts';
import type { VaultApi } from '../api/vault-api.ts';
import { type DocumentErrorKey, describeDocumentError } from '../describe-error.ts';
import { ModalDialog } from '../modal-dialog.tsx';

type DeleteDocumentDialogProps = {
  api: VaultApi;
  documentId: string;
  title: string;
  shared: boolean;
  onDeleted: (documentId: string) => Promise<void> | void;
  onClose: () => void;
};

/** Asks once, plainly, before a delete that cannot be undone (red: it destroys). */
export function DeleteDocumentDialog({
  api,
  documentId,
  title,
  shared,
  onDeleted,
  onClose,
}: DeleteDocumentDialogProps) {
  const { t } = useTranslation('vault-documents');
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<DocumentErrorKey | null>(null);

  async function confirm() {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteDocument(api, documentId);
      await onDeleted(documentId);
      onClose();
    } catch (error) {
      setFailure(describeDocumentError(error));
      setDeleting(false);
    }
  }

  return (
    <ModalDialog title={t('delete.title')} onClose={onClose}>
      <div className="flex flex-col gap-4 p-4">
        <p className="text-lg">{t('delete.question', { title })}</p>
        <p className="text-muted">{shared ? t('delete.sharedNote') : t('delete.note')}</p>
        {failure ? <FormAlert tone="error">{t(failure)}</FormAlert> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="danger" size="lg" onClick={confirm} disabled={deleting} autoFocus>
            {deleting ? (
              <Spinner className="size-5 text-current" />
            ) : (
              <Trash2 aria-hidden="true" className="size-5" />
            )}
            {t('delete.confirm')}
          </Button>
          <Button variant="secondary" size="lg" onClick={onClose} disabled={deleting}>
            {t('delete.keep')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
