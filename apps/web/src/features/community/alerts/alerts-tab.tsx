import type { CommunityNotification } from '@amparo/contract/community/community-models';
import { Megaphone } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router/index.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { alertLink, alertSentence } from './alert-sentence.ts';
import { useMarkNotificationsRead, useNotifications } from './api/notifications.ts';
import { DocumentExpiryReminders } from './document-expiry-reminders.tsx';
import { PushOptIn } from './push-opt-in.tsx';

function AlertEntry({ entry }: { entry: CommunityNotification }) {
  const { t, i18n } = useTranslation('community-alerts');
  const link = alertLink(entry);
  const official = entry.kind === 'official_alert';
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.created_at));
  const body = (
    <span className="flex flex-col gap-1">
      {official ? (
        <span className="flex items-center gap-1 font-semibold text-primary text-sm">
          <Megaphone aria-hidden="true" className="size-4 shrink-0" />
          {t('alerts.officialLabel')}
        </span>
      ) : null}
      <span dir="auto" className={entry.read ? '' : 'font-bold'}>
        {entry.read ? null : <span className="sr-only">{t('alerts.new')}: </span>}
        {alertSentence(t, entry)}
      </span>
      <time dateTime={entry.created_at} className="text-muted text-sm">
        {when}
      </time>
    </span>
  );
  return (
    <li
      data-unread={entry.read ? undefined : 'true'}
      className={`rounded-xl border ${entry.read ? 'border-border bg-surface' : 'border-primary border-s-4 bg-primary-soft'}`}
    >
      {link ? (
        <Link to={link} className="block min-h-11 px-3 py-2 hover:underline">
          {body}
        </Link>
      ) : (
        <div className="px-3 py-2">{body}</div>
      )}
    </li>
  );
}

/**
 * Alerts tab (issue 14, point 5): replies, "helpful", moderation decisions, report verifications and official
 * alerts, newest first, what is new marked; opening the tab marks what it shows as read. Document-expiry reminders
 * come from this device only, and the push switch is here.
 */
export function AlertsTab() {
  const { t } = useTranslation('community-alerts');
  const titleId = useId();
  const notifications = useNotifications();
  const markRead = useMarkNotificationsRead();
  const marked = useRef(new Set<string>());
  const entries = notifications.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unreadIds = entries.filter((entry) => !entry.read).map((entry) => entry.id);
  const unreadKey = unreadIds.join(',');
  const { mutate } = markRead;

  // Seen once shown: what this visit shows as new is marked read, the list keeps its "new" styling until it is left.
  useEffect(() => {
    const fresh = unreadKey.split(',').filter((id) => id && !marked.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) marked.current.add(id);
    mutate({ ids: fresh.slice(0, 100), refreshList: false });
  }, [unreadKey, mutate]);

  return (
    <div className="flex flex-col gap-4 pb-28">
      <DocumentExpiryReminders />
      <section aria-labelledby={titleId} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="font-bold text-xl">
            {t('alerts.title')}
          </h2>
          <Button
            variant="secondary"
            disabled={markRead.isPending || entries.length === 0}
            onClick={() => markRead.mutate({ all: true, refreshList: true })}
          >
            {t('alerts.markAllRead')}
          </Button>
        </div>
        {notifications.isPending ? (
          <LoadingMessage label={t('alerts.loading')} />
        ) : notifications.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2">
            <p>{t('alerts.loadError')}</p>
            <Button variant="secondary" onClick={() => void notifications.refetch()}>
              {t('alerts.retry')}
            </Button>
          </div>
        ) : entries.length === 0 ? (
          <p>{t('alerts.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <AlertEntry key={`${entry.kind}-${entry.id}`} entry={entry} />
            ))}
          </ul>
        )}
        {notifications.hasNextPage ? (
          <Button
            variant="secondary"
            className="self-start"
            disabled={notifications.isFetchingNextPage}
            onClick={() => void notifications.fetchNextPage()}
          >
            {t('alerts.more')}
          </Button>
        ) : null}
      </section>
      <PushOptIn />
    </div>
  );
}
