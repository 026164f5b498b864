import { TEXT_SIZES, type TextSize } from '@amparo/contract/settings/preferences';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { setDisplayPreferences, useDisplayPreferences } from '../../../lib/display-preferences.ts';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { useChangePreferences } from '../api/preferences.ts';
import { CheckRow, ChoiceTile, SectionHeading, SettingsCard } from './settings-card.tsx';

const SIZE_LABELS: Record<TextSize, 'display.size100' | 'display.size115' | 'display.size130'> = {
  100: 'display.size100',
  115: 'display.size115',
  130: 'display.size130',
};

/**
 * Text size and high contrast: applied at once to the whole app, remembered on this device (before the first
 * paint next time) and on the account, so another phone gets them after sign-in (preferences-sync.tsx).
 */
function DisplayChoices() {
  const { t } = useTranslation('settings');
  const name = useId();
  const display = useDisplayPreferences();
  const save = useChangePreferences();

  const chooseSize = (textSize: TextSize) => {
    setDisplayPreferences({ textSize });
    save.mutate({ text_size: textSize });
  };
  const chooseContrast = (highContrast: boolean) => {
    setDisplayPreferences({ highContrast });
    save.mutate({ high_contrast: highContrast });
  };

  return (
    <section aria-labelledby={`${name}-title`} className="flex flex-col gap-4">
      <SectionHeading id={`${name}-title`} title={t('display.title')} intro={t('display.intro')} />
      {/* Saved on this device already: only the copy for other devices failed. */}
      {save.isError ? <FormAlert tone="info">{t('display.notSynced')}</FormAlert> : null}
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold text-foreground">{t('display.textSize')}</legend>
        <div className="flex flex-wrap gap-2">
          {TEXT_SIZES.map((size) => (
            <ChoiceTile
              key={size}
              name={`${name}-size`}
              checked={display.textSize === size}
              onChange={() => chooseSize(size)}
            >
              {t(SIZE_LABELS[size])}
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
      <CheckRow
        checked={display.highContrast}
        onChange={chooseContrast}
        label={t('display.highContrast')}
        hint={t('display.highContrastHint')}
      />
    </section>
  );
}

export function DisplaySection() {
  return (
    <SettingsCard>
      <WithQueryClient>
        <DisplayChoices />
      </WithQueryClient>
    </SettingsCard>
  );
}
