import type { LegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { filterRegistry } from '@amparo/contract/legal/registry-filters';
import { ArrowRight, Info, Scale } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { Link } from '../../../lib/router/index.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { NotarioWarning } from '../components/notario-warning.tsx';
import { FindLawyerSection } from '../lawyers/find-lawyer-section.tsx';
import { OrganizationCard } from '../registry/organization-card.tsx';
import { useLegalRegistry } from '../registry/registry-api.ts';
import { RegistryFiltersForm } from '../registry/registry-filters-form.tsx';
import { RegistryResults } from '../registry/registry-results.tsx';
import { RegistryStatus } from '../registry/registry-status.tsx';
import { useRegistryFilters } from '../registry/use-registry-filters.ts';

const REGISTRY_PATH = '/organization/registry';
/** Those of the chosen state come first, so a handful is enough before "Show all". */
const FREE_HELP_SHOWN_FIRST = 6;

/** The national phone lines, first: a frightened person looking for help should not have to scroll. */
export const isHotline = (entry: LegalOrganization) => entry.kind === 'hotline' && entry.phone !== null;
/** Free and low-cost help: nonprofits, directories of them, and the official lists of free providers. */
export const isFreeHelp = (entry: LegalOrganization) =>
  !isHotline(entry) &&
  (entry.kind === 'nonprofit' || entry.kind === 'directory' || entry.services.includes('find_a_provider'));
const isScamReporting = (entry: LegalOrganization) =>
  !isHotline(entry) && !isFreeHelp(entry) && entry.services.includes('report_fraud');

/**
 * /legal-aid (issue 13, points 2 and 5), public: the national hotlines with what each is for and when it answers,
 * free and low-cost help from nonprofits (the registry), low-cost verified lawyers, the notario warning with where
 * to report a scam, and a way in for lawyers and accredited representatives. Useful on a first visit, signed out,
 * and offline after one visit.
 */
export function LegalAidPage() {
  const { t } = useTranslation('legal-aid');
  useDocumentTitle(t('legalAid.title'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl tracking-tight">{t('legalAid.title')}</h1>
        <p className="max-w-prose text-muted">{t('legalAid.intro')}</p>
      </header>
      <Suspense fallback={null}>
        <WithQueryClient>
          <RegistrySections />
        </WithQueryClient>
      </Suspense>
      <FindLawyerSection lowCostOnly withNotarioWarning={false} />
      <Suspense fallback={null}>
        <WithQueryClient>
          <ScamReporting />
        </WithQueryClient>
      </Suspense>
      <p className="flex items-start gap-2 text-muted">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('legalAid.notLegalAdvice')}
      </p>
      <section
        aria-labelledby="legal-aid-join"
        className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4"
      >
        <h2 id="legal-aid-join" className="flex items-center gap-2 font-bold text-xl">
          <Scale aria-hidden="true" className="size-6 shrink-0 text-primary" />
          {t('legalAid.join.title')}
        </h2>
        <p className="max-w-prose">{t('legalAid.join.body')}</p>
        <ButtonLink to="/lawyers/join" variant="secondary" className="self-start">
          {t('legalAid.join.link')}
          <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </ButtonLink>
      </section>
    </div>
  );
}

function RegistrySections() {
  const { t } = useTranslation('legal-aid');
  const registry = useLegalRegistry();
  return (
    <RegistryStatus query={registry}>
      {(data) => (
        <>
          <section
            aria-labelledby="legal-aid-hotlines"
            className="flex flex-col gap-4"
            data-testid="hotlines"
          >
            <div className="flex flex-col gap-1">
              <h2 id="legal-aid-hotlines" className="font-bold text-2xl">
                {t('legalAid.hotlines.title')}
              </h2>
              <p className="max-w-prose text-muted">{t('legalAid.hotlines.intro')}</p>
            </div>
            <ul className="flex flex-col gap-4">
              {data.organizations.filter(isHotline).map((organization) => (
                <li key={organization.id}>
                  <OrganizationCard organization={organization} headingLevel="h3" emphasizeCall />
                </li>
              ))}
            </ul>
          </section>
          {/* Before the nonprofits and lawyers, where a notario would pose as help; after the phone lines. */}
          <NotarioWarning />
          <FreeHelp all={data.organizations.filter(isFreeHelp)} />
        </>
      )}
    </RegistryStatus>
  );
}

function FreeHelp({ all }: { all: LegalOrganization[] }) {
  const { t } = useTranslation('legal-aid');
  // Only the state here: the full registry has every filter, and every description is in the reader's language.
  const { filters, change, clear } = useRegistryFilters(all);
  return (
    <section aria-labelledby="legal-aid-free-help" className="flex flex-col gap-4" data-testid="free-help">
      <div className="flex flex-col gap-1">
        <h2 id="legal-aid-free-help" className="font-bold text-2xl">
          {t('legalAid.freeHelp.title')}
        </h2>
        <p className="max-w-prose text-muted">{t('legalAid.freeHelp.intro')}</p>
      </div>
      <RegistryFiltersForm
        filters={filters}
        languages={[]}
        onChange={change}
        onClear={clear}
        only={['state']}
      />
      <RegistryResults
        organizations={filterRegistry(all, { state: filters.state })}
        onClear={clear}
        headingLevel="h3"
        initialLimit={FREE_HELP_SHOWN_FIRST}
      />
      <Link to={REGISTRY_PATH} className="self-start font-semibold text-primary underline underline-offset-4">
        {t('legalAid.freeHelp.seeAll')}
      </Link>
    </section>
  );
}

function ScamReporting() {
  const { t } = useTranslation('legal-aid');
  const registry = useLegalRegistry();
  const entries = registry.data?.organizations.filter(isScamReporting) ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="legal-aid-scams" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="legal-aid-scams" className="font-bold text-2xl">
          {t('legalAid.scams.title')}
        </h2>
        <p className="max-w-prose text-muted">{t('legalAid.scams.intro')}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {entries.map((organization) => (
          <li key={organization.id}>
            <OrganizationCard organization={organization} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
