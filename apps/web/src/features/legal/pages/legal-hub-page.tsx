import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GuidesSection } from '../guides/guides-section.tsx';

// /legal-hub: the plain-language guides for now; the lawyer marketplace and consultations join them here.

export function LegalHubPage() {
  const { t } = useTranslation('pages');
  const { t: tGuides } = useTranslation('legal-guides');
  useDocumentTitle(t('legalHub.title'));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('legalHub.title')}</h1>
        <p className="mt-3 max-w-prose text-lg text-muted">{tGuides('hub.intro')}</p>
      </header>
      <GuidesSection />
    </div>
  );
}
