import { dependentsIncluded } from '@amparo/contract/billing/plans';
import { LANGUAGES } from '@amparo/contract/i18n/languages';
import {
  BellRing,
  FileLock2,
  HeartHandshake,
  Languages,
  LifeBuoy,
  type LucideIcon,
  MessagesSquare,
  Scale,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Feature = { id: string; Icon: LucideIcon; title: string; body: string };

export function FeatureList() {
  const { t } = useTranslation('home');
  const features: Feature[] = [
    { id: 'toolkit', Icon: LifeBuoy, title: t('features.toolkit.title'), body: t('features.toolkit.body') },
    {
      id: 'help-me-now',
      Icon: BellRing,
      title: t('features.helpMeNow.title'),
      body: t('features.helpMeNow.body'),
    },
    { id: 'vault', Icon: FileLock2, title: t('features.vault.title'), body: t('features.vault.body') },
    {
      id: 'community',
      Icon: MessagesSquare,
      title: t('features.community.title'),
      body: t('features.community.body'),
    },
    { id: 'legal', Icon: Scale, title: t('features.legal.title'), body: t('features.legal.body') },
    {
      id: 'family',
      Icon: HeartHandshake,
      title: t('features.family.title'),
      body: t('features.family.body', { count: dependentsIncluded('full_protection') }),
    },
  ];

  return (
    <section aria-labelledby="home-features-title" className="mx-auto w-full max-w-6xl px-4 sm:px-6">
      <h2 id="home-features-title" className="font-bold text-2xl sm:text-3xl">
        {t('features.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-lg text-muted">{t('features.lead')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ id, Icon, title, body }) => (
          <li key={id} className="rounded-2xl border border-border bg-surface-raised p-5">
            <FeatureIcon Icon={Icon} />
            <h3 className="mt-4 font-semibold text-lg">{title}</h3>
            <p className="mt-1 text-muted">{body}</p>
          </li>
        ))}
        {/* Seven cards leave one alone on the last row; the languages card takes the whole row instead. */}
        <li className="flex flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-5 sm:col-span-2 sm:flex-row sm:items-center lg:col-span-3">
          <FeatureIcon Icon={Languages} />
          <div>
            <h3 className="font-semibold text-lg">{t('features.languages.title')}</h3>
            <p className="mt-1 text-muted">{t('features.languages.body')}</p>
            {/* Each name in its own language and script, so a reader finds theirs whatever the page language. */}
            <ul className="mt-3 flex flex-wrap gap-2">
              {LANGUAGES.map(({ code, nativeName, dir }) => (
                <li
                  key={code}
                  lang={code}
                  dir={dir}
                  className="rounded-full border border-border bg-surface px-3 py-1 font-medium"
                >
                  {nativeName}
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ul>
    </section>
  );
}

function FeatureIcon({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
