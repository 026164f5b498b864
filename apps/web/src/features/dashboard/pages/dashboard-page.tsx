import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function DashboardPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('dashboard.title')} description={t('dashboard.description')} />;
}
