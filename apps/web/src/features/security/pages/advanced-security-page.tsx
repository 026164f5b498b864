import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ActivitySection } from '../activity/activity-section.tsx';
import { PasskeysSection } from '../passkeys/passkeys-section.tsx';
import { SessionsSection } from '../sessions/sessions-section.tsx';
import { TwoFactorSection } from '../two-factor/components/two-factor-section.tsx';

/**
 * /advanced-security and /advanced-security-center (the same screen): a calm intro, then one section after another.
 * Each area of the security center is a section component of its own folder; add yours to the stack.
 */
export function AdvancedSecurityPage() {
  const { t } = useTranslation('security');
  useDocumentTitle(t('page.title'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-8 pb-28 max-[359px]:px-3 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-bold text-3xl tracking-tight">{t('page.title')}</h1>
        <p className="text-lg">{t('page.intro')}</p>
      </header>
      <SessionsSection />
      <TwoFactorSection />
      <PasskeysSection />
      <ActivitySection />
    </div>
  );
}
