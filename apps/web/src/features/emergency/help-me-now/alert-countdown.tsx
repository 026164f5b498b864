import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

function secondsLeft(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * The countdown for the alerts, on the officer card: the seconds left and Cancel beside them. The seconds are
 * drawn from the clock, so a slow phone that renders late shows the truth; the alerts themselves are sent by
 * HelpMeNowRoot's timer, never by this display. Screen readers hear the start once (the panel's status line),
 * not every second.
 */
export function AlertCountdown({
  alertsAt,
  family = false,
  onCancel,
}: {
  alertsAt: string;
  /** The person's family is alerted too: "your contacts and your family". */
  family?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('emergency');
  const deadline = Date.parse(alertsAt);
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    setLeft(secondsLeft(deadline));
    const timer = window.setInterval(() => setLeft(secondsLeft(deadline)), 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3" data-testid="alert-countdown">
      {/* At 200 % zoom on a phone (195 px wide) the sentence moves under the number, rather than breaking its
          words, and Cancel, with less padding, keeps its label inside the panel rather than running out of it. */}
      <p
        className="flex min-w-0 flex-1 basis-48 flex-wrap items-center gap-3 font-semibold text-lg"
        aria-hidden="true"
      >
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-danger font-bold text-2xl text-danger-foreground tabular-nums">
          {left}
        </span>
        <span className="min-w-0 flex-1 basis-28">
          {t('alertCountdown.text', { count: left, context: family ? 'family' : undefined })}
        </span>
      </p>
      <Button
        variant="secondary"
        size="lg"
        className="max-w-full shrink-0 max-[240px]:px-3"
        onClick={onCancel}
      >
        {t('alertCountdown.cancel')}
      </Button>
    </div>
  );
}
