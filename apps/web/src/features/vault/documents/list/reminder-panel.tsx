import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentReminder } from '../../../../lib/vault/document-reminders.ts';
import { formatDate } from '../format-date.ts';

/** At the top of the list: the documents that have expired or expire within 180 days, soonest first. */
export function ReminderPanel({
  reminders,
  onOpen,
}: {
  reminders: DocumentReminder[];
  onOpen: (documentId: string) => void;
}) {
  const { t, i18n } = useTranslation('vault-documents');
  const titleId = useId();
  if (reminders.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border-2 border-primary bg-primary-soft p-4">
      <h3 id={titleId} className="flex items-center gap-2 font-bold text-lg">
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {t('reminders.title')}
      </h3>
      <p className="mt-1 text-sm">{t('reminders.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {reminders.map((reminder) => (
          <li key={reminder.documentId}>
            <button
              type="button"
              onClick={() => onOpen(reminder.documentId)}
              className="flex min-h-11 w-full flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg bg-surface-raised px-3 py-2 text-start hover:bg-surface focus-visible:outline-3 focus-visible:outline-focus"
            >
              <span dir="auto" className="font-semibold">
                {reminder.title}
              </span>
              <span className="text-sm">
                {reminder.band === 'expired'
                  ? t('reminders.expired', { date: formatDate(reminder.expiresOn, i18n.language) })
                  : t('reminders.expires', {
                      count: reminder.daysLeft,
                      date: formatDate(reminder.expiresOn, i18n.language),
                    })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
