import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatReviewDate } from '../../../lib/format-review-date.ts';
import { HOTLINES_LAST_REVIEWED, NATIONAL_HOTLINES } from '../../../lib/hotlines.ts';
import { ExternalLink } from '../../../ui/external-link.tsx';

/**
 * The national hotlines under the "which numbers" answer: the app's one list (lib/hotlines.ts), with the names and
 * descriptions the emergency toolkit uses (the `rights` namespace), so a number is never typed twice.
 */
export function HotlineList() {
  const { t, i18n } = useTranslation(['help', 'rights']);
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {NATIONAL_HOTLINES.map((hotline) => {
          const name = t(`rights:hotlines.${hotline.id}.name`);
          return (
            <li key={hotline.id} className="flex flex-col gap-1 rounded-lg border border-border p-3">
              <span className="font-semibold">{name}</span>
              <span className="text-muted text-sm">{t(`rights:hotlines.${hotline.id}.description`)}</span>
              <a
                href={`tel:${hotline.dial}`}
                aria-label={t('help:hotlineCall', { name, number: hotline.display })}
                className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-primary px-4 font-semibold text-primary-foreground no-underline hover:bg-primary-hover focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2"
              >
                <Phone aria-hidden="true" className="size-5" />
                <span dir="ltr">{hotline.display}</span>
              </a>
              <span className="text-muted text-sm">
                {t('rights:hotlines.source')}{' '}
                <ExternalLink href={hotline.source.url}>{hotline.source.name}</ExternalLink>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="text-muted text-sm">
        {t('help:hotlinesReviewed', { date: formatReviewDate(HOTLINES_LAST_REVIEWED, i18n.language) })}
      </p>
    </div>
  );
}
