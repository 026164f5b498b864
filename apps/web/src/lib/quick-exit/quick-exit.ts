// Quick exit (decision 036): one tap, or Escape three times, and the tab shows an ordinary page instead of Amparo.

/**
 * Where Quick exit goes: the Wikipedia front page in the person's language. Neutral, reputable, in all seven of our
 * languages, with no advertising and no third-party trackers. Change this one constant to send people elsewhere;
 * `{language}` is replaced by the page's language code.
 */
export const QUICK_EXIT_URL = 'https://{language}.wikipedia.org/';

/** Escape pressed this many times within the window below also leaves. */
export const QUICK_EXIT_ESCAPE_PRESSES = 3;
export const QUICK_EXIT_ESCAPE_WINDOW_MS = 1500;

/** Set in this tab's sessionStorage on leaving: Back into one of our pages then leaves again (guardBackAfterExit). */
const LEFT_KEY = 'amparo-left';

const SUPPORTED = new Set(['en', 'es', 'ht', 'pt', 'fr', 'ar', 'ur']);

export function neutralUrl(language: string | undefined, template: string = QUICK_EXIT_URL): string {
  const code = (language ?? 'en').toLowerCase().split('-')[0] ?? 'en';
  return template.replace('{language}', SUPPORTED.has(code) ? code : 'en');
}

function pageLanguage(): string {
  return typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en';
}

function markLeft(): void {
  try {
    window.sessionStorage.setItem(LEFT_KEY, '1');
  } catch {
    // Storage refused: Back may show the page we left, nothing else is lost.
  }
}

/**
 * Leaves at once. The current history entry is first rewritten to the home page (so no screen's address stays in
 * it), the page is blanked (so the browser's back-forward cache keeps no picture of it), and location.replace puts
 * the neutral page in this entry's place: Back does not lead to the screen that was on show. Works with no network
 * too: the browser then shows its own "no connection" page for the neutral address, which names only that site.
 */
export function quickExit(
  options: { language?: string; url?: string; remember?: boolean; replace?: (url: string) => void } = {},
): void {
  const target = options.url ?? neutralUrl(options.language ?? pageLanguage());
  // After a wipe nothing is remembered, not even this mark: Back then finds a first visit, with nothing in it.
  if (options.remember !== false) markLeft();
  try {
    window.history.replaceState(null, '', '/');
  } catch {
    // A sandboxed frame may refuse: the replace below still happens.
  }
  try {
    document.title = '';
    document.body.style.visibility = 'hidden';
  } catch {
    // Nothing to hide.
  }
  (options.replace ?? ((url: string) => window.location.replace(url)))(target);
}

/**
 * Run first thing on every load of our pages. If this tab left through Quick exit and comes back with Back (a
 * back/forward load, or a page restored from the back-forward cache), it leaves again before anything shows. Any
 * other arrival (typing the address, a link, a reload) means the person wants Amparo: the mark is cleared.
 */
export function guardBackAfterExit(): void {
  if (typeof window === 'undefined') return;
  let left = false;
  try {
    left = window.sessionStorage.getItem(LEFT_KEY) === '1';
  } catch {
    return;
  }
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (left && entry?.type === 'back_forward') {
    quickExit();
    return;
  }
  if (left) {
    try {
      window.sessionStorage.removeItem(LEFT_KEY);
    } catch {
      // Nothing to clear.
    }
  }
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    try {
      if (window.sessionStorage.getItem(LEFT_KEY) === '1') quickExit();
    } catch {
      // Storage refused: stay.
    }
  });
}

/**
 * Calls `onExit` when Escape is pressed `presses` times within `windowMs`. Returns the function that stops
 * listening. Presses held down (key repeat) count once.
 */
export function listenForEscapeExit(
  onExit: () => void,
  {
    presses = QUICK_EXIT_ESCAPE_PRESSES,
    windowMs = QUICK_EXIT_ESCAPE_WINDOW_MS,
    now = () => Date.now(),
  } = {},
): () => void {
  let times: number[] = [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.repeat) return;
    const at = now();
    times = [...times.filter((time) => at - time < windowMs), at];
    if (times.length >= presses) {
      times = [];
      onExit();
    }
  };
  // Capture: a dialog that stops Escape from bubbling (to close itself) must not hide the presses from us.
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}
