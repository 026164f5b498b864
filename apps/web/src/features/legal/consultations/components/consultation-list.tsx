import type { ConsultationSummary } from '@amparo/contract/legal/consultation-models';
import { ChevronRight, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../lib/router/index.ts';
import { formatConsultationDay, formatConsultationTime } from '../consultation-times.ts';
import { StatusBadge } from './status-badge.tsx';

/** Requests as cards, newest first; each whole card is the link to the request. */
export function ConsultationList({
  consultations,
  side,
}: {
  consultations: ConsultationSummary[];
  side: 'client' | 'professional';
}) {
  const { t, i18n } = useTranslation('consultations');
  return (
    <ul className="flex flex-col gap-3" data-testid={`consultation-list-${side}`}>
      {consultations.map((consultation) => (
        <li key={consultation.id}>
          <Link
            to={`/legal-hub/consultations/${consultation.id}`}
            className="flex items-center gap-3 rounded-2xl border border-border bg-surface-raised p-4 text-foreground no-underline hover:border-primary"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={consultation.status} />
              </div>
              <p className="font-bold text-lg">{t(`topics.${consultation.topic}`)}</p>
              {side === 'client' ? (
                <p className="text-foreground">
                  <bdi>{consultation.professional.full_name}</bdi>
                </p>
              ) : null}
              {consultation.scheduled_time ? (
                <p>
                  {t('list.scheduledFor', {
                    time: formatConsultationTime(consultation.scheduled_time, i18n.language),
                  })}
                </p>
              ) : consultation.proposed_time ? (
                <p>
                  {t('list.proposedFor', {
                    time: formatConsultationTime(consultation.proposed_time, i18n.language),
                  })}
                </p>
              ) : null}
              <p className="flex flex-wrap items-center gap-x-3 text-muted text-sm">
                <span>
                  {side === 'client'
                    ? t('list.sent', { date: formatConsultationDay(consultation.created_at, i18n.language) })
                    : t('list.received', {
                        date: formatConsultationDay(consultation.created_at, i18n.language),
                      })}
                </span>
                {consultation.document_count > 0 ? (
                  <span className="inline-flex items-center gap-1">
                    <FileText aria-hidden="true" className="size-4" />
                    {t('list.documents', { count: consultation.document_count })}
                  </span>
                ) : null}
              </p>
            </div>
            <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-muted rtl:-scale-x-100" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
