import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function DocumentsPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('documents.title')} description={t('documents.description')} />;
}
