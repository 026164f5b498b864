import { isLanguageCode, LANGUAGES } from '@amparo/contract/i18n/languages';
import { ChevronDown, Languages } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A native <select>, as wide as the chosen language's name where the browser supports
 * field-sizing (else as wide as the longest): on a phone it opens the system's own list, which is large, scrollable and
 * read well by screen readers. Each language is written in its own script and tagged with its
 * own `lang`, so it is found (and pronounced) by the people who read it.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [pending, setPending] = useState(false);
  const current = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const onChange = (code: string) => {
    if (!isLanguageCode(code) || code === current) return;
    setPending(true);
    changeLanguage(i18n, code, safeLocalStorage())
      .catch((error: unknown) => {
        // Offline before this language was ever downloaded: stay in the current one.
        console.error(`Could not switch to "${code}"`, error);
      })
      .finally(() => setPending(false));
  };

  return (
    <div className={`relative flex min-w-0 max-w-full items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-3 size-5 text-muted" />
      <select
        id={id}
        name="language"
        value={current}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="field-sizing-content min-h-11 max-w-56 cursor-pointer max-[359px]:w-full max-[359px]:min-w-0 max-[359px]:max-w-full max-[359px]:pe-3 appearance-none rounded-lg border border-border bg-surface-raised py-2 ps-9 pe-8 text-base text-foreground hover:border-primary"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.nativeName}
          </option>
        ))}
      </select>
      {/* Below 360 px the arrow gives its room to the language's name ("Kreyòl ayisyen" must fit whole). */}
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-3 size-4 text-muted max-[359px]:hidden"
      />
    </div>
  );
}
