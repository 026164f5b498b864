import { isEligibleEntryMethod } from '@amparo/contract/profile/profile';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import {
  type EligibilityAnswers,
  EligibilityQuestions,
  eligibilityAnswersComplete,
  readEligibilityDraft,
  saveEligibilityDraft,
} from '../../../ui/eligibility-questions.tsx';

export type GetStartedStep = 'questions' | 'account';

/** Answers that let the person go on to the account form: complete, and not "entered without inspection". */
export function answersAllowSignUp(answers: EligibilityAnswers): boolean {
  return (
    eligibilityAnswersComplete(answers) &&
    answers.entry_method !== null &&
    isEligibleEntryMethod(answers.entry_method)
  );
}

/**
 * The get-started flow's state: the answers (kept in sessionStorage, so a reload or a detour to the home page
 * keeps them) and the step. A newcomer who already answered goes straight to the account form.
 */
export function useGetStarted() {
  const [answers, setAnswers] = useState<EligibilityAnswers>(readEligibilityDraft);
  const [step, setStep] = useState<GetStartedStep>(() =>
    answersAllowSignUp(readEligibilityDraft()) ? 'account' : 'questions',
  );
  const change = (next: EligibilityAnswers) => {
    setAnswers(next);
    saveEligibilityDraft(next);
  };
  return { answers, change, step, setStep };
}

/** "Step 1 of 2": the heading of each step, focused when the step changes so a screen reader starts there. */
export function GetStartedStepHeading({ step, focus }: { step: GetStartedStep; focus: boolean }) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 ref={heading} tabIndex={-1} className="font-semibold text-muted focus:outline-none">
      {t('getStarted.step', { current: step === 'questions' ? 1 : 2, total: 2 })}
      <span className="sr-only">: </span>
      <span className="block font-bold text-foreground text-xl">
        {step === 'questions' ? t('getStarted.questionsTitle') : t('getStarted.accountTitle')}
      </span>
    </h2>
  );
}

type EligibilityFirstProps = {
  answers: EligibilityAnswers;
  onChange: (answers: EligibilityAnswers) => void;
  onContinue: () => void;
};

/**
 * Step 1 of signing up (spec §5, issue 4): the two eligibility questions before any account exists. After
 * "entered without inspection" the shared component shows the restricted-access notice in place and there is
 * no way on to the form; choosing another answer brings the status question and the button back.
 */
export function EligibilityFirst({ answers, onChange, onContinue }: EligibilityFirstProps) {
  const { t } = useTranslation('auth');
  const { t: tOnboarding } = useTranslation('onboarding');
  const [showMissing, setShowMissing] = useState(false);
  const ineligible = answers.entry_method !== null && !isEligibleEntryMethod(answers.entry_method);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answersAllowSignUp(answers)) {
      setShowMissing(true);
      return;
    }
    onContinue();
  };

  return (
    <form noValidate method="post" onSubmit={submit} className="flex flex-col gap-6">
      <p className="text-lg text-muted">{tOnboarding('eligibility.intro')}</p>
      <EligibilityQuestions value={answers} onChange={onChange} showMissing={showMissing} />
      {ineligible ? null : (
        <Button type="submit" size="lg" className="w-full">
          {t('actions.continue')}
        </Button>
      )}
    </form>
  );
}

/** On the account form: the answers that will travel with the account, and the way back to change them. */
export function AnswersSummary({
  answers,
  onChangeAnswers,
}: {
  answers: EligibilityAnswers;
  onChangeAnswers: () => void;
}) {
  const { t } = useTranslation('auth');
  const { t: tOnboarding } = useTranslation('onboarding');
  const parts = [
    answers.entry_method ? tOnboarding(`eligibility.entryMethod.options.${answers.entry_method}`) : null,
    answers.current_status
      ? tOnboarding(`eligibility.currentStatus.options.${answers.current_status}`)
      : null,
  ].filter((part): part is string => part !== null);
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-primary-soft px-4 py-3">
      <p>
        <span className="font-semibold">{t('getStarted.answersLabel')}</span> {parts.join(' · ')}
      </p>
      <button
        type="button"
        onClick={onChangeAnswers}
        className="min-h-11 self-start font-semibold text-primary underline"
      >
        {t('getStarted.changeAnswers')}
      </button>
    </div>
  );
}
