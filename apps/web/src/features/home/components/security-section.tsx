import { BookOpenCheck, EyeOff, LockKeyhole, type LucideIcon, UserCheck, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type TrustPoint = { id: string; Icon: LucideIcon; title: string; body: string };

// Every sentence here is a promise the architecture keeps (ARCHITECTURE.md §3, §5, §7, §8);
// add a claim only when the product makes it true.
export function SecuritySection() {
  const { t } = useTranslation('home');
  const trustPoints: TrustPoint[] = [
    {
      id: 'encrypted',
      Icon: LockKeyhole,
      title: t('security.encrypted.title'),
      body: t('security.encrypted.body'),
    },
    {
      id: 'no-tracking',
      Icon: EyeOff,
      title: t('security.noTracking.title'),
      body: t('security.noTracking.body'),
    },
    { id: 'control', Icon: UserCheck, title: t('security.control.title'), body: t('security.control.body') },
    { id: 'offline', Icon: WifiOff, title: t('security.offline.title'), body: t('security.offline.body') },
  ];

  return (
    <section aria-labelledby="home-security-title" className="border-border border-y bg-surface-raised">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="home-security-title" className="font-bold text-2xl sm:text-3xl">
          {t('security.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-lg text-muted">{t('security.lead')}</p>
        <ul className="mt-8 grid gap-x-10 gap-y-8 md:grid-cols-2">
          {trustPoints.map(({ id, Icon, title, body }) => (
            <li key={id} className="flex items-start gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-lg">{title}</h3>
                <p className="mt-1 text-muted">{body}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex items-start gap-4 rounded-xl bg-surface p-5">
          <BookOpenCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
          <div>
            <h3 className="font-semibold text-lg">{t('security.information.title')}</h3>
            <p className="mt-1">{t('security.information.body')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
