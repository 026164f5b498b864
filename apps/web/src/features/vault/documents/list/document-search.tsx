import { DOCUMENT_TYPES, type DocumentType } from '@amparo/contract/vault/document-metadata';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field, inputClassName } from '../../../../lib/account/form-controls.tsx';

type DocumentSearchProps = {
  query: string;
  type: DocumentType | 'all';
  onQuery: (query: string) => void;
  onType: (type: DocumentType | 'all') => void;
};

/** Search and a type filter; both run on this device, over the decrypted details. */
export function DocumentSearch({ query, type, onQuery, onType }: DocumentSearchProps) {
  const { t } = useTranslation('vault-documents');
  return (
    <search className="grid gap-3 sm:grid-cols-[2fr_1fr]">
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
    </search>
  );
}
