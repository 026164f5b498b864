import { CalendarClock, LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { type DocumentReminder, useDocumentReminders } from '../../../lib/vault/document-reminders.ts';

/** Closer than this, a reminder is shown as urgent (the 7-day mark after the vault's 180/90/30). */
const URGENT_DAYS = 7;

function reminderText(
  t: ReturnType<typeof useTranslation<'community-alerts'>>['t'],
  reminder: DocumentReminder,
) {
  if (reminder.band === 'expired') return t('reminders.expired', { title: reminder.title });
  if (reminder.daysLeft === 0) return t('reminders.today', { title: reminder.title });
  return t('reminders.expiresIn', { title: reminder.title, count: reminder.daysLeft });
}

/**
 * Documents that expire soon, computed on this device. The vault keeps the expiry dates encrypted; the vault
 * screen publishes the reminders to memory while it is unlocked (lib/vault/document-reminders.ts), and this reads
 * them from there. No request carries a date or a title: the server never learns them.
 */
export function DocumentExpiryReminders() {
  const { t } = useTranslation('community-alerts');
  const titleId = useId();
  const reminders = useDocumentReminders();
  // Nothing to remind of: no section at all, so the Alerts tab stays about the community.
  if (reminders !== null && reminders.length === 0) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-lg">
        <CalendarClock aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('reminders.title')}
      </h2>
      {reminders === null ? (
        <p className="flex items-start gap-2 text-sm">
          <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>
            {t('reminders.locked')}{' '}
            <Link to="/documents" className="font-semibold text-primary underline underline-offset-4">
              {t('reminders.open')}
            </Link>
          </span>
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {reminders.map((reminder) => {
              const urgent = reminder.band === 'expired' || reminder.daysLeft <= URGENT_DAYS;
              return (
                <li
                  key={reminder.documentId}
                  className={`rounded-lg px-3 py-2 ${urgent ? 'border-2 border-danger bg-surface-raised font-semibold' : 'bg-surface-raised'}`}
                >
                  <Link to="/documents" className="block min-h-11 underline-offset-4 hover:underline">
                    <bdi>{reminderText(t, reminder)}</bdi>
                  </Link>
                </li>
              );
            })}
          </ul>
          <p className="text-muted text-sm">{t('reminders.note')}</p>
        </>
      )}
    </section>
  );
}
