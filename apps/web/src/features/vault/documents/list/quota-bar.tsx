import type { VaultUsage } from '@amparo/contract/vault/vault-models';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../format-bytes.ts';

/** How much of the storage allowance the encrypted documents use. */
export function QuotaBar({ usage }: { usage: VaultUsage }) {
  const { t, i18n } = useTranslation('vault-documents');
  const percent = Math.min(100, Math.round((usage.used_bytes / usage.quota_bytes) * 100));
  const label = t('quota.used', {
    used: formatBytes(usage.used_bytes, i18n.language),
    quota: formatBytes(usage.quota_bytes, i18n.language),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className="font-semibold">{t('quota.title')}</span>
        <span className="text-muted">{label}</span>
      </div>
      <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-border">
        <div
          className={`h-full rounded-full ${percent >= 90 ? 'bg-warning' : 'bg-primary'}`}
          style={{ inlineSize: `${percent}%` }}
        />
      </div>
    </div>
  );
}
