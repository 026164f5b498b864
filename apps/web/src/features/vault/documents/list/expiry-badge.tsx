import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { daysUntil, expiryBand } from '../../../../lib/vault/document-expiry.ts';

/**
 * How long until a document expires, calmly: no red (red means Help Me Now and destructive actions), a warmer tone
 * as the date nears, and words rather than colour alone.
 */
export function ExpiryBadge({ expiresOn, today }: { expiresOn: string; today?: Date }) {
  const { t } = useTranslation('vault-documents');
  const days = daysUntil(expiresOn, today);
  const band = expiryBand(days);
  const tone =
    band === 'expired' || band === 30
      ? 'border-warning bg-surface-raised text-warning'
      : band === null
        ? 'border-border bg-surface text-muted'
        : 'border-primary bg-primary-soft text-foreground';
  const text =
    days < 0 ? t('expiry.expired') : days === 0 ? t('expiry.today') : t('expiry.inDays', { count: days });
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 font-medium text-sm ${tone}`}
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  );
}
