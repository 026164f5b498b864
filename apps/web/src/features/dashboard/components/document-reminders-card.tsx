import { CalendarClock, LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { type DocumentReminder, useDocumentReminders } from '../../../lib/vault/document-reminders.ts';
import { buttonClassName } from '../../../ui/button.tsx';
import { useHasVault } from '../api/has-vault.ts';

const DOCUMENTS_PATH = '/documents';

function ReminderLine({ reminder }: { reminder: DocumentReminder }) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-lg bg-surface px-3 py-2">
      <span dir="auto" className="font-semibold">
        {reminder.title}
      </span>
      <span className="text-sm">
        {reminder.band === 'expired'
          ? t('documentReminders.expired')
          : reminder.daysLeft === 0
            ? t('documentReminders.today')
            : t('documentReminders.daysLeft', { count: reminder.daysLeft })}
        {reminder.band === 'expired' ? null : (
          <span className="ms-2 rounded-full border border-border px-2 text-muted">
            {t(`documentReminders.band${reminder.band}`)}
          </span>
        )}
      </span>
    </li>
  );
}

/**
 * Documents that expire soon (issue 6 point 4). The dates are encrypted, so they are known only while the vault
 * is unlocked on this device; while locked the card says so and links to the vault. Quiet for anyone without a
 * vault (no Full Protection, or never set up).
 */
export function DocumentRemindersCard({ hasFullPlan }: { hasFullPlan: boolean }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const reminders = useDocumentReminders();
  const hasVault = useHasVault(hasFullPlan && reminders === null);
  if (!hasFullPlan || (reminders === null && hasVault !== true)) return null;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-bold text-lg">
        <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {t('documentReminders.title')}
      </h2>
      {reminders === null ? (
        <p className="flex flex-wrap items-center gap-3">
          <LockKeyhole aria-hidden="true" className="size-5 shrink-0 text-muted" />
          <Link to={DOCUMENTS_PATH} className="font-semibold text-primary underline underline-offset-4">
            {t('documentReminders.locked')}
          </Link>
        </p>
      ) : reminders.length === 0 ? (
        <p>{t('documentReminders.none')}</p>
      ) : (
        <>
          <ul className="flex flex-col gap-2">
            {reminders.map((reminder) => (
              <ReminderLine key={reminder.documentId} reminder={reminder} />
            ))}
          </ul>
          <Link to={DOCUMENTS_PATH} className={buttonClassName({ variant: 'secondary' }, 'self-start')}>
            {t('documentReminders.open')}
          </Link>
        </>
      )}
    </section>
  );
}
