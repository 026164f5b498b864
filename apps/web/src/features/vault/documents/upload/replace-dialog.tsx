import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { useTranslation } from 'react-i18next';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button } from '../../../../ui/button.tsx';
import type { VaultApi } from '../api/vault-api.ts';
import type { OpenedDocument } from '../crypto/open-document.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { FilePickers } from './file-pickers.tsx';
import { UploadItemCard } from './upload-item-card.tsx';
import type { UploadSettings } from './upload-panel.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

type ReplaceDialogProps = UploadSettings & {
  api: VaultApi;
  vault: UnlockedVault;
  document: OpenedDocument;
  onUploaded: (document: VaultDocument) => void;
  onClose: () => void;
};

/**
 * A new version of a document (a renewed card, a better scan). It gets a new file key like any upload; the people
 * it is shared with and its live proof links get that key too, so nothing they can open breaks.
 */
export function ReplaceDialog({
  api,
  vault,
  document,
  onUploaded,
  onClose,
  ...settings
}: ReplaceDialogProps) {
  const { t } = useTranslation('vault-documents');
  const queue = useUploadQueue({ api, vault, onUploaded, ...settings });
  const item = queue.items[0];
  const { metadata } = document;
  const busy = item?.status === 'uploading' || item?.status === 'waiting';
  return (
    <ModalDialog
      title={t('replace.title', { title: metadata.title })}
      onClose={busy ? () => undefined : onClose}
    >
      <div className="flex flex-col gap-4 p-4">
        <p>{document.shares.length > 0 ? t('replace.introShared') : t('replace.intro')}</p>
        {item ? (
          <ul>
            <UploadItemCard
              item={item}
              onDetails={(details) => queue.setDetails(item.key, details)}
              onRemove={() => queue.clear()}
              onCancel={() => queue.cancel(item.key)}
              onRetry={() => queue.retry(item.key)}
            />
          </ul>
        ) : (
          <FilePickers
            multiple={false}
            onFiles={(files) =>
              queue.addFiles(
                files.slice(0, 1),
                { documentId: document.id },
                {
                  type: metadata.type,
                  title: metadata.title,
                  expires_on: metadata.expires_on,
                  notes: metadata.notes,
                  carry_offline: metadata.carry_offline,
                  // A new scan of Sofia's card is still about Sofia.
                  about: metadata.about,
                },
              )
            }
          />
        )}
        <div className="flex flex-wrap gap-2">
          {item && item.status !== 'done' ? (
            <Button size="lg" onClick={() => void queue.uploadAll()} disabled={busy}>
              {t('replace.send')}
            </Button>
          ) : null}
          <Button
            variant={item?.status === 'done' ? 'primary' : 'ghost'}
            size="lg"
            onClick={onClose}
            disabled={busy}
          >
            {item?.status === 'done' ? t('upload.finished') : t('actions.cancel')}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
