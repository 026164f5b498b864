import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button.tsx';
import { SIGN_IN_PATH, signUpPath } from '../home-links.ts';
import { ShieldIllustration } from './shield-illustration.tsx';

export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-hero-title" className="bg-primary-soft">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16 md:grid-cols-[minmax(0,1fr)_auto] lg:py-20">
        <div className="max-w-2xl">
          <h1
            id="home-hero-title"
            className="font-bold text-3xl text-foreground tracking-tight sm:text-4xl lg:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-4 text-foreground text-lg sm:mt-6 sm:text-xl">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={signUpPath()} size="lg">
              {t('hero.getStarted')}
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
            </ButtonLink>
            <ButtonLink to={SIGN_IN_PATH} size="lg" variant="secondary">
              {t('hero.signIn')}
            </ButtonLink>
          </div>
          <p className="mt-4 text-muted">{t('hero.freeNote')}</p>
        </div>
        <ShieldIllustration className="hidden size-56 text-primary md:block lg:size-72" />
      </div>
    </section>
  );
}
