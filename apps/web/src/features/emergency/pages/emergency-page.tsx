import { hasAlertName } from '@amparo/contract/emergency/alert-name';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HelpMeNowButton } from '../../../ui/help-me-now-button.tsx';
import { useEmergencySettings } from '../api/settings.ts';
import { OfficerCardButton } from '../card/officer-card.tsx';
import { ContactsSection } from '../components/contacts-section.tsx';
import { AlertNameForm } from '../components/lazy-forms.tsx';
import { ActiveIncidentNotice, LaterSections } from './emergency-page-later-parts.tsx';

// /emergency: the toolkit. Help Me Now first, then what makes it work (contacts, the alert message), then the
// rights, the card to show an officer, hotlines and the family plan (built by the rights area's files). The first
// render carries only Help Me Now, the card's button and the contacts; the rest loads after it (issue 24, point 8:
// no zod and no libphonenumber on that path; e2e/specs/performance/first-paint-budget.spec.ts keeps it so).

export function EmergencyPage() {
  const { t } = useTranslation('emergency');
  useDocumentTitle(t('page.title'));
  const helpId = useId();
  const settings = useEmergencySettings();
  const nameMissing = settings.data !== undefined && !hasAlertName(settings.data);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('page.title')}</h1>
        <p className="mt-3 max-w-prose text-lg text-muted">{t('page.intro')}</p>
      </header>

      <section
        aria-labelledby={helpId}
        className="flex flex-col gap-3 rounded-2xl bg-surface-raised p-5 shadow-sm"
      >
        <h2 id={helpId} className="font-bold text-2xl text-foreground">
          {t('page.helpMeNowTitle')}
        </h2>
        <p className="text-foreground">
          {settings.data?.family_alerted ? t('page.helpMeNowTextFamily') : t('page.helpMeNowText')}
        </p>
        <ActiveIncidentNotice />
        <HelpMeNowButton variant="inline" />
        <OfficerCardButton className="mt-2 self-start" />
        {/* Setting up the toolkit asks for the name (below the button, which stays first): without it Help Me Now
            alerts nobody. Someone in a family has one already, the name their family knows them by. */}
        {nameMissing ? (
          <AlertNameForm
            title={t('alertName.setupTitle')}
            intro={t('alertName.setupIntro')}
            submitLabel={t('alertName.save')}
          />
        ) : null}
      </section>

      <ContactsSection />
      <LaterSections />
    </div>
  );
}
