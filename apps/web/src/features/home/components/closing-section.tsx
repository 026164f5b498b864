import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import { SIGN_IN_PATH, signUpPath } from '../home-links.ts';

// The page is long on a phone; the next step waits at the bottom so nobody has to scroll back up.
export function ClosingSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-closing-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <div className="rounded-2xl bg-primary-soft p-6 sm:p-10">
        <h2 id="home-closing-title" className="font-bold text-2xl sm:text-3xl">
          {t('closing.title')}
        </h2>
        <p className="mt-2 max-w-2xl text-lg">{t('closing.body')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={signUpPath()} size="lg">
            {t('hero.getStarted')}
            <ArrowRight aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
          </ButtonLink>
          <ButtonLink to={SIGN_IN_PATH} size="lg" variant="secondary">
            {t('hero.signIn')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
