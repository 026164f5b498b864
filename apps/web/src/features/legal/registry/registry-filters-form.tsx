import { LEGAL_SERVICES, US_STATE_CODES } from '@amparo/contract/legal/legal-limits';
import { REGISTRY_QUERY_MAX } from '@amparo/contract/legal/legal-organization-models';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../lib/account/form-controls.tsx';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { Button } from '../../../ui/button.tsx';
import { ANY, type RegistryFilters } from './use-registry-filters.ts';

type RegistryFiltersFormProps = {
  filters: RegistryFilters;
  /** The languages some entry lists: offering others would only lead to an empty list. */
  languages: readonly string[];
  onChange: (name: 'language' | 'state' | 'service' | 'q', value: string) => void;
  onClear: () => void;
  /** /legal-aid shows the state only; the registry shows every filter. */
  only?: readonly ('language' | 'state' | 'service' | 'q')[];
};

const selectClassName = `${inputClassName} pe-8`;

/** Language, state, kind of help and a text search; each change filters at once (no submit button to find). */
export function RegistryFiltersForm({
  filters,
  languages,
  onChange,
  onClear,
  only = ['language', 'state', 'service', 'q'],
}: RegistryFiltersFormProps) {
  const { t, i18n } = useTranslation(['legal-aid', 'us-states']);
  const id = useId();
  const shows = (name: (typeof only)[number]) => only.includes(name);
  const languageOptions = [...languages]
    .map((code) => ({ code, name: serviceLanguageName(code, i18n.language) }))
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language));
  const stateOptions = US_STATE_CODES.map((code) => ({
    code,
    name: t(`names.${code}`, { ns: 'us-states' }),
  })).sort((a, b) => a.name.localeCompare(b.name, i18n.language));

  return (
    <search aria-label={t('registry.filters.label')}>
      <form
        className="grid grid-cols-1 gap-4 rounded-2xl border border-border bg-surface-raised p-4 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        {shows('language') ? (
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-language`} className="font-semibold">
              {t('registry.filters.language')}
            </label>
            <select
              id={`${id}-language`}
              className={selectClassName}
              value={filters.language ?? ANY}
              onChange={(event) => onChange('language', event.target.value)}
            >
              <option value={ANY}>{t('registry.filters.anyLanguage')}</option>
              {languageOptions.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {shows('state') ? (
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-state`} className="font-semibold">
              {t('label', { ns: 'us-states' })}
            </label>
            <select
              id={`${id}-state`}
              className={selectClassName}
              value={filters.state ?? ''}
              onChange={(event) => onChange('state', event.target.value)}
            >
              <option value="">{t('any', { ns: 'us-states' })}</option>
              {stateOptions.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {shows('service') ? (
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-service`} className="font-semibold">
              {t('registry.filters.service')}
            </label>
            <select
              id={`${id}-service`}
              className={selectClassName}
              value={filters.service ?? ''}
              onChange={(event) => onChange('service', event.target.value)}
            >
              <option value="">{t('registry.filters.anyService')}</option>
              {LEGAL_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {t(`services.${service}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {shows('q') ? (
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={`${id}-q`} className="font-semibold">
              {t('registry.filters.search')}
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-muted"
              />
              <input
                id={`${id}-q`}
                type="search"
                dir="auto"
                enterKeyHint="search"
                maxLength={REGISTRY_QUERY_MAX}
                className={`${inputClassName} ps-10`}
                value={filters.q}
                onChange={(event) => onChange('q', event.target.value)}
              />
            </div>
          </div>
        ) : null}
        {only.length > 1 ? (
          <div className="flex items-end sm:col-span-2">
            <Button variant="ghost" onClick={onClear}>
              {t('registry.filters.clear')}
            </Button>
          </div>
        ) : null}
      </form>
    </search>
  );
}
