import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function LegalAidPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('legalAid.title')} description={t('legalAid.description')} />;
}
