import { isLanguageCode } from '@amparo/contract/i18n/languages';
import { ExternalLink, MapPin, Phone, Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReviewDate } from '../../../lib/format-review-date.ts';
import {
  HOTLINES_LAST_REVIEWED,
  LEGAL_SERVICES_DIRECTORY,
  NATIONAL_HOTLINES,
  telHref,
} from '../../../lib/hotlines.ts';
import { usePreparednessPlan } from '../../../lib/preparedness-plan/use-preparedness-plan.ts';
import { Link } from '../../../lib/router/index.ts';

const callLinkClass =
  'inline-flex min-h-12 items-center gap-2 rounded-lg bg-primary px-4 py-2 font-semibold text-lg ' +
  'text-primary-foreground no-underline hover:bg-primary-hover focus-visible:outline-3 ' +
  'focus-visible:outline-offset-2 focus-visible:outline-focus';

type HotlinesSectionProps = {
  className?: string;
};

/** National hotlines and the person's own lawyer as one-tap call links (issue 5, point 4). */
export function HotlinesSection({ className = '' }: HotlinesSectionProps) {
  const { t, i18n } = useTranslation('rights');
  const language = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const plan = usePreparednessPlan();
  const lawyerPhone = plan.data?.lawyer_phone ?? null;
  const lawyerName = plan.data?.lawyer_name ?? null;

  return (
    <section aria-labelledby={headingId} className={`flex flex-col gap-4 ${className}`}>
      <header>
        <h2 id={headingId} className="font-bold text-2xl text-foreground">
          {t('hotlines.heading')}
        </h2>
        <p className="text-muted">{t('hotlines.intro')}</p>
      </header>
      <ul className="flex flex-col gap-3">
        <li className="flex flex-col gap-2 rounded-xl border-2 border-primary bg-surface-raised p-4">
          <h3 className="flex items-center gap-2 font-semibold text-lg">
            <Scale aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {t('hotlines.lawyer.name')}
          </h3>
          {lawyerPhone ? (
            <>
              <p className="text-muted">
                {lawyerName ? <span className="font-medium text-foreground">{lawyerName}. </span> : null}
                {t('hotlines.lawyer.description')}
              </p>
              <a
                href={telHref(lawyerPhone)}
                className={`${callLinkClass} self-start`}
                aria-label={t('hotlines.call', {
                  name: lawyerName ?? t('hotlines.lawyer.name'),
                  number: lawyerPhone,
                })}
              >
                <Phone aria-hidden="true" className="size-5" />
                <span dir="ltr">{lawyerPhone}</span>
              </a>
            </>
          ) : (
            <p className="text-muted">{t('hotlines.lawyer.empty')}</p>
          )}
        </li>
        {NATIONAL_HOTLINES.map((hotline) => {
          const name = t(`hotlines.${hotline.id}.name`);
          return (
            <li
              key={hotline.id}
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4"
            >
              <h3 className="font-semibold text-lg">{name}</h3>
              <p className="text-muted">{t(`hotlines.${hotline.id}.description`)}</p>
              <a
                href={`tel:${hotline.dial}`}
                className={`${callLinkClass} self-start`}
                aria-label={t('hotlines.call', { name, number: hotline.display })}
              >
                <Phone aria-hidden="true" className="size-5" />
                <span dir="ltr">{hotline.display}</span>
              </a>
              <p className="text-muted text-sm">
                {t('hotlines.source')}{' '}
                <a href={hotline.source.url} target="_blank" rel="noopener noreferrer">
                  {hotline.source.name}
                </a>
              </p>
            </li>
          );
        })}
        <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4">
          <h3 className="font-semibold text-lg">{t('hotlines.directory.name')}</h3>
          <p className="text-muted">{t('hotlines.directory.description')}</p>
          <a
            href={LEGAL_SERVICES_DIRECTORY.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 self-start font-semibold"
          >
            {t('hotlines.directory.open')}
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </li>
      </ul>
      <div className="flex flex-col gap-2 rounded-xl bg-primary-soft p-4">
        <p>{t('hotlines.local')}</p>
        <Link
          to="/organization/registry"
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold"
        >
          <MapPin aria-hidden="true" className="size-5" />
          {t('hotlines.localLink')}
        </Link>
      </div>
      <p className="text-muted text-sm">
        {t('hotlines.reviewed', { date: formatReviewDate(HOTLINES_LAST_REVIEWED, language) })}
      </p>
    </section>
  );
}
