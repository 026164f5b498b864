import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function OwnerDashboardPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('ownerDashboard.title')} description={t('ownerDashboard.description')} />;
}
