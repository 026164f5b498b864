import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

// Built by issue 13's registry work: replaced by the real registry.
export function RegistryPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder
      title={t('organizationRegistry.title')}
      description={t('organizationRegistry.description')}
    />
  );
}
