import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RestrictedAccessLinks } from '../../../ui/restricted-access-notice.tsx';

export function RestrictedAccessNotice() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-notice-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <div className="rounded-2xl border border-border border-s-4 border-s-primary bg-surface-raised p-4 sm:p-8">
        <h2 id="home-notice-title" className="flex items-center gap-3 font-bold text-2xl">
          <Info aria-hidden="true" className="size-7 shrink-0 text-primary" />
          {t('notice.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-lg">{t('notice.body')}</p>

        <h3 className="mt-8 font-semibold text-xl">{t('notice.otherTitle')}</h3>
        <p className="mt-2 max-w-3xl">{t('notice.otherBody')}</p>

        <div className="mt-6">
          <RestrictedAccessLinks />
        </div>
      </div>
    </section>
  );
}
