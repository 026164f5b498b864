import type { OwnerSupportTicketSummary } from '@amparo/contract/support/support-models';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, inputClassName } from '../../../lib/account/form-controls.tsx';
import { intlLocale } from '../../../lib/intl-locale.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { ReplyForm, ThreadMessage } from '../../../ui/support-thread.tsx';
import {
  type SupportQueueView,
  useAnswerSupportTicket,
  useCloseSupportTicket,
  useOwnerSupportTicket,
  useSupportQueue,
} from './support-queue-api.ts';

const VIEWS: SupportQueueView[] = ['open', 'closed', 'all'];

function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
}

function PriorityBadge({ priority }: { priority: OwnerSupportTicketSummary['priority'] }) {
  const { t } = useTranslation('help');
  return priority === 'priority' ? (
    <span className="rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground text-sm">
      {t('queue.priority')}
    </span>
  ) : (
    <span className="rounded-full border border-border px-3 py-1 text-sm">{t('queue.standard')}</span>
  );
}

function QueueTicket({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('help');
  const ticket = useOwnerSupportTicket(id);
  const answer = useAnswerSupportTicket(id);
  const close = useCloseSupportTicket(id);
  const formatDate = useFormatDate();
  const back = (
    <Button variant="ghost" className="self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {t('queue.back')}
    </Button>
  );
  if (ticket.isPending) return <LoadingMessage label={t('loading')} className="py-6" />;
  if (ticket.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <FormAlert tone="error">{t('queue.loadError')}</FormAlert>
      </div>
    );
  }
  const data = ticket.data;
  return (
    <div className="flex flex-col gap-4" data-testid="owner-support-thread">
      {back}
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-bold text-xl">{t(`support.topics.${data.topic}`)}</h3>
        <PriorityBadge priority={data.priority} />
        <span className="rounded-full border border-border px-3 py-1 text-sm">
          {t(`support.status.${data.status}`)}
        </span>
      </div>
      <p className="text-muted text-sm">
        <bdi dir="ltr">{data.person ?? t('queue.deletedAccount')}</bdi> · {formatDate(data.created_at)}
      </p>
      <ol className="flex flex-col gap-3">
        {data.messages.map((message) => (
          <ThreadMessage
            key={message.id}
            message={message}
            fromLabel={
              message.from === 'support'
                ? t('support.fromSupport')
                : (data.person ?? t('queue.deletedAccount'))
            }
          />
        ))}
      </ol>
      <ReplyForm
        label={t('queue.reply')}
        submitLabel={t('queue.sendReply')}
        sentLabel={t('queue.replySent')}
        pending={answer.isPending}
        error={answer.isError ? t('queue.actionError') : null}
        onSend={(message, done) => answer.mutate(message, { onSuccess: done })}
      />
      {data.status === 'open' ? (
        <ConfirmButton
          label={t('queue.close')}
          question={t('queue.closeQuestion')}
          confirmLabel={t('queue.closeConfirm')}
          cancelLabel={t('queue.cancel')}
          variant="secondary"
          confirmVariant="primary"
          disabled={close.isPending}
          onConfirm={() => close.mutate()}
          className="self-start"
        />
      ) : (
        <FormAlert tone="info">{t('queue.closed')}</FormAlert>
      )}
      {close.isError ? <FormAlert tone="error">{t('queue.actionError')}</FormAlert> : null}
    </div>
  );
}

/**
 * The owner's queue of support requests (issue 15): open ones with priority support (Full Protection) first, then
 * the oldest; open one to read the thread, answer (the person is told by email or text message) and close it.
 */
export function SupportQueue() {
  const { t } = useTranslation('help');
  const id = useId();
  const [view, setView] = useState<SupportQueueView>('open');
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useSupportQueue(view);
  const formatDate = useFormatDate();

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="font-bold text-2xl">
          {t('queue.title')}
        </h2>
        <p className="max-w-prose text-muted">{t('queue.intro')}</p>
      </div>
      {openId ? (
        <QueueTicket id={openId} onBack={() => setOpenId(null)} />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-view`} className="font-semibold">
                {t('queue.show')}
              </label>
              <select
                id={`${id}-view`}
                className={`${inputClassName} w-auto pe-8`}
                value={view}
                onChange={(event) => setView(event.target.value as SupportQueueView)}
              >
                {VIEWS.map((value) => (
                  <option key={value} value={value}>
                    {t(`queue.views.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            {queue.data ? (
              <p className="font-semibold" role="status">
                {t('queue.openCount', { count: queue.data.open_count })}
              </p>
            ) : null}
          </div>
          {queue.isPending ? (
            <LoadingMessage label={t('loading')} className="py-6" />
          ) : queue.isError ? (
            <FormAlert tone="error">{t('queue.loadError')}</FormAlert>
          ) : queue.data.tickets.length === 0 ? (
            <p className="text-muted">{t('queue.empty')}</p>
          ) : (
            <ol className="flex flex-col gap-3" data-testid="support-queue">
              {queue.data.tickets.map((ticket) => (
                <li
                  key={ticket.id}
                  className="flex flex-col gap-2 rounded-xl border border-border bg-surface-raised p-4"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{t(`support.topics.${ticket.topic}`)}</span>
                    <PriorityBadge priority={ticket.priority} />
                    <span className="text-muted text-sm">
                      {ticket.status === 'closed'
                        ? t('support.status.closed')
                        : ticket.last_from === 'person'
                          ? t('queue.waiting')
                          : t('queue.answered')}
                    </span>
                  </div>
                  <p className="text-muted text-sm">
                    <bdi dir="ltr">{ticket.person ?? t('queue.deletedAccount')}</bdi> ·{' '}
                    {formatDate(ticket.created_at)}
                  </p>
                  <p dir="auto" className="line-clamp-3 whitespace-pre-wrap break-words">
                    {ticket.preview}
                  </p>
                  <Button
                    variant="secondary"
                    className="self-start"
                    aria-label={t('queue.openTicketNamed', {
                      topic: t(`support.topics.${ticket.topic}`),
                      person: ticket.person ?? t('queue.deletedAccount'),
                      date: formatDate(ticket.created_at),
                    })}
                    onClick={() => setOpenId(ticket.id)}
                  >
                    {t('queue.openTicket')}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
