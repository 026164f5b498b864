import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function LegalHubPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('legalHub.title')} description={t('legalHub.description')} />;
}
