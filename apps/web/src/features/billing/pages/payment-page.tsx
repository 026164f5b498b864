import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '../../../ui/page-placeholder.tsx';

export function PaymentPage() {
  const { t } = useTranslation('pages');
  return <PagePlaceholder title={t('payment.title')} description={t('payment.description')} />;
}
