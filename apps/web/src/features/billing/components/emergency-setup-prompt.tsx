import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmergencySetup } from '../../../lib/emergency-setup-reminder.ts';
import { Navigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EMERGENCY_SETUP_LATER_PATH, EmergencySetupQuestion } from '../../../ui/emergency-setup-question.tsx';

/** `/payment?step=emergency-tools`: where "Continue with Basic" leads while the question is unanswered. */
export const EMERGENCY_STEP_PARAM = 'step';
export const EMERGENCY_STEP_VALUE = 'emergency-tools';
export const EMERGENCY_STEP_PATH = `/payment?${EMERGENCY_STEP_PARAM}=${EMERGENCY_STEP_VALUE}`;

/**
 * Whether this person still has to answer "Set up your emergency tools now?", read once when the screen opens:
 * answering navigates by itself, and the screen must not change under the person before it does.
 */
export function useEmergencyQuestionPending(): boolean {
  const { session } = useSession();
  const [answer] = useEmergencySetup(session?.user.id ?? null);
  const [pending] = useState(session !== null && answer === null);
  return pending;
}

/** The question as its own screen, after Basic was chosen. Someone who already answered goes on to the dashboard. */
export function EmergencySetupStep() {
  const pending = useEmergencyQuestionPending();
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('emergencyTools.title'));
  if (!pending) return <Navigate to={EMERGENCY_SETUP_LATER_PATH} replace />;
  return (
    <section className="flex flex-col gap-6">
      <header>
        <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{t('emergencyTools.title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('emergencyTools.lead')}</p>
      </header>
      <AnswerButtons />
    </section>
  );
}

/** The question under "<plan> activated", after a payment: the next step, asked once. */
export function EmergencySetupSection() {
  const { t } = useTranslation('onboarding');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-surface-raised p-5 sm:p-6"
    >
      <div>
        <h2 id={titleId} className="font-bold text-2xl">
          {t('emergencyTools.title')}
        </h2>
        <p className="mt-2 max-w-prose text-muted">{t('emergencyTools.lead')}</p>
      </div>
      <AnswerButtons />
    </section>
  );
}

function AnswerButtons() {
  const { session } = useSession();
  const [, remember] = useEmergencySetup(session?.user.id ?? null);
  return <EmergencySetupQuestion onAnswer={remember} />;
}
