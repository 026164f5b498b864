import { LANGUAGE_CODES } from '@amparo/contract/i18n/languages';
import {
  FEE_MODELS,
  type FeeModel,
  LOW_COST_FEE_MODELS,
  PRACTICE_AREAS,
  type PracticeArea,
  SERVICE_LANGUAGE_CODES,
  US_STATE_CODES,
} from '@amparo/contract/legal/legal-limits';
import { useTranslation } from 'react-i18next';
import { serviceLanguageName } from '../../../lib/service-language-name.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import type { LawyerFilters } from '../api/professionals-directory.ts';

type LawyerFiltersProps = {
  value: LawyerFilters;
  onChange: (next: LawyerFilters) => void;
  onClear: () => void;
  /** /legal-aid: only free and sliding-scale help, so the fee choice is between those two. */
  lowCostOnly: boolean;
};

/** Language, kind of case, state, remote only and fees: each change shows new results at once. */
export function LawyerFiltersForm({ value, onChange, onClear, lowCostOnly }: LawyerFiltersProps) {
  const { t, i18n } = useTranslation('lawyers');
  const { t: tStates } = useTranslation('us-states');
  const language = i18n.language;
  const set = <Key extends keyof LawyerFilters>(key: Key, next: LawyerFilters[Key]) =>
    onChange({ ...value, [key]: next });
  const appLanguages: readonly string[] = LANGUAGE_CODES;
  const otherLanguages = SERVICE_LANGUAGE_CODES.filter((code) => !appLanguages.includes(code))
    .map((code) => ({ code, name: serviceLanguageName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const states = US_STATE_CODES.map((code) => ({ code, name: tStates(`names.${code}`) })).sort((a, b) =>
    a.name.localeCompare(b.name, language),
  );
  const feeOptions: readonly FeeModel[] = lowCostOnly ? LOW_COST_FEE_MODELS : FEE_MODELS;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-surface p-4">
      <legend className="px-1 font-bold text-lg">{t('find.filters.title')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('find.filters.language')}
          value={value.language}
          onChange={(next) => set('language', next)}
        >
          <option value="">{t('find.filters.anyLanguage')}</option>
          {appLanguages.map((code) => (
            <option key={code} value={code}>
              {serviceLanguageName(code, language)}
            </option>
          ))}
          <optgroup label={t('find.filters.moreLanguages')}>
            {otherLanguages.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </optgroup>
        </SelectField>
        <SelectField
          label={t('find.filters.area')}
          value={value.practiceArea}
          onChange={(next) => set('practiceArea', next as PracticeArea | '')}
        >
          <option value="">{t('find.filters.anyArea')}</option>
          {PRACTICE_AREAS.map((area) => (
            <option key={area} value={area}>
              {t(`areas.${area}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('find.filters.state')}
          hint={t('find.filters.stateHint')}
          value={value.state}
          onChange={(next) => set('state', next)}
        >
          <option value="">{tStates('any')}</option>
          {states.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('find.filters.fee')}
          value={value.feeModel}
          onChange={(next) => set('feeModel', next as FeeModel | '')}
        >
          <option value="">{t('find.filters.anyFee')}</option>
          {feeOptions.map((model) => (
            <option key={model} value={model}>
              {t(`fees.models.${model}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            checked={value.remoteOnly}
            onChange={(event) => set('remoteOnly', event.target.checked)}
            className="size-6 shrink-0 cursor-pointer accent-primary"
          />
          <span>{t('find.filters.remoteOnly')}</span>
        </label>
        <Button variant="ghost" onClick={onClear} className="self-start sm:self-auto">
          {t('find.filters.clear')}
        </Button>
      </div>
    </fieldset>
  );
}
