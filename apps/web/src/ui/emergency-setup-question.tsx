import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_SETUP_PATH, type EmergencySetupAnswer } from '../lib/emergency-setup-reminder.ts';
import { useNavigate } from '../lib/router/index.ts';
import { Button } from './button.tsx';

/** Where "Remind me later" leads: the dashboard, where the reminder card waits. */
export const EMERGENCY_SETUP_LATER_PATH = '/dashboard';

type EmergencySetupQuestionProps = {
  /** Saves the answer (the caller knows whose it is) before the question moves on. */
  onAnswer: (answer: EmergencySetupAnswer) => void;
};

/**
 * The two answers to "Set up your emergency tools now?" (spec §5), asked in /onboarding and after the plan
 * step of the get-started flow: Yes opens the toolkit at its contacts, Remind me later leaves a dashboard card.
 * The caller shows the question itself as its heading.
 */
export function EmergencySetupQuestion({ onAnswer }: EmergencySetupQuestionProps) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Button
        size="lg"
        className="w-full sm:w-auto"
        onClick={() => {
          onAnswer('done');
          navigate(EMERGENCY_SETUP_PATH);
        }}
      >
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0" />
        {t('emergencyTools.yes')}
      </Button>
      <div className="flex flex-col gap-1">
        <Button
          size="lg"
          variant="secondary"
          aria-describedby={hintId}
          className="w-full sm:w-auto"
          onClick={() => {
            onAnswer('later');
            navigate(EMERGENCY_SETUP_LATER_PATH);
          }}
        >
          {t('emergencyTools.later')}
        </Button>
        <p id={hintId} className="text-center text-muted text-sm sm:text-start">
          {t('emergencyTools.laterHint')}
        </p>
      </div>
    </div>
  );
}
