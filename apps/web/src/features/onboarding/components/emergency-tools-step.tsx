import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EMERGENCY_SETUP_PATH, type EmergencySetupAnswer } from '../../../lib/emergency-setup-reminder.ts';
import { Button } from '../../../ui/button.tsx';
import { StepLayout } from './step-layout.tsx';

export const DASHBOARD_PATH = '/dashboard';

/** Step 3 (spec §5): "Set up your emergency tools now?" Yes opens the toolkit; later leaves a dashboard card. */
export function EmergencyToolsStep({ onAnswer }: { onAnswer: (answer: EmergencySetupAnswer) => void }) {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  return (
    <StepLayout step={3} title={t('emergencyTools.title')} lead={t('emergencyTools.lead')}>
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
            aria-describedby="emergency-later-hint"
            className="w-full sm:w-auto"
            onClick={() => {
              onAnswer('later');
              navigate(DASHBOARD_PATH);
            }}
          >
            {t('emergencyTools.later')}
          </Button>
          <p id="emergency-later-hint" className="text-center text-muted text-sm sm:text-start">
            {t('emergencyTools.laterHint')}
          </p>
        </div>
      </div>
    </StepLayout>
  );
}
