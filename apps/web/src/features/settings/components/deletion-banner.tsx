import { CalendarClock } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { useLocation } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { useCancelDeletion, useDeletionStatus } from '../api/account-data.ts';
import { formatDeletionDate } from './deletion-date.ts';

const SETTINGS_PATH = '/settings';

// The grace period's reminder (decision 037), under the header of every signed-in screen: the account stays usable
// for 7 days after a deletion request, and someone who asked in a hard moment must see, wherever they are, that it
// is going and how to keep it. At the top, never near the bottom bar that belongs to Help Me Now.

function ScheduledBanner({ scheduledFor, onKept }: { scheduledFor: string; onKept: () => void }) {
  const { t, i18n } = useTranslation('settings-account-data');
  const titleId = useId();
  const cancel = useCancelDeletion();
  const date = formatDeletionDate(scheduledFor, i18n.language);

  const keep = async () => {
    try {
      await cancel.mutateAsync();
      onKept();
    } catch {
      // The failure is shown below; the button stays for another try.
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className="border-warning border-b-2 bg-surface-raised px-4 py-3 max-[359px]:px-3 sm:px-6"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-warning" />
          <div className="min-w-0">
            <h2 id={titleId} className="font-bold text-foreground text-lg leading-snug">
              {t('banner.title', { date })}
            </h2>
            <p className="text-foreground">{t('banner.body')}</p>
          </div>
        </div>
        <Button className="shrink-0 sm:self-center" onClick={() => void keep()} disabled={cancel.isPending}>
          {cancel.isPending ? t('delete.keeping') : t('delete.keep')}
        </Button>
      </div>
      {cancel.isError ? (
        <div className="mx-auto mt-3 w-full max-w-3xl">
          <FormAlert tone="error">{t('delete.failed')}</FormAlert>
        </div>
      ) : null}
    </section>
  );
}

/** Said once the account is kept, where the banner was, until the next page; focus comes here, not to nowhere. */
function KeptNotice() {
  const { t } = useTranslation('settings-account-data');
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className="px-4 py-3 focus:outline-none max-[359px]:px-3 sm:px-6">
      <div className="mx-auto w-full max-w-3xl">
        <FormAlert tone="success">{t('delete.kept')}</FormAlert>
      </div>
    </div>
  );
}

/**
 * Renders nothing unless the signed-in account is scheduled for deletion (nor on Settings, which has its own). Its strings load only then, so every
 * other signed-in screen pays for one small status request and nothing more.
 */
export function DeletionBanner() {
  const status = useDeletionStatus();
  const { pathname } = useLocation();
  const [keptOn, setKeptOn] = useState<string | null>(null);
  const scheduledFor = status.data?.status === 'scheduled' ? status.data.scheduled_for : null;

  // Settings says the same in its "Delete your account" section, with the same button: one of each on a screen.
  if (pathname === SETTINGS_PATH) return null;
  if (scheduledFor) {
    return (
      <Suspense fallback={null}>
        <ScheduledBanner scheduledFor={scheduledFor} onKept={() => setKeptOn(pathname)} />
      </Suspense>
    );
  }
  if (keptOn === pathname) {
    return (
      <Suspense fallback={null}>
        <KeptNotice />
      </Suspense>
    );
  }
  return null;
}
