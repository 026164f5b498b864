import { CircleCheck, FileUp, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../lib/account/form-controls.tsx';
import { Button } from '../../../../ui/button.tsx';
import { DocumentDetailsFields } from '../edit/document-details-fields.tsx';
import { formatBytes } from '../format-bytes.ts';
import type { DocumentDetails } from './upload-document.ts';
import { UploadProgressBar } from './upload-progress.tsx';
import type { UploadItem } from './use-upload-queue.ts';

type UploadItemCardProps = {
  item: UploadItem;
  onDetails: (details: DocumentDetails) => void;
  onRemove: () => void;
  onCancel: () => void;
  onRetry: () => void;
};

/** One picked file: its form while it waits, then its progress with Cancel, its error with Retry, or done. */
export function UploadItemCard({ item, onDetails, onRemove, onCancel, onRetry }: UploadItemCardProps) {
  const { t, i18n } = useTranslation('vault-documents');
  const editable = item.status === 'draft' || item.status === 'cancelled' || item.status === 'failed';
  const titleId = `${item.key}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-4"
    >
      <div className="flex items-start gap-3">
        {item.status === 'done' ? (
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        ) : (
          <FileUp aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
        )}
        <div className="min-w-0 flex-1">
          <p id={titleId} dir="auto" className="break-all font-semibold">
            {item.file.name}
          </p>
          <p className="text-muted text-sm">{formatBytes(item.file.size, i18n.language)}</p>
        </div>
        {editable ? (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('upload.remove', { name: item.file.name })}</span>
          </button>
        ) : null}
      </div>

      {item.status === 'done' ? (
        <p role="status" className="font-semibold text-success">
          {t('upload.done')}
        </p>
      ) : (
        <DocumentDetailsFields
          value={item.details}
          onChange={onDetails}
          errors={item.errors}
          disabled={!editable}
        />
      )}

      {item.status === 'waiting' || item.status === 'uploading' ? (
        <div className="flex flex-col gap-3">
          {item.status === 'waiting' ? (
            <p className="text-muted">{t('upload.waiting')}</p>
          ) : (
            <UploadProgressBar
              progress={item.progress}
              label={t('upload.progressLabel', { name: item.file.name })}
            />
          )}
          <Button variant="secondary" onClick={onCancel} className="self-start">
            {t('upload.cancel')}
          </Button>
        </div>
      ) : null}
      {item.status === 'cancelled' ? <FormAlert tone="info">{t('upload.cancelled')}</FormAlert> : null}
      {item.status === 'failed' && item.failure ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">{t(item.failure)}</FormAlert>
          <Button variant="secondary" onClick={onRetry} className="self-start">
            <RotateCcw aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {t('actions.retry')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
