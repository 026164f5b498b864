import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function AnalyticsPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('analytics.title')} description={t('analytics.description')} />;
}
