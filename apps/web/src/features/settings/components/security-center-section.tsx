import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import { SectionHeading, SettingsCard } from './settings-card.tsx';

/** The way to the security center (sessions, two-step sign-in, passkeys, the security log) from Settings. */
export function SecurityCenterSection() {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <SettingsCard>
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <SectionHeading id={id} title={t('securityCenter.title')} intro={t('securityCenter.body')} />
        <ButtonLink to="/advanced-security" variant="secondary" className="sm:self-start">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 max-[359px]:hidden" />
          {t('securityCenter.open')}
        </ButtonLink>
      </section>
    </SettingsCard>
  );
}
