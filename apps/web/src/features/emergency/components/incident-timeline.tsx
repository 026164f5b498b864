import type { Incident, IncidentAlert } from '@amparo/contract/emergency/incident';
import {
  BellRing,
  CheckCircle2,
  Clock,
  MapPin,
  MapPinOff,
  PlayCircle,
  RotateCw,
  ShieldCheck,
  XCircle,
} from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

export function formatWhen(iso: string, language: string, withDate = false): string {
  const options: Intl.DateTimeFormatOptions = withDate
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { hour: 'numeric', minute: '2-digit', second: '2-digit' };
  try {
    return new Intl.DateTimeFormat(language === 'ht' ? 'fr-HT' : language, options).format(new Date(iso));
  } catch {
    return new Date(iso).toLocaleString();
  }
}

/** One line of an incident's timeline (also the family's read-only view). */
export function Step({ icon, time, children }: { icon: ReactNode; time: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div className="min-w-0 flex-1">
        <div className="text-foreground">{children}</div>
        <p className="text-muted text-sm">
          <time>{time}</time>
        </p>
      </div>
    </li>
  );
}

/** A delivery status as an icon: sent, failed, or still on its way. */
export function AlertIcon({ status }: { status: IncidentAlert['status'] }) {
  if (status === 'sent') return <CheckCircle2 aria-hidden="true" className="size-6 text-success" />;
  if (status === 'failed') return <XCircle aria-hidden="true" className="size-6 text-danger" />;
  return <Clock aria-hidden="true" className="size-6 text-warning" />;
}

type IncidentTimelineProps = {
  incident: Incident;
  onRetry: (alert: IncidentAlert) => void;
  retrying: boolean;
};

/**
 * Started, location, every alert with its delivery status (and "Retry" when one failed); then each "alert
 * everyone again" with its own time, place and alerts; ended.
 */
export function IncidentTimeline({ incident, onRetry, retrying }: IncidentTimelineProps) {
  const { t, i18n } = useTranslation('emergency');
  const language = i18n.language;
  const helpAlerts = incident.alerts.filter((alert) => alert.kind === 'help');
  const safeAlerts = incident.alerts.filter((alert) => alert.kind === 'safe');
  const firstRound = helpAlerts.filter((alert) => alert.round <= 1);
  const laterRounds = incident.rounds.filter((round) => round.number > 1);

  const alertStep = (alert: IncidentAlert) => (
    <Step
      key={alert.id}
      icon={<AlertIcon status={alert.status} />}
      time={formatWhen(alert.sent_at ?? alert.failed_at ?? alert.created_at, language)}
    >
      <p>
        <span dir="auto">
          {t('incident.alertTo', {
            kind: t(`incident.kind.${alert.kind}`),
            name: alert.contact_name,
            channel: t(`incident.channel.${alert.channel}`),
            recipient: alert.recipient_hint,
          })}
        </span>
      </p>
      <p className="font-semibold" data-alert-status={alert.status}>
        {t(`incident.status.${alert.status}`)}
        {alert.next_attempt_at ? (
          <span className="font-normal text-muted">
            {' · '}
            {t('incident.retrying', { time: formatWhen(alert.next_attempt_at, language) })}
          </span>
        ) : null}
      </p>
      {alert.status === 'failed' || alert.next_attempt_at ? (
        <Button
          variant="secondary"
          className="mt-2"
          disabled={retrying}
          aria-label={t('incident.retryLabel', { name: alert.contact_name })}
          onClick={() => onRetry(alert)}
        >
          <RotateCw aria-hidden="true" className="size-5" />
          {t('incident.retry')}
        </Button>
      ) : null}
    </Step>
  );

  return (
    <div className="flex flex-col gap-4">
      {laterRounds.length > 0 ? (
        <p className="font-semibold text-foreground text-lg" data-testid="rounds-total">
          {t('again.roundsTotal', { count: incident.rounds.length })}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4" aria-label={t('response.timelineTitle')}>
        <Step
          icon={<PlayCircle aria-hidden="true" className="size-6 text-primary" />}
          time={formatWhen(incident.started_at, language, true)}
        >
          <p className="font-semibold">{t('incident.started')}</p>
        </Step>
        {incident.location && incident.map_url ? (
          <Step
            icon={<MapPin aria-hidden="true" className="size-6 text-primary" />}
            time={formatWhen(incident.started_at, language)}
          >
            <p className="font-semibold">{t('incident.locationTaken')}</p>
            <a href={incident.map_url} target="_blank" rel="noopener noreferrer">
              {t('incident.openMap')}
            </a>
          </Step>
        ) : (
          <Step
            icon={<MapPinOff aria-hidden="true" className="size-6 text-muted" />}
            time={formatWhen(incident.started_at, language)}
          >
            <p>{t('incident.noLocation')}</p>
          </Step>
        )}
        {firstRound.length === 0 ? (
          <li className="rounded-lg border-2 border-warning p-3 text-foreground">{t('incident.noAlerts')}</li>
        ) : (
          firstRound.map(alertStep)
        )}
        {laterRounds.map((round) => (
          <Fragment key={round.number}>
            <Step
              icon={<BellRing aria-hidden="true" className="size-6 text-danger" />}
              time={formatWhen(round.started_at, language, true)}
            >
              <p className="font-semibold" data-round={round.number}>
                {t('again.roundStep')}
              </p>
              {round.map_url ? (
                <a href={round.map_url} target="_blank" rel="noopener noreferrer">
                  {t('incident.openMap')}
                </a>
              ) : (
                <p className="text-muted">{t('incident.noLocation')}</p>
              )}
            </Step>
            {helpAlerts.filter((alert) => alert.round === round.number).map(alertStep)}
          </Fragment>
        ))}
        {incident.ended_at ? (
          <Step
            icon={<ShieldCheck aria-hidden="true" className="size-6 text-success" />}
            time={formatWhen(incident.ended_at, language)}
          >
            <p className="font-semibold">{t('incident.ended')}</p>
          </Step>
        ) : null}
        {safeAlerts.map(alertStep)}
      </ol>
    </div>
  );
}
