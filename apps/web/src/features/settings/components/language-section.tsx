import { isLanguageCode, LANGUAGES, type LanguageCode } from '@amparo/contract/i18n/languages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../i18n/i18n.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { ChoiceTile, SectionHeading, SettingsCard } from './settings-card.tsx';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The language, as the header's picker chooses it (same function, same storage): here as a list, each name in its
 * own script. Messages Amparo sends by email or text follow it (lib/account/use-sync-message-locale.ts).
 */
export function LanguageSection() {
  const { t, i18n } = useTranslation('settings');
  const name = useId();
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<LanguageCode | null>(null);

  const choose = (code: LanguageCode) => {
    setFailed(false);
    setPending(code);
    changeLanguage(i18n, code, safeLocalStorage())
      .catch(() => setFailed(true))
      .finally(() => setPending(null));
  };

  return (
    <SettingsCard>
      <section aria-labelledby={`${name}-title`} className="flex flex-col gap-4">
        <SectionHeading id={`${name}-title`} title={t('language.title')} intro={t('language.intro')} />
        {failed ? <FormAlert tone="error">{t('language.failed')}</FormAlert> : null}
        <fieldset className="min-w-0" aria-busy={pending !== null || undefined}>
          <legend className="sr-only">{t('language.title')}</legend>
          <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
            {LANGUAGES.map((language) => (
              <ChoiceTile
                key={language.code}
                name={name}
                lang={language.code}
                checked={(pending ?? current) === language.code}
                onChange={() => choose(language.code)}
              >
                <span dir={language.dir}>{language.nativeName}</span>
              </ChoiceTile>
            ))}
          </div>
        </fieldset>
      </section>
    </SettingsCard>
  );
}
