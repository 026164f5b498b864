import { isOnboardingComplete } from '@amparo/contract/onboarding/onboarding-state';
import { hasFullProtection } from '@amparo/contract/profile/full-protection';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../lib/account/profile-provider.tsx';
import { EMERGENCY_SETUP_PATH, useEmergencySetup } from '../../../lib/emergency-setup-reminder.ts';
import { Navigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LimitedAccessBanner } from '../../../ui/limited-access-banner.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useHasAlertName } from '../api/alert-name.ts';
import { useHasEmergencyContacts } from '../api/emergency-contacts.ts';
import { AreaCards } from '../components/area-cards.tsx';
import { DocumentRemindersCard } from '../components/document-reminders-card.tsx';
import { EmergencyReminderCard } from '../components/emergency-reminder-card.tsx';
import { FamilyIncidentCard } from '../components/family-incident-card.tsx';
import { PlanSummary } from '../components/plan-summary.tsx';
import { type ChecklistItem, PreparednessChecklist } from '../components/preparedness-checklist.tsx';

const ONBOARDING_PATH = '/onboarding';
const CHANGE_ANSWERS_PATH = '/onboarding?step=questions';
const SETTINGS_PATH = '/settings';

/**
 * /dashboard (issue 4, point 9): a greeting, the plan, what is left to do, and the way into every area. No
 * figures: nothing here is counted or made up. Someone who has not finished onboarding is sent there first.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { session } = useSession();
  const { status, profile } = useProfile();
  const [emergencyAnswer, rememberEmergencyAnswer] = useEmergencySetup(session?.user.id ?? null);
  const hasContacts = useHasEmergencyContacts();
  const hasAlertName = useHasAlertName();
  useDocumentTitle(t('title'));

  if (status === 'loading') {
    return <LoadingMessage label={t('loading')} className="min-h-64 px-4 py-16" />;
  }
  if (profile && !isOnboardingComplete(profile)) return <Navigate to={ONBOARDING_PATH} replace />;

  // Set up = the person said Yes and opened the toolkit, or has saved an emergency contact there.
  const emergencyDone = emergencyAnswer === 'done' || hasContacts === true;
  const checklist: ChecklistItem[] = [
    // The welcome screen asks for the language before anything else, so by now it is always chosen.
    { id: 'language', done: true, to: SETTINGS_PATH },
    // Only a profile that finished onboarding reaches this point.
    ...(profile ? [{ id: 'eligibility', done: true, to: CHANGE_ANSWERS_PATH } as const] : []),
    { id: 'emergency', done: emergencyDone, to: EMERGENCY_SETUP_PATH },
    // Left out while unknown (offline, or the toolkit not reachable) rather than shown as not done.
    ...(hasContacts === null
      ? []
      : [{ id: 'contacts', done: hasContacts, to: EMERGENCY_SETUP_PATH } as const]),
    // Help Me Now alerts nobody until the name contacts know the person by is set. Its form sits at the top of
    // the toolkit, under the Help Me Now button, so this step opens the toolkit itself, not its contacts.
    ...(hasAlertName === null ? [] : [{ id: 'alertName', done: hasAlertName, to: '/emergency' } as const]),
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header>
        <h1 className="font-bold text-3xl text-foreground tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-lg text-muted">{t('greeting')}</p>
      </header>

      {/* Someone in the family pressed Help Me Now: before anything else. */}
      <FamilyIncidentCard />
      {/* Safety before sales: the unfinished emergency setup comes first. */}
      {emergencyDone ? null : <EmergencyReminderCard onSetUp={() => rememberEmergencyAnswer('done')} />}
      <LimitedAccessBanner />
      <DocumentRemindersCard hasFullPlan={profile ? hasFullProtection(profile) : false} />

      <div className="grid gap-6 lg:grid-cols-2">
        <PlanSummary profile={profile} />
        <PreparednessChecklist items={checklist} />
      </div>

      {/* Unknown plan (offline): no "Full Protection" marks rather than possibly wrong ones. */}
      <AreaCards hasFullPlan={profile ? hasFullProtection(profile) : true} />
    </div>
  );
}
