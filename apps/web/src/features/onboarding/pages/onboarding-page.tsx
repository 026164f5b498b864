import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function OnboardingPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('onboarding.title')} description={t('onboarding.description')} />;
}
