import { isOnboardingComplete } from '@amparo/contract/onboarding/onboarding-state';
import type { Profile } from '@amparo/contract/profile/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQueryKey, useProfile } from '../../../lib/account/profile-provider.tsx';
import { useEmergencySetup } from '../../../lib/emergency-setup-reminder.ts';
import { Navigate, useSearchParams } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { Button } from '../../../ui/button.tsx';
import { PageLoading } from '../../../ui/loading.tsx';
import { ConsentStep } from '../components/consent-step.tsx';
import { EligibilityStep } from '../components/eligibility-step.tsx';
import { EmergencyToolsStep } from '../components/emergency-tools-step.tsx';
import { IneligibleNotice } from '../components/ineligible-notice.tsx';
import { SaveError } from '../components/step-layout.tsx';

const DASHBOARD_PATH = '/dashboard';

type Step = 'questions' | 'ineligible' | 'consent' | 'emergency-tools' | 'done';

/** The first step this person still has to take; each is skipped once answered (on any device). */
export function currentStep(profile: Profile, emergencyAnswered: boolean, editingAnswers: boolean): Step {
  const answered = profile.entry_method !== null && (!profile.is_eligible || profile.current_status !== null);
  if (editingAnswers || !answered) return 'questions';
  if (!profile.is_eligible) return 'ineligible';
  if (!isOnboardingComplete(profile)) return 'consent';
  return emergencyAnswered ? 'done' : 'emergency-tools';
}

function ProfileUnavailable() {
  const { t } = useTranslation('onboarding');
  const { session } = useSession();
  const queryClient = useQueryClient();
  useDocumentTitle(t('page.title'));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-bold text-3xl tracking-tight">{t('page.title')}</h1>
      <SaveError message={t('page.loadError')} />
      <Button
        className="self-start"
        onClick={() => {
          if (session) void queryClient.refetchQueries({ queryKey: profileQueryKey(session.user.id) });
        }}
      >
        {t('page.tryAgain')}
      </Button>
    </div>
  );
}

/**
 * /onboarding (spec §2, issue 4): the eligibility questions, then the terms, then "Set up your emergency
 * tools now?". `?step=questions` reopens the questions for someone who wants to change an answer.
 */
export function OnboardingPage() {
  const { session } = useSession();
  const { status, profile } = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const [emergencyAnswer, rememberEmergencyAnswer] = useEmergencySetup(session?.user.id ?? null);
  // Read once: answering the question on this page navigates by itself (Yes opens the toolkit), and must
  // not be overtaken by the "already answered, go to the dashboard" redirect.
  const [emergencyAnsweredBefore] = useState(emergencyAnswer !== null);
  const [justAnsweredIneligible, setJustAnsweredIneligible] = useState(false);
  const editingAnswers = searchParams.get('step') === 'questions';

  if (status === 'loading') return <PageLoading />;
  if (!profile) return <ProfileUnavailable />;

  const onAnswersSaved = (saved: Profile) => {
    setJustAnsweredIneligible(!saved.is_eligible);
    if (editingAnswers) setSearchParams({}, { replace: true });
  };

  switch (currentStep(profile, emergencyAnsweredBefore, editingAnswers)) {
    case 'questions':
      // Keyed by the step's reason, so reopening the questions starts from the saved answers.
      return <EligibilityStep key={String(editingAnswers)} profile={profile} onSaved={onAnswersSaved} />;
    case 'ineligible':
      return <IneligibleNotice focusOnMount={justAnsweredIneligible} />;
    case 'consent':
      return <ConsentStep />;
    case 'emergency-tools':
      return <EmergencyToolsStep onAnswer={rememberEmergencyAnswer} />;
    case 'done':
      return <Navigate to={DASHBOARD_PATH} replace />;
  }
}
