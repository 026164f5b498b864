import { getLanguage, isLanguageCode, LANGUAGES } from '@amparo/contract/i18n/languages';
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
 * A native <select>: on a phone it opens the system's own list, which is large, scrollable and read well by screen
 * readers. Each language is written in its own script and tagged with its own `lang`, so it is found (and
 * pronounced) by the people who read it.
 *
 * What shows in the top bar is drawn beside the select, which lies invisible over it and takes the taps, the focus
 * and the keyboard: so the bar can name the language shortly on a phone ("Kreyòl" for "Kreyòl ayisyen", no arrow)
 * and keep the header on one row from 360 px (issue 24), while the list still gives every full name.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [pending, setPending] = useState(false);
  const current = getLanguage(isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en');

  const onChange = (code: string) => {
    if (!isLanguageCode(code) || code === current.code) return;
    setPending(true);
    changeLanguage(i18n, code, safeLocalStorage())
      .catch((error: unknown) => {
        // Offline before this language was ever downloaded: stay in the current one.
        console.error(`Could not switch to "${code}"`, error);
      })
      .finally(() => setPending(false));
  };

  return (
    <div
      className={`relative flex min-h-11 min-w-0 max-w-full items-center gap-1.5 rounded-lg border border-border bg-surface-raised px-2.5 text-base text-foreground hover:border-primary has-[select:focus-visible]:outline-3 has-[select:focus-visible]:outline-focus has-[select:focus-visible]:outline-offset-2 sm:px-3 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="size-5 shrink-0 text-muted" />
      {/* What the select shows, for the eye only (the select itself is what assistive technology reads). */}
      <span aria-hidden="true" lang={current.code} dir={current.dir} className="whitespace-nowrap">
        <span className="sm:hidden">{current.shortName}</span>
        <span className="max-sm:hidden">{current.nativeName}</span>
      </span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted max-sm:hidden" />
      <select
        id={id}
        name="language"
        value={current.code}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg opacity-0"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
