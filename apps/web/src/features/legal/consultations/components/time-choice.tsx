import { useTranslation } from 'react-i18next';
import { inputClassName } from '../../../../lib/account/form-controls.tsx';
import { type TimeProblem, todayLocal } from '../consultation-times.ts';

export type DayAndTime = { day: string; time: string };

const PROBLEM_KEYS = {
  incomplete: 'errors.timeIncomplete',
  past: 'errors.timePast',
  far: 'errors.timeFar',
} as const;

type TimeChoiceProps = {
  legend: string;
  value: DayAndTime;
  onChange: (value: DayAndTime) => void;
  problem: TimeProblem | 'duplicate' | null;
  idPrefix: string;
};

/** A day and a time, each with its own label (native pickers: the phone's own calendar and clock). */
export function TimeChoice({ legend, value, onChange, problem, idPrefix }: TimeChoiceProps) {
  const { t } = useTranslation('consultations');
  const errorId = `${idPrefix}-error`;
  const describedBy = problem ? errorId : undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 font-semibold text-foreground">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
        <label className="flex min-w-0 flex-col gap-1" htmlFor={`${idPrefix}-day`}>
          <span className="text-muted text-sm">{t('request.day')}</span>
          <input
            id={`${idPrefix}-day`}
            type="date"
            min={todayLocal()}
            className={inputClassName}
            value={value.day}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, day: event.target.value })}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1" htmlFor={`${idPrefix}-time`}>
          <span className="text-muted text-sm">{t('request.time')}</span>
          <input
            id={`${idPrefix}-time`}
            type="time"
            step={900}
            className={inputClassName}
            value={value.time}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
          />
        </label>
      </div>
      {problem ? (
        <p id={errorId} className="font-medium text-danger">
          {t(problem === 'duplicate' ? 'errors.timeDuplicate' : PROBLEM_KEYS[problem])}
        </p>
      ) : null}
    </fieldset>
  );
}
