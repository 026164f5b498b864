import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PasskeysSection } from '../passkeys/passkeys-section.tsx';

// The security center: one section per way to protect the account, stacked. Each section lives in its own
// folder under features/security and is added here with one import and one line.

export function AdvancedSecurityPage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('advancedSecurity.title'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 pb-28 sm:px-6 sm:py-16">
      <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('advancedSecurity.title')}</h1>
      <PasskeysSection />
    </div>
  );
}
