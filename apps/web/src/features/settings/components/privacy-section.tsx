import type { LucideIcon } from 'lucide-react';
import { BookLock, HeartHandshake, Scale, Siren, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading, SettingsCard } from './settings-card.tsx';

type Item = { icon: LucideIcon; who: 'contacts' | 'family' | 'community' | 'lawyers' | 'vault' };

const ITEMS: Item[] = [
  { icon: Siren, who: 'contacts' },
  { icon: HeartHandshake, who: 'family' },
  { icon: Users, who: 'community' },
  { icon: Scale, who: 'lawyers' },
  { icon: BookLock, who: 'vault' },
];

/** Who sees what: a plain list, each line naming the people and exactly what reaches them. */
export function PrivacySection() {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <SettingsCard>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <SectionHeading id={id} title={t('privacy.title')} intro={t('privacy.intro')} />
        <dl className="flex flex-col gap-4">
          {ITEMS.map(({ icon: Icon, who }) => (
            <div key={who} className="relative ps-8">
              <dt className="font-semibold text-foreground">
                <Icon aria-hidden="true" className="absolute start-0 top-1 size-5 text-muted" />
                {t(`privacy.${who}.who`)}
              </dt>
              <dd className="text-muted">{t(`privacy.${who}.what`)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted">{t('privacy.noTrackers')}</p>
      </section>
    </SettingsCard>
  );
}
