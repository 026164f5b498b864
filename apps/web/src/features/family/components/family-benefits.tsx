import { maxEmergencyContacts } from '@amparo/contract/emergency/emergency-contact';
import { BellRing, Headset, LockKeyhole, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What each person covered by the family gets (spec §6): the same list on /family and on the join page. */
export function FamilyBenefits({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('family');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const items = [
    { icon: LockKeyhole, text: t('benefits.vault') },
    { icon: Users, text: t('benefits.contacts', { limit: maxEmergencyContacts(true) }) },
    { icon: Headset, text: t('benefits.support') },
    { icon: BellRing, text: t('benefits.alerts') },
  ];
  return (
    <div className="flex flex-col gap-3">
      <Heading className="font-semibold text-lg">{t('benefits.title')}</Heading>
      <ul className="flex flex-col gap-2">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
