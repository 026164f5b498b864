import { toBase64Url } from '@amparo/vault-crypto/bytes';
import { encryptMetadata } from '@amparo/vault-crypto/metadata';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton } from '../../../../lib/account/form-controls.tsx';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button } from '../../../../ui/button.tsx';
import { updateDocument } from '../api/document-changes.ts';
import type { VaultApi } from '../api/vault-api.ts';
import type { OpenedDocument } from '../crypto/open-document.ts';
import { type DocumentErrorKey, describeDocumentError, isAbort } from '../describe-error.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import type { DocumentDetails, UploadProgress } from '../upload/upload-document.ts';
import type { UploadSettings } from '../upload/upload-panel.tsx';
import { UploadProgressBar } from '../upload/upload-progress.tsx';
import {
  cleanDetails,
  type DetailsErrors,
  DocumentDetailsFields,
  validateDetails,
} from './document-details-fields.tsx';
import { reencryptDocument } from './reencrypt-document.ts';

type EditDetailsDialogProps = UploadSettings & {
  api: VaultApi;
  vault: UnlockedVault;
  document: OpenedDocument;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * New details sealed with the same file key: the file itself does not change. Once someone who could open the
 * document has lost access, saving re-encrypts it under a new key instead (see reencrypt-document.ts).
 */
export function EditDetailsDialog({
  api,
  vault,
  document,
  onSaved,
  onClose,
  ...settings
}: EditDetailsDialogProps) {
  const { t } = useTranslation('vault-documents');
  const { metadata } = document;
  const [details, setDetails] = useState<DocumentDetails>({
    type: metadata.type,
    title: metadata.title,
    expires_on: metadata.expires_on,
    notes: metadata.notes,
    carry_offline: metadata.carry_offline,
    about: metadata.about,
  });
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [failure, setFailure] = useState<DocumentErrorKey | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const reencrypt = document.reencryptOnNextEdit;
  // A re-encryption in flight stops when the dialog closes or the vault locks (the section unmounts it): the
  // unfinished upload is then removed from the server, and the document stays as it was.
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = validateDetails(details);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    setFailure(null);
    const controller = new AbortController();
    running.current = controller;
    try {
      if (reencrypt) {
        setProgress(null);
        await reencryptDocument({
          api,
          vault,
          document,
          details: cleanDetails(details),
          ...settings,
          onProgress: setProgress,
          signal: controller.signal,
        });
      } else {
        const sealed = await encryptMetadata(document.fileKey, document.id, {
          ...metadata,
          ...cleanDetails(details),
        });
        await updateDocument(api, document.id, {
          version_id: document.versionId,
          encrypted_metadata: toBase64Url(sealed),
        });
      }
      onSaved();
      onClose();
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      const key = describeDocumentError(error);
      setFailure(key);
      // A newer version arrived from another device: reload the list so the next try can succeed.
      if (key === 'errors.versionChanged') onSaved();
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setSaving(false);
    }
  }

  return (
    <ModalDialog title={t('edit.title', { title: metadata.title })} onClose={onClose}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4 p-4">
        {reencrypt ? <p>{t('edit.reencryptNote')}</p> : null}
        <DocumentDetailsFields value={details} onChange={setDetails} errors={errors} disabled={saving} />
        {reencrypt && saving ? (
          <UploadProgressBar progress={progress} label={t('edit.reencrypting')} />
        ) : null}
        {failure ? <FormAlert tone="error">{t(failure)}</FormAlert> : null}
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={saving} pendingLabel={reencrypt ? t('edit.reencrypting') : t('edit.saving')}>
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
