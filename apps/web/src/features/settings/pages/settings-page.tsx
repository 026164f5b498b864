import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function SettingsPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('settings.title')} description={t('settings.description')} />;
}
