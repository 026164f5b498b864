import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function EmergencyPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('emergency.title')} description={t('emergency.description')} />;
}
