import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function AuthPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('auth.title')} description={t('auth.description')} />;
}
