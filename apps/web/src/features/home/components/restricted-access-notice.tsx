import {
  LEGAL_SERVICES_REGISTRY_PATH,
  RESTRICTED_ACCESS_LINKS,
} from '@amparo/contract/onboarding/restricted-access';
import { ArrowRight, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutboundLink } from './outbound-link.tsx';

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

        {/* Legal help comes first: the notice itself advises talking to a nonprofit before deciding. */}
        <ul aria-label={t('notice.linksLabel')} className="mt-6 grid gap-4 md:grid-cols-3">
          <li className="rounded-xl border border-border p-4">
            <OutboundLink
              href={RESTRICTED_ACCESS_LINKS.immigrationLawHelp}
              label={t('notice.lawHelp.label')}
            />
            <p className="mt-2 text-muted">{t('notice.lawHelp.description')}</p>
          </li>
          <li className="rounded-xl border border-border p-4">
            <Link
              to={LEGAL_SERVICES_REGISTRY_PATH}
              className="inline-block min-h-11 rounded-md py-1 font-semibold text-base underline sm:text-lg"
            >
              {t('notice.registry.label')}
              <ArrowRight
                aria-hidden="true"
                className="ms-1.5 inline size-4 align-[-0.125em] rtl:-scale-x-100"
              />
            </Link>
            <p className="mt-2 text-muted">{t('notice.registry.description')}</p>
          </li>
          <li className="rounded-xl border border-border p-4">
            <OutboundLink href={RESTRICTED_ACCESS_LINKS.cbpHome} label={t('notice.cbpHome.label')} />
            <p className="mt-2 text-muted">{t('notice.cbpHome.description')}</p>
          </li>
        </ul>
      </div>
    </section>
  );
}
