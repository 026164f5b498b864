import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function EmergencyResponsePage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder title={t('emergencyResponse.title')} description={t('emergencyResponse.description')} />
  );
}
