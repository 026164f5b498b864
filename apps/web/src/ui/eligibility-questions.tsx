import {
  ELIGIBILITY_DRAFT_STORAGE_KEY,
  type EligibilityDraft,
  parseEligibilityDraft,
} from '@amparo/contract/onboarding/eligibility-draft';
import {
  CURRENT_STATUSES,
  type CurrentStatus,
  ENTRY_METHODS,
  type EntryMethod,
  isEligibleEntryMethod,
} from '@amparo/contract/profile/eligibility-answers';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RestrictedAccessNotice } from './restricted-access-notice.tsx';

/** The two answers; null until chosen. The same shape as the sessionStorage draft and the profile fields. */
export type EligibilityAnswers = EligibilityDraft;

/** Answers that may be saved: an entry method, and a status unless the entry method makes the status moot. */
export function eligibilityAnswersComplete(answers: EligibilityAnswers): boolean {
  if (answers.entry_method === null) return false;
  return !isEligibleEntryMethod(answers.entry_method) || answers.current_status !== null;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A signed-out visitor's answers (`sessionStorage['amparo:eligibility']`), for the sign-up form's metadata. */
export function readEligibilityDraft(storage: Pick<Storage, 'getItem'> | undefined = safeSessionStorage()) {
  try {
    return parseEligibilityDraft(storage?.getItem(ELIGIBILITY_DRAFT_STORAGE_KEY));
  } catch {
    return parseEligibilityDraft(null);
  }
}

export function saveEligibilityDraft(
  answers: EligibilityAnswers,
  storage: Pick<Storage, 'setItem'> | undefined = safeSessionStorage(),
): void {
  try {
    storage?.setItem(
      ELIGIBILITY_DRAFT_STORAGE_KEY,
      JSON.stringify({ entry_method: answers.entry_method, current_status: answers.current_status }),
    );
  } catch {
    // Blocked storage: the answers still count for this page, they are just asked again after a reload.
  }
}

/** Once the answers are on the profile (or sent with sign-up) the draft has no further use. */
export function clearEligibilityDraft(
  storage: Pick<Storage, 'removeItem'> | undefined = safeSessionStorage(),
): void {
  try {
    storage?.removeItem(ELIGIBILITY_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do: it lives only as long as the tab.
  }
}

type ChoiceProps<T extends string> = {
  name: string;
  value: T;
  checked: boolean;
  label: string;
  hint: string | undefined;
  onSelect: (value: T) => void;
};

function Choice<T extends string>({ name, value, checked, label, hint, onSelect }: ChoiceProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="relative flex items-start gap-3 rounded-xl border-2 border-border bg-surface-raised px-4 py-3 hover:border-primary has-checked:border-primary has-checked:bg-primary-soft">
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        aria-describedby={hint ? hintId : undefined}
        className="relative z-10 mt-1 size-5 shrink-0 cursor-pointer accent-primary"
      />
      <div className="min-w-0">
        {/* The label stretches over the whole card, so the hint is a touch target too. */}
        <label
          htmlFor={id}
          className="cursor-pointer font-semibold text-foreground text-lg after:absolute after:inset-0 after:content-['']"
        >
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function MissingAnswer({ id }: { id: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <p id={id} className="flex items-center gap-2 font-semibold text-foreground">
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-warning" />
      {t('eligibility.missing')}
    </p>
  );
}

const ENTRY_METHOD_HINTS: Partial<Record<EntryMethod, 'visa_waiver' | 'family_petition'>> = {
  visa_waiver: 'visa_waiver',
  family_petition: 'family_petition',
};

const CURRENT_STATUS_HINTS: Partial<Record<CurrentStatus, 'green_card' | 'tps_daca' | 'pending_adjustment'>> =
  {
    green_card: 'green_card',
    tps_daca: 'tps_daca',
    pending_adjustment: 'pending_adjustment',
  };

type EligibilityQuestionsProps = {
  value: EligibilityAnswers;
  onChange: (answers: EligibilityAnswers) => void;
  /** After a submit attempt: marks each unanswered question. */
  showMissing?: boolean;
  /**
   * Shows the restricted-access notice right under the first question as soon as "entered without inspection"
   * is chosen (the default). A step that saves first and then shows the notice as a page turns it off.
   */
  showNoticeWhenIneligible?: boolean;
};

/**
 * Spec §5: "How did you enter the United States?" and "What is your current status?", with exactly the
 * spec's answers (the contract's enums), as native radio groups: arrow keys move between answers and screen
 * readers announce "1 of 6". The status question is not asked after "entered without inspection", which
 * already settles eligibility. Controlled: the parent keeps the answers, in a form or in sessionStorage.
 */
export function EligibilityQuestions({
  value,
  onChange,
  showMissing = false,
  showNoticeWhenIneligible = true,
}: EligibilityQuestionsProps) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const entryMissing = showMissing && value.entry_method === null;
  const ineligible = value.entry_method !== null && !isEligibleEntryMethod(value.entry_method);
  const statusMissing = showMissing && !ineligible && value.current_status === null;

  return (
    <div className="flex flex-col gap-8">
      <fieldset aria-describedby={entryMissing ? `${id}-entry-missing` : undefined} className="min-w-0">
        <legend className="mb-3 font-bold text-foreground text-xl">
          {t('eligibility.entryMethod.legend')}
        </legend>
        {entryMissing ? <MissingAnswer id={`${id}-entry-missing`} /> : null}
        <div className="mt-2 flex flex-col gap-2">
          {ENTRY_METHODS.map((method) => {
            const hint = ENTRY_METHOD_HINTS[method];
            return (
              <Choice
                key={method}
                name={`${id}-entry-method`}
                value={method}
                checked={value.entry_method === method}
                label={t(`eligibility.entryMethod.options.${method}`)}
                hint={hint ? t(`eligibility.entryMethod.hints.${hint}`) : undefined}
                onSelect={(entry_method) => onChange({ ...value, entry_method })}
              />
            );
          })}
        </div>
      </fieldset>

      {ineligible ? (
        showNoticeWhenIneligible ? (
          <div aria-live="polite">
            <RestrictedAccessNotice />
          </div>
        ) : null
      ) : (
        <fieldset aria-describedby={statusMissing ? `${id}-status-missing` : undefined} className="min-w-0">
          <legend className="mb-3 font-bold text-foreground text-xl">
            {t('eligibility.currentStatus.legend')}
          </legend>
          {statusMissing ? <MissingAnswer id={`${id}-status-missing`} /> : null}
          <div className="mt-2 flex flex-col gap-2">
            {CURRENT_STATUSES.map((status) => {
              const hint = CURRENT_STATUS_HINTS[status];
              return (
                <Choice
                  key={status}
                  name={`${id}-current-status`}
                  value={status}
                  checked={value.current_status === status}
                  label={t(`eligibility.currentStatus.options.${status}`)}
                  hint={hint ? t(`eligibility.currentStatus.hints.${hint}`) : undefined}
                  onSelect={(current_status) => onChange({ ...value, current_status })}
                />
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
