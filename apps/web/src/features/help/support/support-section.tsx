import type { SupportTicketSummary } from '@amparo/contract/support/support-models';
import { ArrowLeft } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { intlLocale } from '../../../lib/intl-locale.ts';
import { useNavigate, useSearchParams } from '../../../lib/router/index.ts';
import { signInPathFor } from '../../../lib/safe-redirect-path.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { ReplyForm, ThreadMessage } from '../../../ui/support-thread.tsx';
import { NewTicketForm } from './new-ticket-form.tsx';
import { useReplySupportTicket, useSupportTicket, useSupportTickets } from './support-api.ts';
import { requestProblem } from './support-errors.ts';

const TICKET_PARAM = 'ticket';

function useFormatDate() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(new Date(iso));
}

function TicketList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('help');
  const tickets = useSupportTickets();
  const formatDate = useFormatDate();
  if (tickets.isPending) return <LoadingMessage label={t('loading')} className="py-6" />;
  if (tickets.isError) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert tone="error">{t('support.listError')}</FormAlert>
        <Button className="self-start" onClick={() => void tickets.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  if (tickets.data.tickets.length === 0) return <p className="text-muted">{t('support.listEmpty')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {tickets.data.tickets.map((ticket: SupportTicketSummary) => {
        const topic = t(`support.topics.${ticket.topic}`);
        const date = formatDate(ticket.created_at);
        const answered = ticket.last_from === 'support' && ticket.status === 'open';
        return (
          <li key={ticket.id}>
            <button
              type="button"
              onClick={() => onOpen(ticket.id)}
              aria-label={t('support.openRequest', { topic, date })}
              className="flex min-h-12 w-full flex-wrap items-center justify-between gap-2 rounded-xl border border-border bg-surface-raised px-4 py-3 text-start hover:bg-primary-soft focus-visible:outline-3 focus-visible:outline-focus"
            >
              <span className="flex flex-col">
                <span className="font-semibold">{topic}</span>
                <span className="text-muted text-sm">{t('support.startedOn', { date })}</span>
              </span>
              <span className="flex flex-wrap gap-2 text-sm">
                {answered ? (
                  <span className="rounded-full bg-primary px-3 py-1 font-semibold text-primary-foreground">
                    {t('support.newAnswer')}
                  </span>
                ) : null}
                <span className="rounded-full border border-border px-3 py-1">
                  {t(`support.status.${ticket.status}`)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function TicketView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('help');
  const ticket = useSupportTicket(id);
  const reply = useReplySupportTicket(id);
  const formatDate = useFormatDate();
  const back = (
    <Button variant="ghost" className="self-start" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {t('support.back')}
    </Button>
  );
  if (ticket.isPending) return <LoadingMessage label={t('loading')} className="py-6" />;
  if (ticket.isError) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <FormAlert tone="error">{requestProblem(t, ticket.error)}</FormAlert>
      </div>
    );
  }
  const data = ticket.data;
  return (
    <div className="flex flex-col gap-4" data-testid="support-thread">
      {back}
      <div>
        <h3 className="font-bold text-xl">{t(`support.topics.${data.topic}`)}</h3>
        <p className="text-muted text-sm">
          {t('support.startedOn', { date: formatDate(data.created_at) })} ·{' '}
          {t(`support.status.${data.status}`)}
        </p>
      </div>
      <ol className="flex flex-col gap-3">
        {data.messages.map((message) => (
          <ThreadMessage
            key={message.id}
            message={message}
            fromLabel={message.from === 'support' ? t('support.fromSupport') : t('support.fromYou')}
          />
        ))}
      </ol>
      {data.status === 'closed' ? <FormAlert tone="info">{t('support.closedNote')}</FormAlert> : null}
      <ReplyForm
        label={t('support.reply')}
        submitLabel={t('support.sendReply')}
        sentLabel={t('support.replySent')}
        pending={reply.isPending}
        error={reply.isError ? requestProblem(t, reply.error) : null}
        onSend={(message, done) => reply.mutate(message, { onSuccess: done })}
      />
    </div>
  );
}

/**
 * "Contact support" (issue 15): signed in, the person's requests with the answers, a thread to reply in, and a new
 * request; signed out, how to sign in. `?ticket=<id>` (the link in the email) opens that request.
 */
export function SupportSection({ priority }: { priority: boolean }) {
  const { t } = useTranslation('help');
  const headingId = useId();
  const { session } = useSession();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const openId = search.get(TICKET_PARAM);
  // The hash keeps the section in view when a request opens or closes.
  const open = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set(TICKET_PARAM, id);
    else next.delete(TICKET_PARAM);
    const query = next.toString();
    void navigate(`/help${query ? `?${query}` : ''}#support`);
  };

  return (
    <section id="support" aria-labelledby={headingId} className="flex scroll-mt-24 flex-col gap-4">
      <header className="flex flex-col gap-2">
        <h2 id={headingId} className="font-bold text-2xl">
          {t('support.title')}
        </h2>
        <p className="max-w-prose">{t('support.intro')}</p>
        {session && priority ? <p className="font-semibold">{t('support.priority')}</p> : null}
        <p className="max-w-prose text-muted">{t('support.notUrgent')}</p>
        <p className="max-w-prose text-muted">{t('support.neverSend')}</p>
      </header>
      {session ? (
        openId ? (
          <TicketView id={openId} onBack={() => open(null)} />
        ) : (
          <>
            <NewTicketForm onCreated={(ticket) => open(ticket.id)} />
            <h3 className="font-bold text-xl">{t('support.listTitle')}</h3>
            <TicketList onOpen={open} />
          </>
        )
      ) : (
        <div className="flex flex-col gap-3">
          <p>{t('support.signedOut')}</p>
          <ButtonLink to={signInPathFor('/help#support')} className="self-start">
            {t('support.signIn')}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
