// The page's only script tag. On a prerendered page (the welcome screen, home, sign-in: decision 014) the HTML is
// already the screen, so the app's code is fetched once that HTML has painted: on a slow network it never competes
// with the page and its stylesheet for the first paint, and until it runs every link on the page works as a link.
// Elsewhere (the app frame, the offline shell) there is nothing to show without the app: it starts at once.
import './styles.css';
import { applyDisplayPreferences } from './lib/display-preferences.ts';
import { guardBackAfterExit } from './lib/quick-exit/quick-exit.ts';

// Before anything else: Back into a tab that left through Quick exit leaves again (decision 036), and the person's
// text size and contrast apply before the first paint.
guardBackAfterExit();
applyDisplayPreferences();

let started = false;
function startApp(): void {
  if (started) return;
  started = true;
  void import('./main.tsx');
}

/** Runs `task` once the browser reports the first contentful paint (or two frames later where it cannot). */
function afterFirstPaint(task: () => void): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    requestAnimationFrame(() => requestAnimationFrame(task));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    task();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Fired by the app's layout once the page on show is the app's own (hydrated): see app/root-layout.tsx. */
export const PAGE_READY_EVENT = 'amparo:page-ready';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What someone types or picks before the app adopts the page is on screen but not in the app's state: React keeps
 * its own copy of each field, which starts from the HTML, and writes it back into the field on its next render. So
 * the fields are watched until then, and once the page is the app's, each is announced to it as if just typed
 * (through the element's own setter first, so React sees a change) or just chosen.
 */
function handToApp(typed: Map<Field, string>, chosen: Map<HTMLSelectElement, string>): void {
  const setInput = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const setText = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    field.value = field.defaultValue;
    (field instanceof HTMLTextAreaElement ? setText : setInput)?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [list, value] of chosen) {
    if (!list.isConnected) continue;
    list.value = value;
    list.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Until the app has adopted the page, a form sent by the browser itself would go to the server with what was typed
 * in it: a submission then is held, and sent to the app's own handler once the page is ready and the app has the
 * typed values, as if the button had been pressed then. Before even this script has run, the forms say
 * method="post", so nothing typed can end up in an address or a log.
 */
function holdUntilReady(): void {
  const typed = new Map<Field, string>();
  const chosen = new Map<HTMLSelectElement, string>();
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const record = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement) chosen.set(target, target.value);
    else if (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type)) {
      typed.set(target, target.value);
    } else if (target instanceof HTMLTextAreaElement) typed.set(target, target.value);
  };
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) held = { form: event.target, submitter: event.submitter };
  };
  document.addEventListener('input', record, true);
  document.addEventListener('change', record, true);
  document.addEventListener('submit', hold, true);
  window.addEventListener(
    PAGE_READY_EVENT,
    () => {
      document.removeEventListener('input', record, true);
      document.removeEventListener('change', record, true);
      document.removeEventListener('submit', hold, true);
      // What changed before this script ran (a slow network parses the page late) is found by comparing each
      // field with the HTML's own value, now, before React's next render writes its copy back.
      for (const field of document.querySelectorAll<Field>('input, textarea')) {
        const kind = field instanceof HTMLInputElement ? field.type : 'textarea';
        if (['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(kind)) continue;
        if (!typed.has(field) && field.value !== field.defaultValue) typed.set(field, field.value);
      }
      for (const list of document.querySelectorAll('select')) {
        const served = [...list.options].find((option) => option.defaultSelected) ?? list.options[0];
        if (!chosen.has(list) && served && list.value !== served.value) chosen.set(list, list.value);
      }
      const pending = held;
      // The event comes from inside React's commit: the hand-over waits for the next task, when the fields'
      // events are handled at once, and the held submission one more, when the app has the values.
      window.setTimeout(() => {
        handToApp(typed, chosen);
        window.setTimeout(() => {
          if (!pending?.form.isConnected) return;
          try {
            pending.form.requestSubmit(pending.submitter?.isConnected ? pending.submitter : null);
          } catch {
            // The button is no longer one of the form's: the person presses it again.
          }
        }, 0);
      }, 0);
    },
    { once: true },
  );
}

if (document.getElementById('root')?.dataset.prerendered) {
  holdUntilReady();
  afterFirstPaint(startApp);
  // A tab opened in the background paints nothing: the timer starts the app there all the same.
  window.setTimeout(startApp, 3000);
} else {
  startApp();
}
