import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function OrganizationDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder
      title={t('organizationDashboard.title')}
      description={t('organizationDashboard.description')}
    />
  );
}
