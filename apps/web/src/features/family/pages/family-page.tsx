import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function FamilyPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('family.title')} description={t('family.description')} />;
}
