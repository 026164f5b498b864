import type { FamilyIncident, FamilyIncidentAlert } from '@amparo/contract/family/get-family-incident';
import { MapPin, MapPinOff, PlayCircle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AlertIcon, formatWhen, Step } from './incident-timeline.tsx';

/**
 * Another family member's Help Me Now, read-only (issue 12, point 6): when it started, where (when they share
 * their location), who was alerted and whether each message arrived, and "safe" once they end it. No buttons
 * that act on it: only the person who pressed can end it.
 */
export function FamilyIncidentView({ incident }: { incident: FamilyIncident }) {
  const { t, i18n } = useTranslation('emergency');
  const language = i18n.language;
  const name = incident.person.display_name;
  const active = incident.status === 'active';

  const alertStep = (alert: FamilyIncidentAlert) => (
    <Step
      key={alert.id}
      icon={<AlertIcon status={alert.status} />}
      time={formatWhen(alert.sent_at ?? alert.failed_at ?? alert.created_at, language)}
    >
      <p dir="auto">
        {alert.is_me
          ? t('familyIncident.alertToYou', {
              kind: t(`incident.kind.${alert.kind}`),
              channel: t(`incident.channel.${alert.channel}`),
            })
          : t('familyIncident.alertTo', {
              kind: t(`incident.kind.${alert.kind}`),
              name: alert.name,
              channel: t(`incident.channel.${alert.channel}`),
            })}
      </p>
      <p className="font-semibold" data-alert-status={alert.status}>
        {t(`incident.status.${alert.status}`)}
      </p>
    </Step>
  );
  const helpAlerts = incident.alerts.filter((alert) => alert.kind === 'help');
  const safeAlerts = incident.alerts.filter((alert) => alert.kind === 'safe');

  return (
    <article className="flex flex-col gap-4" data-testid="family-incident" data-status={incident.status}>
      <h3 className="flex items-center gap-2 font-bold text-foreground text-xl">
        {active ? null : <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-success" />}
        <span dir="auto">
          {active ? t('familyIncident.pressedTitle', { name }) : t('familyIncident.safeTitle', { name })}
        </span>
      </h3>
      {active ? <p className="text-foreground">{t('familyIncident.onlyTheyCanEnd', { name })}</p> : null}
      <ol className="flex flex-col gap-4" aria-label={t('familyIncident.timelineLabel', { name })}>
        <Step
          icon={<PlayCircle aria-hidden="true" className="size-6 text-primary" />}
          time={formatWhen(incident.started_at, language, true)}
        >
          <p className="font-semibold">{t('incident.started')}</p>
        </Step>
        {incident.map_url ? (
          <Step
            icon={<MapPin aria-hidden="true" className="size-6 text-primary" />}
            time={formatWhen(incident.started_at, language)}
          >
            <p className="font-semibold">{t('incident.locationTaken')}</p>
            <a
              href={incident.map_url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              {t('familyIncident.openMap', { name })}
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
        {helpAlerts.map(alertStep)}
        {incident.ended_at ? (
          <Step
            icon={<ShieldCheck aria-hidden="true" className="size-6 text-success" />}
            time={formatWhen(incident.ended_at, language, true)}
          >
            <p className="font-semibold text-success" dir="auto">
              {t('familyIncident.ended', { name })}
            </p>
          </Step>
        ) : null}
        {safeAlerts.map(alertStep)}
      </ol>
    </article>
  );
}
