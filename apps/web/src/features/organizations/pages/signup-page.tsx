import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function OrganizationSignupPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder
      title={t('organizationSignup.title')}
      description={t('organizationSignup.description')}
    />
  );
}
