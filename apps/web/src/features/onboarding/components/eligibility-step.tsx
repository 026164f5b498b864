import type { Profile } from '@amparo/contract/profile/profile';
import { isEligibleEntryMethod } from '@amparo/contract/profile/profile';
import type { UpdateProfileRequest } from '@amparo/contract/profile/update-profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '../../../lib/account/use-update-profile.ts';
import { Button } from '../../../ui/button.tsx';
import {
  clearEligibilityDraft,
  type EligibilityAnswers,
  EligibilityQuestions,
  eligibilityAnswersComplete,
  readEligibilityDraft,
} from '../../../ui/eligibility-questions.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { SaveError, StepLayout } from './step-layout.tsx';

/** What the form starts with: the saved answers when changing them, else what was answered before sign-up. */
function initialAnswers(profile: Profile): EligibilityAnswers {
  const draft = readEligibilityDraft();
  return {
    entry_method: profile.entry_method ?? draft.entry_method,
    current_status: profile.current_status ?? draft.current_status,
  };
}

/** Only the answers that count: the status is not asked (nor sent) after "entered without inspection". */
export function answersToSave(answers: EligibilityAnswers): UpdateProfileRequest {
  if (answers.entry_method === null) return {};
  if (!isEligibleEntryMethod(answers.entry_method)) return { entry_method: answers.entry_method };
  return answers.current_status === null
    ? { entry_method: answers.entry_method }
    : { entry_method: answers.entry_method, current_status: answers.current_status };
}

type EligibilityStepProps = {
  profile: Profile;
  onSaved: (saved: Profile) => void;
};

/**
 * Step 1: the two eligibility questions, saved to the profile. The server derives `is_eligible` from the
 * entry method; the page then shows the restricted-access notice or moves on to the terms.
 */
export function EligibilityStep({ profile, onSaved }: EligibilityStepProps) {
  const { t } = useTranslation('onboarding');
  const [answers, setAnswers] = useState(() => initialAnswers(profile));
  const [showMissing, setShowMissing] = useState(false);
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    if (!eligibilityAnswersComplete(answers)) {
      setShowMissing(true);
      return;
    }
    update.mutate(answersToSave(answers), {
      onSuccess: (saved) => {
        clearEligibilityDraft();
        onSaved(saved);
      },
    });
  };

  return (
    <StepLayout step={1} title={t('page.title')} lead={t('eligibility.intro')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-8">
        <EligibilityQuestions
          value={answers}
          onChange={setAnswers}
          showMissing={showMissing}
          showNoticeWhenIneligible={false}
        />
        {update.isError ? <SaveError message={t('page.saveError')} /> : null}
        <Button
          type="submit"
          size="lg"
          aria-disabled={update.isPending}
          className="w-full sm:w-auto sm:self-start"
        >
          {update.isPending ? <Spinner className="size-5 text-primary-foreground" /> : null}
          {update.isPending ? t('page.saving') : t('page.continue')}
        </Button>
      </form>
    </StepLayout>
  );
}
