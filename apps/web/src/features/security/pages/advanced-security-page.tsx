import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function AdvancedSecurityPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder title={t('advancedSecurity.title')} description={t('advancedSecurity.description')} />
  );
}
