import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function OrganizationRegistryPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder
      title={t('organizationRegistry.title')}
      description={t('organizationRegistry.description')}
    />
  );
}
