import { SERVICE_LANGUAGE_CODES } from '@amparo/contract/legal/legal-limits';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { Link } from '../../../lib/router/index.ts';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { type LawyerFilters, useLawyerSearch } from '../api/professionals-directory.ts';
import { NotarioWarning } from '../components/notario-warning.tsx';
import { LawyerCard } from './lawyer-card.tsx';
import { LawyerFiltersForm } from './lawyer-filters.tsx';

/** The reader's own language when professionals list it (all seven app languages are), else any language. */
export function defaultLawyerFilters(readerLanguage: string, lowCostOnly: boolean): LawyerFilters {
  const codes: readonly string[] = SERVICE_LANGUAGE_CODES;
  return {
    language: codes.includes(readerLanguage) ? readerLanguage : '',
    practiceArea: '',
    state: '',
    remoteOnly: false,
    feeModel: '',
    lowCost: lowCostOnly,
  };
}

type FindLawyerSectionProps = {
  lowCostOnly?: boolean;
  /** Off on a page that already shows the notario warning above this section (/legal-aid): once per page is enough. */
  withNotarioWarning?: boolean;
};

/**
 * "Find a lawyer" (issue 13, point 2), in /legal-hub and, free and low-cost only, on /legal-aid: verified
 * professionals only, filtered by language, kind of case, state, remote and fees, in an order nobody pays for.
 * Its calls need no account, so it works signed out.
 */
export function FindLawyerSection({
  lowCostOnly = false,
  withNotarioWarning = true,
}: FindLawyerSectionProps) {
  return (
    <WithQueryClient>
      <FindLawyer lowCostOnly={lowCostOnly} withNotarioWarning={withNotarioWarning} />
    </WithQueryClient>
  );
}

function FindLawyer({
  lowCostOnly,
  withNotarioWarning,
}: {
  lowCostOnly: boolean;
  withNotarioWarning: boolean;
}) {
  const { t, i18n } = useTranslation('lawyers');
  const titleId = useId();
  const [filters, setFilters] = useState(() => defaultLawyerFilters(i18n.language, lowCostOnly));
  // The reader's language was chosen for them, not by them: if nobody lists it, the first screen shows everyone
  // instead of "nothing found" (a first visit in Arabic must not look empty), and says why.
  const [languageByDefault, setLanguageByDefault] = useState(filters.language !== '');
  const [nobodyInLanguage, setNobodyInLanguage] = useState<string | null>(null);
  const search = useLawyerSearch(filters);
  const professionals = search.data?.pages.flatMap((page) => page.professionals) ?? [];
  const foundNobody = search.isSuccess && professionals.length === 0;
  // Nobody in the reader's language is not yet the answer when everyone is about to be asked for (the effect below),
  // nor is an empty list kept from the last filters while the next ones load: shown, either would say "nobody" for
  // a moment before the people found replace it. A kept list of people stays, so the screen does not jump.
  const loadingFirstPage =
    search.isPending ||
    (search.isPlaceholderData && professionals.length === 0) ||
    (languageByDefault && foundNobody);
  useEffect(() => {
    if (!languageByDefault || !foundNobody) return;
    setLanguageByDefault(false);
    setNobodyInLanguage(filters.language);
    setFilters((current) => ({ ...current, language: '' }));
  }, [languageByDefault, foundNobody, filters.language]);
  const changeFilters = (next: LawyerFilters) => {
    setLanguageByDefault(false);
    setNobodyInLanguage(null);
    setFilters(next);
  };

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h2 id={titleId} className="font-bold text-2xl">
          {lowCostOnly ? t('find.lowCostTitle') : t('find.title')}
        </h2>
        <p className="max-w-prose">{t('find.intro')}</p>
      </div>
      {withNotarioWarning ? <NotarioWarning /> : null}
      <LawyerFiltersForm
        value={filters}
        onChange={changeFilters}
        onClear={() => changeFilters({ ...defaultLawyerFilters('', lowCostOnly) })}
        lowCostOnly={lowCostOnly}
      />
      {/* Only once people are shown: if nobody is listed in any language either, the empty state below says so
          instead, and a note that "those who speak other languages are shown" over an empty list would contradict it. */}
      {nobodyInLanguage && professionals.length > 0 ? (
        <FormAlert tone="info">
          {t('find.nobodyInLanguage', { language: serviceLanguageName(nobodyInLanguage, i18n.language) })}
        </FormAlert>
      ) : null}
      <p className="max-w-prose text-muted">{t('find.order')}</p>

      <div aria-live="polite" className="sr-only">
        {search.isFetching ? t('find.loading') : ''}
      </div>
      {loadingFirstPage ? (
        <LoadingMessage label={t('find.loading')} className="min-h-32 py-6" />
      ) : search.isError && professionals.length === 0 ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">{t('find.loadError')}</FormAlert>
          <Button className="self-start" onClick={() => void search.refetch()}>
            {t('find.tryAgain')}
          </Button>
        </div>
      ) : professionals.length === 0 ? (
        <div className="flex flex-col gap-2 rounded-2xl border border-border border-dashed p-5">
          {/* After the fallback from the reader's language the filters are the page's own, not the reader's: nobody is
              listed here at all, and "try another language, or clear a filter" would send them looking for nobody. */}
          <h3 className="font-bold text-lg">
            {nobodyInLanguage ? t('find.noneYetTitle') : t('find.emptyTitle')}
          </h3>
          {lowCostOnly ? (
            // Already on /legal-aid: the organisations and hotlines are on this page.
            <p>{nobodyInLanguage ? t('find.noneYetBodyLegalAid') : t('find.emptyBodyLegalAid')}</p>
          ) : (
            <>
              <p>{nobodyInLanguage ? t('find.noneYetBody') : t('find.emptyBody')}</p>
              <Link
                to="/legal-aid"
                className="self-start font-semibold text-primary underline underline-offset-4"
              >
                {t('find.emptyLegalAid')}
              </Link>
            </>
          )}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-busy={search.isFetching || undefined}>
            {professionals.map((professional) => (
              <li key={professional.id}>
                <LawyerCard professional={professional} linkToProfile />
              </li>
            ))}
          </ul>
          {search.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              disabled={search.isFetchingNextPage}
              onClick={() => void search.fetchNextPage()}
            >
              {search.isFetchingNextPage ? t('find.loadingMore') : t('find.showMore')}
            </Button>
          ) : (
            <p className="text-center text-muted">{t('find.end')}</p>
          )}
          {search.isFetchNextPageError ? <FormAlert tone="error">{t('find.loadError')}</FormAlert> : null}
        </>
      )}
    </section>
  );
}
