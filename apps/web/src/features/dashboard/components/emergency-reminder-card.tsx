import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_SETUP_PATH } from '../../../lib/emergency-setup-reminder.ts';
import { ButtonLink } from '../../../ui/button.tsx';

/** The "Remind me later" card: it stays on the dashboard until the emergency tools are set up. */
export function EmergencyReminderCard({ onSetUp }: { onSetUp: () => void }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border-2 border-primary bg-surface-raised p-4 sm:flex-row sm:items-center sm:p-6"
    >
      {/* Below 360 px the bell goes above the title, so "emergency" is not cut. */}
      <div className="flex min-w-0 flex-1 gap-3 max-[359px]:flex-col max-[359px]:gap-1">
        <BellRing aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-bold text-lg">
            {t('reminder.title')}
          </h2>
          <p className="mt-1">{t('reminder.body')}</p>
        </div>
      </div>
      <ButtonLink to={EMERGENCY_SETUP_PATH} onClick={onSetUp} className="shrink-0">
        {t('reminder.action')}
      </ButtonLink>
    </section>
  );
}
