import {
  DOCUMENT_TYPES,
  type DocumentAbout,
  type DocumentType,
} from '@amparo/contract/vault/document-metadata';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../../lib/account/form-controls.tsx';
import type { PersonFilter } from './filter-documents.ts';

type DocumentSearchProps = {
  query: string;
  type: DocumentType | 'all';
  onQuery: (query: string) => void;
  onType: (type: DocumentType | 'all') => void;
  /** The people documents are labelled with; no person filter when there is none. */
  people?: DocumentAbout[];
  person?: PersonFilter;
  onPerson?: (person: PersonFilter) => void;
};

function personValue(person: PersonFilter): string {
  return typeof person === 'string' ? person : `dependent:${person.dependentId}`;
}

function parsePerson(value: string): PersonFilter {
  if (value === 'all' || value === 'me') return value;
  return { dependentId: value.slice('dependent:'.length) };
}

/** Search, a type filter and a person filter; all run on this device, over the decrypted details. */
export function DocumentSearch({
  query,
  type,
  onQuery,
  onType,
  people = [],
  person = 'all',
  onPerson,
}: DocumentSearchProps) {
  const { t } = useTranslation('vault-documents');
  const byPerson = people.length > 0 && onPerson !== undefined;
  return (
    <search className={`grid gap-3 ${byPerson ? 'sm:grid-cols-[2fr_1fr_1fr]' : 'sm:grid-cols-[2fr_1fr]'}`}>
      <Field label={t('search.label')}>
        {({ id }) => (
          <div className="relative">
            <Search
              aria-hidden="true"
              className="-translate-y-1/2 pointer-events-none absolute start-3 top-1/2 size-5 text-muted"
            />
            <input
              id={id}
              type="search"
              dir="auto"
              value={query}
              placeholder={t('search.placeholder')}
              onChange={(event) => onQuery(event.target.value)}
              className={`${inputClassName} ps-10`}
            />
          </div>
        )}
      </Field>
      <Field label={t('search.type')}>
        {({ id }) => (
          <select
            id={id}
            value={type}
            onChange={(event) => onType(event.target.value as DocumentType | 'all')}
            className={inputClassName}
          >
            <option value="all">{t('search.allTypes')}</option>
            {DOCUMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {byPerson ? (
        <Field label={t('search.person')}>
          {({ id }) => (
            <select
              id={id}
              value={personValue(person)}
              onChange={(event) => onPerson(parsePerson(event.target.value))}
              className={inputClassName}
            >
              <option value="all">{t('search.everyone')}</option>
              <option value="me">{t('search.me')}</option>
              {people.map((about) => (
                <option key={about.dependent_id} value={`dependent:${about.dependent_id}`} dir="auto">
                  {about.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </search>
  );
}
