import { filterRegistry } from '@amparo/contract/legal/registry-filters';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NotarioWarning } from '../components/notario-warning.tsx';
import { useLegalRegistry } from '../registry/registry-api.ts';
import { RegistryFiltersForm } from '../registry/registry-filters-form.tsx';
import { RegistryResults } from '../registry/registry-results.tsx';
import { RegistryStatus } from '../registry/registry-status.tsx';
import { useRegistryFilters } from '../registry/use-registry-filters.ts';

/**
 * /organization/registry (issue 13, point 5), public: nonprofit immigration legal services, directories, hotlines
 * and official tools, filtered by language (the reader's own by default), state and kind of help. The home page and
 * the restricted-access notice send people here, so it works signed out, on a first visit and offline after one.
 */
export function RegistryPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('organizationRegistry.title'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <RegistryHeader />
      <NotarioWarning />
      <Suspense fallback={null}>
        <WithQueryClient>
          <RegistryBody />
        </WithQueryClient>
      </Suspense>
    </div>
  );
}

function RegistryHeader() {
  const { t } = useTranslation(['pages', 'legal-aid']);
  return (
    <header className="flex flex-col gap-2">
      <h1 className="font-bold text-3xl tracking-tight">{t('organizationRegistry.title')}</h1>
      <p className="max-w-prose text-muted">{t('registry.intro', { ns: 'legal-aid' })}</p>
    </header>
  );
}

function RegistryBody() {
  const registry = useLegalRegistry();
  return (
    <RegistryStatus query={registry}>
      {(data) => <FilteredRegistry all={data.organizations} />}
    </RegistryStatus>
  );
}

function FilteredRegistry({ all }: { all: Parameters<typeof filterRegistry>[0] }) {
  const { t, i18n } = useTranslation('legal-aid');
  const { filters, query, change, clear } = useRegistryFilters(all);
  const languages = [...new Set(all.flatMap((entry) => entry.languages))];
  return (
    <>
      <RegistryFiltersForm filters={filters} languages={languages} onChange={change} onClear={clear} />
      {filters.languageUnavailable ? (
        <FormAlert tone="info">
          {t('registry.fewInLanguage', {
            language: serviceLanguageName(filters.languageUnavailable, i18n.language),
          })}
        </FormAlert>
      ) : null}
      <RegistryResults organizations={filterRegistry(all, query)} onClear={clear} />
    </>
  );
}
