import type { VaultDocument } from '@amparo/contract/vault/vault-models';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnlockedVault } from '../../../../lib/vault/vault-session.ts';
import { Button } from '../../../../ui/button.tsx';
import type { VaultApi } from '../api/vault-api.ts';
import type { PartEncryptor } from '../crypto/encrypt-file-client.ts';
import { FilePickers } from './file-pickers.tsx';
import { UploadItemCard } from './upload-item-card.tsx';
import { useUploadQueue } from './use-upload-queue.ts';

export type UploadSettings = {
  encryptParts: PartEncryptor;
  /** Tests only: smaller parts, faster retries. */
  partBytes?: number;
  retryDelays?: readonly number[];
};

type UploadPanelProps = UploadSettings & {
  api: VaultApi;
  vault: UnlockedVault;
  onUploaded: (document: VaultDocument) => void;
  onClose: () => void;
};

/** Adding documents: pick files or take photos, describe each, then encrypt and send them one by one. */
export function UploadPanel({ api, vault, onUploaded, onClose, ...settings }: UploadPanelProps) {
  const { t } = useTranslation('vault-documents');
  const titleId = useId();
  const queue = useUploadQueue({ api, vault, onUploaded, ...settings });
  const toSend = queue.items.filter((item) => ['draft', 'cancelled', 'failed'].includes(item.status)).length;
  const busy = queue.items.some((item) => item.status === 'uploading' || item.status === 'waiting');
  const allDone = queue.items.length > 0 && queue.items.every((item) => item.status === 'done');

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-primary bg-surface p-4"
    >
      <div>
        <h3 id={titleId} className="font-bold text-xl">
          {t('upload.title')}
        </h3>
        <p className="mt-1 flex items-start gap-2 text-muted">
          <Lock aria-hidden="true" className="mt-1 size-4 shrink-0" />
          {t('upload.intro')}
        </p>
      </div>
      <FilePickers onFiles={(files) => queue.addFiles(files)} />
      {queue.items.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {queue.items.map((item) => (
            <UploadItemCard
              key={item.key}
              item={item}
              onDetails={(details) => queue.setDetails(item.key, details)}
              onRemove={() => queue.remove(item.key)}
              onCancel={() => queue.cancel(item.key)}
              onRetry={() => queue.retry(item.key)}
            />
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {toSend > 0 ? (
          <Button size="lg" onClick={() => void queue.uploadAll()} disabled={busy}>
            {t('upload.send', { count: toSend })}
          </Button>
        ) : null}
        <Button variant={allDone ? 'primary' : 'ghost'} size="lg" onClick={onClose} disabled={busy}>
          {allDone ? t('upload.finished') : t('actions.cancel')}
        </Button>
      </div>
    </section>
  );
}
