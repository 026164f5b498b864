import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function OrganizationOnboardingPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder
      title={t('organizationOnboarding.title')}
      description={t('organizationOnboarding.description')}
    />
  );
}
