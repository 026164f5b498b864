import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function OrganizationAdvertisingPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder
      title={t('organizationAdvertising.title')}
      description={t('organizationAdvertising.description')}
    />
  );
}
