import type { UsStateCode } from '@amparo/contract/legal/legal-limits';
import type { LegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { ExternalLink, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatListingList, formatListingPhone } from '../../../lib/public-listing-format.ts';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { SLOT, TextWithSlot } from '../../../ui/text-with-slot.tsx';
import { ReportListingButton } from '../components/report-listing-button.tsx';
import { ProvenanceLine } from './provenance-line.tsx';

type OrganizationCardProps = {
  organization: LegalOrganization;
  headingLevel?: 'h2' | 'h3';
  /** The hotlines on /legal-aid: the call button first and large. */
  emphasizeCall?: boolean;
};

/** The description in the reader's language, or the English one marked as English (so it is read out as such). */
function describe(organization: LegalOrganization, language: string) {
  const own = organization.description[language];
  return own ? { text: own, lang: undefined } : { text: organization.description.en ?? '', lang: 'en' };
}

/** One registry entry: who, what for, how to reach them, where and in which languages, and where the facts come from. */
export function OrganizationCard({
  organization,
  headingLevel = 'h2',
  emphasizeCall = false,
}: OrganizationCardProps) {
  const { t, i18n } = useTranslation(['legal-aid', 'us-states']);
  const Heading = headingLevel;
  const description = describe(organization, i18n.language);
  const nationwide = organization.states.includes('US');
  const places = nationwide
    ? t('nationwide', { ns: 'us-states' })
    : formatListingList(
        organization.states.map((code) => t(`names.${code as UsStateCode}`, { ns: 'us-states' })),
        i18n.language,
      );
  const phone = organization.phone ? formatListingPhone(organization.phone) : null;

  const call =
    organization.phone && phone ? (
      <div className="flex flex-col gap-1">
        <a
          href={`tel:${organization.phone}`}
          className={buttonClassName(
            { variant: 'primary', size: emphasizeCall ? 'lg' : 'md' },
            'max-w-full self-start',
          )}
        >
          <Phone aria-hidden="true" className="size-5 shrink-0" />
          {/* A phone number reads left to right in every language. Its own inline block, so at 200 % zoom on a
              narrow phone it wraps at its dashes inside a left-to-right box instead of scattering them in Arabic. */}
          <span>
            <TextWithSlot
              text={t('entry.call', { phone: SLOT })}
              slot={
                <bdi dir="ltr" className="inline-block">
                  {phone}
                </bdi>
              }
            />
          </span>
        </a>
        {/* Hours are kept in English (the owner's words): shown to English readers; the description says them in
            every language. */}
        {organization.phone_hours && i18n.language === 'en' ? (
          <p className="text-sm">{t('entry.hours', { hours: organization.phone_hours })}</p>
        ) : null}
      </div>
    ) : null;

  return (
    <article
      aria-labelledby={`organization-${organization.id}`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4"
      data-testid="organization"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`organization-${organization.id}`} className="min-w-0 break-words font-bold text-lg">
          {organization.name}
        </Heading>
        <span className="rounded-full bg-surface px-3 py-1 font-semibold text-muted text-sm">
          {t(`entry.kinds.${organization.kind}`)}
        </span>
      </div>
      <p lang={description.lang} dir={description.lang ? 'ltr' : undefined} className="max-w-prose">
        {description.text}
      </p>
      {emphasizeCall ? call : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('entry.coverage')}</dt>
        <dd className="min-w-0">{places}</dd>
        <dt className="font-semibold">{t('entry.languages')}</dt>
        {/* No languages listed means the organisation does not say which: ask, rather than guess English only. */}
        <dd className="min-w-0" data-testid="languages">
          {organization.languages.length > 0
            ? formatListingList(
                organization.languages.map((code) => serviceLanguageName(code, i18n.language)),
                i18n.language,
              )
            : t('entry.languagesUnknown')}
        </dd>
        <dt className="font-semibold">{t('entry.services')}</dt>
        <dd className="min-w-0">
          {organization.services.map((service) => t(`services.${service}`)).join(' · ')}
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {emphasizeCall ? null : call}
        <a
          href={organization.website}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary' }, 'max-w-full')}
        >
          <ExternalLink aria-hidden="true" className="size-5 shrink-0" />
          <span>{t('entry.website')}</span>
          <span className="sr-only">({t('entry.websiteHint')})</span>
        </a>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-border border-t pt-3">
        <ProvenanceLine organization={organization} />
        <ReportListingButton
          targetKind="organization"
          targetId={organization.id}
          targetName={organization.name}
        />
      </div>
    </article>
  );
}
