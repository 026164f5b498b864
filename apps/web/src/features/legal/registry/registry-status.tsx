import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { formatListingDate } from '../../../lib/public-listing-format.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';

/**
 * The registry while it loads, when it cannot, and when what shows is the copy saved on this device (with its
 * date): the page stays useful offline after one visit, and says so honestly.
 */
export function RegistryStatus<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t, i18n } = useTranslation('legal-aid');
  if (query.data === undefined) {
    if (query.isError) {
      return (
        <div className="flex flex-col items-start gap-3">
          <FormAlert tone="error">{t('registry.loadError')}</FormAlert>
          <Button onClick={() => void query.refetch()}>{t('registry.tryAgain')}</Button>
        </div>
      );
    }
    return <LoadingMessage label={t('registry.loading')} className="min-h-40 py-10" />;
  }
  return (
    <>
      {query.isError ? (
        <FormAlert tone="info">
          {t('registry.savedCopy', {
            date: formatListingDate(new Date(query.dataUpdatedAt).toISOString(), i18n.language),
          })}
        </FormAlert>
      ) : null}
      {children(query.data)}
    </>
  );
}
