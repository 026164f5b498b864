import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../../../lib/account/form-controls.tsx';
import { Button } from '../../../../ui/button.tsx';
import { updateDocument } from '../api/document-changes.ts';
import type { VaultApi } from '../api/vault-api.ts';
import type { OpenedDocument } from '../crypto/open-document.ts';
import { type DocumentErrorKey, describeDocumentError } from '../describe-error.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import type { DocumentDetails } from '../upload/upload-document.ts';
import {
  cleanDetails,
  type DetailsErrors,
  DocumentDetailsFields,
  validateDetails,
} from './document-details-fields.tsx';

type EditDetailsDialogProps = {
  api: VaultApi;
  document: OpenedDocument;
  onSaved: () => void;
  onClose: () => void;
};

/** New details sealed with the same file key: the file itself does not change. */
export function EditDetailsDialog({ api, document, onSaved, onClose }: EditDetailsDialogProps) {
  const { t } = useTranslation('vault-documents');
  const { metadata } = document;
  const [details, setDetails] = useState<DocumentDetails>({
    type: metadata.type,
    title: metadata.title,
    expires_on: metadata.expires_on,
    notes: metadata.notes,
    carry_offline: metadata.carry_offline,
  });
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [failure, setFailure] = useState<DocumentErrorKey | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = validateDetails(details);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      const sealed = await encryptMetadata(document.fileKey, document.id, {
        ...metadata,
        ...cleanDetails(details),
      });
      await updateDocument(api, document.id, {
        version_id: document.versionId,
        encrypted_metadata: toBase64Url(sealed),
      });
      onSaved();
      onClose();
    } catch (error) {
      const key = describeDocumentError(error);
      setFailure(key);
      // A newer version arrived from another device: reload the list so the next try can succeed.
      if (key === 'errors.versionChanged') onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <ModalDialog title={t('edit.title', { title: metadata.title })} onClose={onClose}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4 p-4">
        <DocumentDetailsFields value={details} onChange={setDetails} errors={errors} disabled={saving} />
        {failure ? <FormAlert tone="error">{t(failure)}</FormAlert> : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={saving} pendingLabel={t('edit.saving')}>
            {t('edit.save')}
          </SubmitButton>
          <Button variant="ghost" size="lg" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
