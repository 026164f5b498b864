import { Siren } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../lib/intl-locale.ts';
import { Button } from './button.tsx';

// The Help Me Now button. Red is reserved for it. It can never fire by accident: it needs a 2-second hold
// (with a ring that fills) or a tap and a confirmation. Activation happens the moment either completes: the
// emergency area then shows the officer card at once, with the countdown for the alerts (and Cancel) on it.
// What activation does is provided by that area (`provideHelpMeNow`, called by the app's layout for a
// signed-in person), so any screen (the dashboard, the toolkit) can place this button without knowing how
// alerts are sent.
// A tap while the person's alert is already on must not ask "Send alert now?": pressing that sent nothing new
// (decision 043), and a frightened person would believe everyone was alerted again. The confirmation then says
// the alert is on and offers the two honest choices: alert everyone again (a new round, with the first alert's
// countdown and Cancel) or go to the alert.

export const HOLD_MS = 2000;

/** The person's alert that is already on, as the phone knows it (offline too). */
export type CurrentAlert = {
  /** The emergency area's own name for it, handed back to `showCurrentAlert`. */
  id: string;
  roundsTotal: number;
  /** When everyone was last alerted (ISO). */
  lastAlertedAt: string;
};

export type HelpMeNowActions = {
  /** The hold, and "Send alert": a new alert, or the card of the alert already on (the area decides). */
  activate: () => void;
  /** Asked when the confirmation opens. */
  currentAlert: () => CurrentAlert | null;
  /** "Alert everyone again": a new round of the current alert, with its countdown and Cancel on the card. */
  alertAgain: () => void;
  /** "Go to my alert": its card, sending nothing. */
  showCurrentAlert: (alert: CurrentAlert) => void;
};

let provided: HelpMeNowActions | null = null;
const listeners = new Set<() => void>();

/** Sets what Help Me Now does (null when nobody is signed in: the button then hides). Returns an undo. */
export function provideHelpMeNow(actions: HelpMeNowActions | null): () => void {
  provided = actions;
  for (const listener of listeners) listener();
  return () => {
    if (provided === actions) provideHelpMeNow(null);
  };
}

function useProvidedActions(): HelpMeNowActions | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => provided,
    () => null,
  );
}

/** "last at 3:04 PM", with the date when it was not today (an alert stays current up to 12 hours). */
function formatAlertedAt(iso: string, language: string): string {
  const at = new Date(iso);
  const today = at.toDateString() === new Date().toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: 'numeric', minute: '2-digit' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(intlLocale(language), options).format(at);
  } catch {
    return at.toLocaleString();
  }
}

type Phase = 'idle' | 'holding' | 'confirm';

type HelpMeNowButtonProps = {
  /** `floating`: in the app's bottom bar, at the end, on every signed-in screen; `inline`: large, in a page. */
  variant?: 'floating' | 'inline';
  /** Overrides the provided activation, with no current alert (tests, stories). */
  onActivate?: () => void;
};

const RING_RADIUS = 21;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

function ProgressRing({ progress, size }: { progress: number; size: string }) {
  return (
    <span className={`relative inline-flex shrink-0 items-center justify-center ${size}`} aria-hidden="true">
      <svg viewBox="0 0 48 48" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        <circle
          cx="24"
          cy="24"
          r={RING_RADIUS}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.35"
          strokeWidth="4"
        />
        <circle
          cx="24"
          cy="24"
          r={RING_RADIUS}
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - progress)}
        />
      </svg>
      <Siren className="size-1/2" />
    </span>
  );
}

export function HelpMeNowButton({ variant = 'floating', onActivate }: HelpMeNowButtonProps) {
  const { t, i18n } = useTranslation('emergency');
  const actions = useProvidedActions();
  const activate = onActivate ?? actions?.activate ?? null;
  const [phase, setPhase] = useState<Phase>('idle');
  // The alert already on when the confirmation opened: the confirmation offers "alert everyone again" instead.
  const [current, setCurrent] = useState<CurrentAlert | null>(null);
  const [progress, setProgress] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const holdTimer = useRef<number | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);
  const holdCompleted = useRef(false);
  const latestActivate = useRef(activate);
  latestActivate.current = activate;
  const hintId = useId();
  const titleId = useId();
  const textId = useId();

  const stopHold = () => {
    window.clearTimeout(holdTimer.current);
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    holdTimer.current = undefined;
    frame.current = undefined;
    setProgress(0);
  };

  // A hold in progress when the button goes away (a page change) must not fire later.
  useEffect(
    () => () => {
      window.clearTimeout(holdTimer.current);
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  if (!activate) return null;

  const fire = () => {
    setPhase('idle');
    setAnnouncement('');
    latestActivate.current?.();
  };

  const alertAgain = () => {
    setPhase('idle');
    setAnnouncement('');
    actions?.alertAgain();
  };

  const showCurrentAlert = (alert: CurrentAlert) => {
    setPhase('idle');
    setAnnouncement('');
    actions?.showCurrentAlert(alert);
  };

  const cancel = () => {
    stopHold();
    setPhase('idle');
    setAnnouncement(t('helpMeNow.cancelled'));
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || phase !== 'idle') return;
    holdCompleted.current = false;
    setPhase('holding');
    const started = performance.now();
    const tick = () => {
      setProgress(Math.min(1, (performance.now() - started) / HOLD_MS));
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    holdTimer.current = window.setTimeout(() => {
      holdCompleted.current = true;
      stopHold();
      fire();
    }, HOLD_MS);
  };

  const endHold = () => {
    if (phase !== 'holding') return;
    stopHold();
    setPhase('idle');
  };

  // A release before 2 seconds (or Enter / Space) is a tap: it asks to confirm instead.
  const onClick = () => {
    if (holdCompleted.current) {
      holdCompleted.current = false;
      return;
    }
    if (phase === 'idle' || phase === 'holding') {
      stopHold();
      setCurrent(onActivate ? null : (actions?.currentAlert() ?? null));
      setPhase('confirm');
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') cancel();
  };

  const floating = variant === 'floating';
  const buttonClass = floating
    ? // Below 360 px (200 % zoom, perhaps with the largest text) a smaller ring and tighter padding leave the words
      // room enough never to break inside one.
      'min-h-16 rounded-full ps-2 pe-5 py-2 text-base shadow-md shadow-black/20 max-[359px]:gap-2 max-[359px]:ps-1.5 max-[359px]:pe-3'
    : 'w-full min-h-20 rounded-2xl px-5 py-4 text-xl';

  return (
    <>
      <button
        type="button"
        aria-describedby={hintId}
        data-phase={phase}
        onPointerDown={onPointerDown}
        onPointerUp={endHold}
        onPointerLeave={endHold}
        onPointerCancel={endHold}
        onClick={onClick}
        onContextMenu={(event) => event.preventDefault()}
        className={`${buttonClass} inline-flex touch-none select-none items-center justify-center gap-3 bg-danger font-bold text-danger-foreground [-webkit-touch-callout:none] hover:bg-danger-hover focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2`}
      >
        <ProgressRing progress={progress} size={floating ? 'size-12 max-[359px]:size-8' : 'size-14'} />
        <span>{phase === 'holding' ? t('helpMeNow.holding') : t('helpMeNow.button')}</span>
      </button>
      {/* Floating, the hint is the button's description only (hidden, so it is not read again on its own outside any
          landmark); inline, it shows under the button. */}
      <span
        id={hintId}
        hidden={floating}
        className={floating ? undefined : 'mt-2 block text-center text-muted'}
      >
        {t('helpMeNow.hint')}
      </span>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {phase === 'confirm' && current ? (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center">
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={textId}
            onKeyDown={onDialogKeyDown}
            className="w-full max-w-md rounded-2xl bg-surface-raised p-6 text-foreground shadow-xl"
            data-current-alert=""
          >
            <h2 id={titleId} className="font-bold text-2xl">
              {t('helpMeNow.againTitle')}
            </h2>
            <p id={textId} className="mt-3 text-lg">
              {t('again.count', {
                count: current.roundsTotal,
                time: formatAlertedAt(current.lastAlertedAt, i18n.language),
              })}
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <Button variant="danger" size="lg" autoFocus onClick={alertAgain}>
                {t('again.button')}
              </Button>
              <p className="-mt-1 text-muted text-sm">{t('again.hint')}</p>
              <Button variant="secondary" size="lg" onClick={() => showCurrentAlert(current)}>
                {t('helpMeNow.goToAlert')}
              </Button>
              <Button variant="secondary" size="lg" onClick={cancel}>
                {t('helpMeNow.cancel')}
              </Button>
            </div>
          </div>
        </div>
      ) : phase === 'confirm' ? (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center">
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={textId}
            onKeyDown={onDialogKeyDown}
            className="w-full max-w-md rounded-2xl bg-surface-raised p-6 text-foreground shadow-xl"
          >
            <h2 id={titleId} className="font-bold text-2xl">
              {t('helpMeNow.confirmTitle')}
            </h2>
            <p id={textId} className="mt-3 text-lg">
              {t('helpMeNow.confirmText')}
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <Button variant="danger" size="lg" autoFocus onClick={fire}>
                {t('helpMeNow.confirmSend')}
              </Button>
              <Button variant="secondary" size="lg" onClick={cancel}>
                {t('helpMeNow.cancel')}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
