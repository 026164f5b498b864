import { useTranslation } from 'react-i18next';
import { formatBytes } from '../format-bytes.ts';
import type { UploadProgress } from './upload-document.ts';

/** A progress bar with the bytes sent, announced politely to screen readers. */
export function UploadProgressBar({ progress, label }: { progress: UploadProgress | null; label: string }) {
  const { t, i18n } = useTranslation('vault-documents');
  const percent =
    progress && progress.totalBytes > 0 ? Math.floor((progress.sentBytes / progress.totalBytes) * 100) : 0;
  const text = progress
    ? t('upload.progress', {
        percent,
        sent: formatBytes(progress.sentBytes, i18n.language),
        total: formatBytes(progress.totalBytes, i18n.language),
      })
    : t('upload.preparing');
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary transition-[inline-size] motion-reduce:transition-none"
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="text-muted text-sm">
        {text}
      </p>
    </div>
  );
}
