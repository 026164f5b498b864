import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { TwoFactorSection } from '../two-factor/components/two-factor-section.tsx';

// The security center: one section per area (two-step sign-in, sessions, passkeys…), stacked.
export function AdvancedSecurityPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('advancedSecurity.title'));
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('advancedSecurity.title')}</h1>
      <div className="mt-8 flex flex-col gap-6">
        <TwoFactorSection />
      </div>
    </div>
  );
}
