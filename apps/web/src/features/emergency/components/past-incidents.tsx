import type { IncidentSummary } from '@amparo/contract/emergency/incident';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { useDeleteIncident } from '../api/incidents.ts';
import { formatWhen } from './incident-timeline.tsx';

export function PastIncidents({ incidents }: { incidents: IncidentSummary[] }) {
  const { t, i18n } = useTranslation('emergency');
  const titleId = useId();
  const remove = useDeleteIncident();
  const past = incidents.filter((incident) => incident.status === 'ended');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-bold text-2xl text-foreground">
        {t('response.pastTitle')}
      </h2>
      {past.length === 0 ? (
        <p className="text-muted">{t('response.pastEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {past.map((incident) => {
            const date = formatWhen(incident.started_at, i18n.language, true);
            return (
              <li
                key={incident.id}
                className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-raised p-4"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-foreground">
                    <time dateTime={incident.started_at}>{date}</time>
                  </p>
                  <p className="text-muted text-sm">
                    {t('response.pastSummary', { count: incident.alerts_total, sent: incident.alerts_sent })}
                  </p>
                </div>
                <ConfirmButton
                  label={
                    <>
                      <Trash2 aria-hidden="true" className="size-5" />
                      {t('response.delete')}
                    </>
                  }
                  ariaLabel={t('response.deleteLabel', { date })}
                  question={t('response.deleteConfirm')}
                  confirmLabel={t('response.deleteYes')}
                  cancelLabel={t('helpMeNow.cancel')}
                  disabled={remove.isPending}
                  onConfirm={() => remove.mutate(incident.id)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
