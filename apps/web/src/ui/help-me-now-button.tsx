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
import { Button } from './button.tsx';

// The Help Me Now button. Red is reserved for it. It can never fire by accident: it needs a 2-second hold
// (with a ring that fills) or a tap and a confirmation. Activation happens the moment either completes: the
// emergency area then shows the officer card at once, with the countdown for the alerts (and Cancel) on it.
// What activation does is provided by that area (`provideHelpMeNow`, called by the app's layout for a
// signed-in person), so any screen (the dashboard, the toolkit) can place this button without knowing how
// alerts are sent.

export const HOLD_MS = 2000;

type Activation = () => void;

let activation: Activation | null = null;
const listeners = new Set<() => void>();

/** Sets what activation does (null when nobody is signed in: the button then hides). Returns an undo. */
export function provideHelpMeNow(activate: Activation | null): () => void {
  activation = activate;
  for (const listener of listeners) listener();
  return () => {
    if (activation === activate) provideHelpMeNow(null);
  };
}

function useProvidedActivation(): Activation | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => activation,
    () => null,
  );
}

type Phase = 'idle' | 'holding' | 'confirm';

type HelpMeNowButtonProps = {
  /** `floating`: in the app's bottom bar, at the end, on every signed-in screen; `inline`: large, in a page. */
  variant?: 'floating' | 'inline';
  /** Overrides the provided activation (tests, stories). */
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
  const { t } = useTranslation('emergency');
  const provided = useProvidedActivation();
  const activate = onActivate ?? provided;
  const [phase, setPhase] = useState<Phase>('idle');
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
      {phase === 'confirm' ? (
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
