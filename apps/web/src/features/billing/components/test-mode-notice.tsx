import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The TEST MODE marker: on every screen of the test checkout, and on the plans while payments are simulated. */
export function TestModeNotice({ message }: { message: 'plans' | 'checkout' }) {
  const { t } = useTranslation('billing');
  return (
    <p className="flex items-start gap-3 rounded-xl border-2 border-warning border-dashed bg-surface-raised p-3 text-foreground sm:items-center">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning sm:mt-0" />
      <span>
        <strong className="me-2 rounded bg-warning px-2 py-0.5 font-bold text-sm text-surface-raised tracking-wide">
          {t('testMode.badge')}
        </strong>
        {message === 'plans' ? t('testMode.plansNote') : t('testMode.checkoutNote')}
      </span>
    </p>
  );
}
