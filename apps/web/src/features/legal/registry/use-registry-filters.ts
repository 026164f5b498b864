import {
  LEGAL_SERVICES,
  type LegalService,
  SERVICE_LANGUAGE_CODES,
  type ServiceLanguageCode,
  US_STATE_CODES,
  type UsStateCode,
} from '@amparo/contract/legal/legal-limits';
import type { LegalOrganization } from '@amparo/contract/legal/legal-organization-models';
import { REGISTRY_QUERY_MAX } from '@amparo/contract/legal/legal-organization-models';
import type { ListLegalOrganizationsQuery } from '@amparo/contract/legal/list-legal-organizations';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router/index.ts';

// The registry's filters live in the address (?language=es&state=TX&service=detention&q=…), so a filtered list can
// be shared, reloaded and left with the back button. With no language in the address, the reader's own language is
// chosen — when enough entries list it to make a useful first screen; otherwise every entry shows, and the page says
// why (a first visit in Arabic must not open on a single organisation). `language=any` is a choice the reader made,
// and is kept.

export const ANY = 'any';

/** Fewer entries than this in the reader's language, and the first screen shows every entry instead. */
export const MIN_ENTRIES_FOR_LANGUAGE_DEFAULT = 5;

export type RegistryFilters = {
  language: ServiceLanguageCode | undefined;
  state: UsStateCode | undefined;
  service: LegalService | undefined;
  q: string;
  /** The reader's language was wanted by default but no entry lists it. */
  languageUnavailable: ServiceLanguageCode | undefined;
};

function pick<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

export function useRegistryFilters(organizations: readonly LegalOrganization[]) {
  const { i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const reader = pick(SERVICE_LANGUAGE_CODES, i18n.language);

  const filters = useMemo<RegistryFilters>(() => {
    const asked = search.get('language');
    const offered = (code: string) =>
      organizations.filter((entry) => entry.languages.includes(code)).length >=
      MIN_ENTRIES_FOR_LANGUAGE_DEFAULT;
    const byDefault = asked === null && reader !== undefined;
    const language = byDefault ? reader : pick(SERVICE_LANGUAGE_CODES, asked);
    const unavailable = byDefault && language !== undefined && !offered(language);
    return {
      language: unavailable ? undefined : language,
      languageUnavailable: unavailable ? language : undefined,
      state: pick(US_STATE_CODES, search.get('state')),
      service: pick(LEGAL_SERVICES, search.get('service')),
      q: (search.get('q') ?? '').slice(0, REGISTRY_QUERY_MAX),
    };
  }, [search, reader, organizations]);

  function change(name: 'language' | 'state' | 'service' | 'q', value: string) {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === '' && name !== 'language') next.delete(name);
        else next.set(name, value === '' ? ANY : value);
        return next;
      },
      { replace: true },
    );
  }

  function clear() {
    setSearch({ language: ANY }, { replace: true });
  }

  const query: ListLegalOrganizationsQuery = {
    language: filters.language,
    state: filters.state,
    service: filters.service,
    q: filters.q || undefined,
  };
  return { filters, query, change, clear };
}
