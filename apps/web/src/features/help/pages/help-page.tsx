import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function HelpPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('help.title')} description={t('help.description')} />;
}
