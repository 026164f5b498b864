import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// What a caregiver's authorization is, in plain words, with the public sources it comes from
// (reference/rights-facts.md, "Family preparedness"). Information, not legal advice: the form differs from state
// to state, so the text sends people to a lawyer or legal aid for theirs.

export const CAREGIVER_AUTHORIZATION_LAST_REVIEWED = '2026-11-24';

export const CAREGIVER_AUTHORIZATION_SOURCES = [
  {
    name: 'Immigrant Legal Resource Center (ILRC): Step-by-step family preparedness plan',
    url: 'https://ilrc.org/resources/step-step-family-preparedness-plan-0',
  },
  {
    name: 'Ohio Legal Help: Family preparedness plan for immigration emergencies',
    url: 'https://ohiolegalhelp.org/topic/family-preparedness-plan-immigration-emergencies',
  },
] as const;

/** "24 November 2026" in the reader's language; a calendar day, read in UTC. */
export function formatReviewDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export function CaregiverAuthorizationInfo() {
  const { t, i18n } = useTranslation('family-plan');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-primary-soft p-4">
      <h3 id={headingId} className="font-bold text-lg">
        {t('authorization.heading')}
      </h3>
      <p className="max-w-prose">{t('authorization.what')}</p>
      <p className="max-w-prose">{t('authorization.state')}</p>
      <p className="font-semibold max-w-prose">{t('authorization.ask')}</p>
      <p className="text-sm">{t('authorization.sources')}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {CAREGIVER_AUTHORIZATION_SOURCES.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              target="_blank"
              rel="noreferrer"
              lang="en"
              className="inline-flex min-h-11 items-center gap-1 underline"
            >
              {source.name}
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            </a>
          </li>
        ))}
      </ul>
      <p className="text-muted text-sm">
        {t('authorization.reviewed', {
          date: formatReviewDate(CAREGIVER_AUTHORIZATION_LAST_REVIEWED, i18n.language),
        })}{' '}
        {t('authorization.notAdvice')}
      </p>
    </section>
  );
}
