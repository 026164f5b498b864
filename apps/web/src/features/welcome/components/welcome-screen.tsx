import { DEFAULT_LANGUAGE, getLanguage, LANGUAGES, type LanguageCode } from '@amparo/contract/i18n/languages';
import { ChevronRight, CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, loadLanguage } from '../../../i18n/i18n.ts';
import { usePrerenderedScreen } from '../../../lib/prerender-context.ts';
import { Spinner } from '../../../ui/loading.tsx';
import { LogoMark } from '../../../ui/logo.tsx';
import { preferredLanguage } from '../language-choice.ts';

/** How long the greeting may wait for the browser language's texts before it shows in English. */
const GREETING_WAIT_MS = 1500;

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

type WelcomeScreenProps = {
  /** Called once the chosen language is loaded, applied and saved. */
  onChosen: () => void;
  /** The browser's languages; tests pass their own. */
  browserLanguages?: readonly string[];
};

/**
 * The first visit (spec §2 "Welcome and language selection"): before anything else, one calm question,
 * "which language?", with every language written in its own script as a large button. The greeting itself
 * speaks the browser's language when Amparo has it.
 */
export function WelcomeScreen({ onChosen, browserLanguages }: WelcomeScreenProps) {
  const { i18n } = useTranslation();
  // Prerendered HTML greets in the language the server chose from Accept-Language; hydrating it keeps that one.
  const prerendered = usePrerenderedScreen();
  const [suggested] = useState(
    () =>
      prerendered?.language ??
      preferredLanguage(browserLanguages ?? (typeof navigator === 'undefined' ? [] : navigator.languages)),
  );
  const [greetingLanguage, setGreetingLanguage] = useState<LanguageCode | null>(() =>
    suggested === DEFAULT_LANGUAGE || i18n.hasResourceBundle(suggested, 'welcome') ? suggested : null,
  );
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (suggested === DEFAULT_LANGUAGE) return;
    let active = true;
    const fallback = window.setTimeout(
      () => active && setGreetingLanguage((shown) => shown ?? DEFAULT_LANGUAGE),
      GREETING_WAIT_MS,
    );
    // Loading the likely choice early also makes choosing it instant.
    loadLanguage(i18n, suggested).then(
      () => active && setGreetingLanguage(suggested),
      () => active && setGreetingLanguage(DEFAULT_LANGUAGE),
    );
    return () => {
      active = false;
      window.clearTimeout(fallback);
    };
  }, [i18n, suggested]);

  const shownLanguage = greetingLanguage ?? DEFAULT_LANGUAGE;
  const t = i18n.getFixedT(shownLanguage, 'welcome');

  useEffect(() => {
    if (greetingLanguage) document.title = t('title');
  }, [greetingLanguage, t]);

  const choose = (code: LanguageCode) => {
    if (pending) return;
    setPending(code);
    setFailed(false);
    changeLanguage(i18n, code, safeLocalStorage()).then(
      () => onChosen(),
      (error: unknown) => {
        // Offline on a first visit: only English ships with the app. Say so and let them pick again.
        console.error(`Could not switch to "${code}"`, error);
        setPending(null);
        setFailed(true);
      },
    );
  };

  return (
    // The whole screen takes the greeting's language and direction, so its layout reads the same way.
    <main
      lang={shownLanguage}
      dir={getLanguage(shownLanguage).dir}
      className="flex min-h-dvh flex-col items-center bg-surface px-4 py-8 sm:justify-center sm:py-12"
    >
      <div className="w-full max-w-md">
        <div
          // Hidden, not absent, while the greeting's language loads: the buttons below do not jump.
          className={greetingLanguage ? 'text-center' : 'invisible text-center'}
        >
          <LogoMark className="mx-auto size-16" />
          <h1 className="mt-6 font-bold text-3xl text-foreground tracking-tight">{t('title')}</h1>
          <p id="welcome-lead" className="mt-3 text-lg text-muted">
            {t('lead')}
          </p>
        </div>

        {failed ? (
          <p
            role="alert"
            className="mt-6 flex items-start gap-2 rounded-xl border border-border bg-surface-raised p-4 font-semibold"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
            {t('loadError')}
          </p>
        ) : null}

        <ul
          aria-label={t('languagesLabel')}
          aria-describedby="welcome-lead"
          className="mt-8 flex flex-col gap-3"
        >
          {LANGUAGES.map((language) => (
            <li key={language.code}>
              {/* A real link: before the app's code has arrived (a slow network), the server takes the choice from
                  `?lang=` and answers with the home page in that language. Once it has, the click stays here. */}
              <a
                href={`?lang=${language.code}`}
                hrefLang={language.code}
                aria-busy={pending === language.code || undefined}
                aria-disabled={(pending !== null && pending !== language.code) || undefined}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                    return;
                  event.preventDefault();
                  choose(language.code);
                }}
                className="flex min-h-14 w-full items-center justify-between gap-3 rounded-xl border-2 border-border bg-surface-raised px-5 py-3 text-start font-semibold text-foreground text-xl no-underline transition-colors hover:border-primary hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2 aria-disabled:opacity-60"
              >
                {/* Each name in its own language and direction: found, and pronounced, by those who read it. */}
                <span lang={language.code} dir={language.dir}>
                  {language.nativeName}
                </span>
                {pending === language.code ? (
                  <Spinner className="size-5" />
                ) : (
                  <ChevronRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-primary rtl:-scale-x-100"
                  />
                )}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
