import { DoorOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading, SettingsCard } from './settings-card.tsx';

/** Where Quick exit is and what it does, so the person knows before they need it (decision 036). */
export function QuickExitSection() {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <SettingsCard>
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <SectionHeading id={id} title={t('quickExit.title')} />
        <p className="flex gap-2 text-foreground">
          <DoorOpen aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted rtl:-scale-x-100" />
          <span>{t('quickExit.button')}</span>
        </p>
        <p className="text-foreground">{t('quickExit.keyboard')}</p>
        <p className="text-muted">{t('quickExit.history')}</p>
      </section>
    </SettingsCard>
  );
}
