import type { Consultation, ConsultationEvent } from '@amparo/contract/legal/consultation-models';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatConsultationTime } from '../consultation-times.ts';

type TimelineKind =
  | 'requested'
  | 'cancelled'
  | 'acceptedProposed'
  | 'accepted'
  | 'time_proposed'
  | 'declined'
  | 'done'
  | 'closed';

function kindOf(event: ConsultationEvent): TimelineKind {
  if (event.status === 'accepted' && event.by === 'client') return 'acceptedProposed';
  return event.status as TimelineKind;
}

/** What happened, oldest first: who did what, when, the time it named, and their note (as they wrote it). */
export function ConsultationTimeline({ consultation }: { consultation: Consultation }) {
  const { t, i18n } = useTranslation('consultations');
  const titleId = useId();
  const name = consultation.professional.full_name;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-bold text-foreground text-xl">
        {t('timeline.title')}
      </h2>
      <ol className="flex flex-col gap-3 border-border border-s-2 ps-4">
        {consultation.events.map((event) => {
          const kind = kindOf(event);
          const line =
            event.by === null
              ? t('timeline.someone')
              : event.by === consultation.viewer_role
                ? t(`timeline.you.${kind}`)
                : t(`timeline.them.${kind}`, { name });
          return (
            <li key={event.id} className="flex flex-col gap-1" data-testid="timeline-event">
              <p className="font-semibold text-foreground">{line}</p>
              <p className="text-muted text-sm">
                <time dateTime={event.created_at}>
                  {formatConsultationTime(event.created_at, i18n.language)}
                </time>
              </p>
              {event.time ? (
                <p className="text-foreground">
                  {t(event.status === 'time_proposed' ? 'list.proposedFor' : 'list.scheduledFor', {
                    time: formatConsultationTime(event.time, i18n.language),
                  })}
                </p>
              ) : null}
              {event.note ? (
                <blockquote
                  className="whitespace-pre-wrap rounded-lg bg-surface p-3 text-foreground"
                  dir="auto"
                >
                  <span className="sr-only">{t('timeline.note')}: </span>
                  {event.note}
                </blockquote>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
