import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function AffiliateSignupPage() {
  const { t } = useTranslation('pages');
  return (
    <PagePlaceholder title={t('affiliateSignup.title')} description={t('affiliateSignup.description')} />
  );
}
