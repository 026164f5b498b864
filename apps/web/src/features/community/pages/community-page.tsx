import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function CommunityPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('community.title')} description={t('community.description')} />;
}
