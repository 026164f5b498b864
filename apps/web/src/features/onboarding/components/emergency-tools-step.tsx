import { useTranslation } from 'react-i18next';
import type { EmergencySetupAnswer } from '../../../lib/emergency-setup-reminder.ts';
import { EmergencySetupQuestion } from '../../../ui/emergency-setup-question.tsx';
import { StepLayout } from './step-layout.tsx';

/** Step 3 (spec §5): "Set up your emergency tools now?" Yes opens the toolkit; later leaves a dashboard card. */
export function EmergencyToolsStep({ onAnswer }: { onAnswer: (answer: EmergencySetupAnswer) => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <StepLayout step={3} title={t('emergencyTools.title')} lead={t('emergencyTools.lead')}>
      <EmergencySetupQuestion onAnswer={onAnswer} />
    </StepLayout>
  );
}
