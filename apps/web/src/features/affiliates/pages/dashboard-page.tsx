import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function AffiliateDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder
      title={t('affiliateDashboard.title')}
      description={t('affiliateDashboard.description')}
    />
  );
}
