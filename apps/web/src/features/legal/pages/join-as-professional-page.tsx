import { BadgeCheck, Scale, ShieldCheck, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { Link } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ButtonLink } from '../../../ui/button.tsx';

/** Where a professional's account is made: the sign-up form without the eligibility questions (issue 13). */
export const PROFESSIONAL_SIGN_UP_PATH = '/auth?mode=signup&account=professional';
export const PROFESSIONAL_SIGN_IN_PATH = '/auth?account=professional';

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 rounded-2xl border border-border bg-surface-raised p-4 sm:p-5">
      <span className="mt-0.5 shrink-0 text-primary">{icon}</span>
      <div className="flex min-w-0 flex-col gap-2">
        <h2 className="font-bold text-xl">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/**
 * /lawyers/join (public, reached from the footer of every page): who may be listed, that every licence is checked
 * by hand, that nobody pays to be ranked, and the way to a professional account.
 */
export function JoinAsProfessionalPage() {
  const { t } = useTranslation('lawyers');
  useDocumentTitle(t('join.title'));
  const { status } = useSession();
  const { profile } = useProfile();
  const professional = profile?.account_type === 'legal_professional';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl tracking-tight">{t('join.title')}</h1>
        <p className="max-w-prose text-lg">{t('join.intro')}</p>
      </header>

      <Part icon={<Scale aria-hidden="true" className="size-7" />} title={t('join.whoTitle')}>
        <ul className="flex list-disc flex-col gap-1 ps-5">
          <li>{t('join.whoAttorney')}</li>
          <li>{t('join.whoRepresentative')}</li>
        </ul>
        <p className="text-muted">{t('join.whoNot')}</p>
      </Part>
      <Part icon={<BadgeCheck aria-hidden="true" className="size-7" />} title={t('join.checkTitle')}>
        <p>{t('join.checkBody')}</p>
      </Part>
      <Part icon={<ShieldCheck aria-hidden="true" className="size-7" />} title={t('join.fairTitle')}>
        <p>{t('join.fairBody')}</p>
      </Part>

      <section aria-labelledby="join-steps" className="flex flex-col gap-3">
        <h2 id="join-steps" className="font-bold text-xl">
          {t('join.stepsTitle')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 ps-6">
          <li>{t('join.step1')}</li>
          <li>{t('join.step2')}</li>
          <li>{t('join.step3')}</li>
        </ol>
      </section>

      {status === 'signed-in' && professional ? (
        <ButtonLink to="/legal-hub/professional" size="lg" className="self-stretch sm:self-start">
          {t('join.openListing')}
        </ButtonLink>
      ) : (
        <div className="flex flex-col gap-3">
          <ButtonLink to={PROFESSIONAL_SIGN_UP_PATH} size="lg" className="self-stretch sm:self-start">
            <UserPlus aria-hidden="true" className="size-5 shrink-0" />
            {t('join.create')}
          </ButtonLink>
          <p>
            {t('join.haveAccount')}{' '}
            <Link
              to={PROFESSIONAL_SIGN_IN_PATH}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t('join.signIn')}
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
