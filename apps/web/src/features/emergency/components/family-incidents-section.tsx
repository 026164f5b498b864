import type { FamilyIncidentSummary } from '@amparo/contract/family/list-family-incidents';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { Link } from '../../../lib/router/index.ts';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { useFamilyIncident, useFamilyIncidents } from '../api/family-incidents.ts';
import { FamilyIncidentView } from './family-incident-view.tsx';
import { formatWhen } from './incident-timeline.tsx';

export const FAMILY_INCIDENT_PARAM = 'family_incident';

function OtherIncidentLink({ incident }: { incident: FamilyIncidentSummary }) {
  const { t, i18n } = useTranslation('emergency');
  const name = incident.person.display_name;
  const active = incident.status === 'active';
  const time = formatWhen(incident.ended_at ?? incident.started_at, i18n.language, true);
  return (
    <li>
      <Link
        to={`/emergency-response?${FAMILY_INCIDENT_PARAM}=${incident.id}`}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        <span dir="auto">
          {active
            ? t('familyIncident.otherActive', { name, time })
            : t('familyIncident.otherEnded', { name, time })}
        </span>
      </Link>
    </li>
  );
}

/**
 * The family on /emergency-response: the incident chosen with `?family_incident=<id>` (the dashboard's link),
 * else the newest active one, read-only; and a link to each other one of the last day. Nothing when nobody in
 * the family pressed Help Me Now.
 */
export function FamilyIncidentsSection({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation('emergency');
  const titleId = useId();
  const list = useFamilyIncidents();
  const incidents = list.data?.incidents ?? [];
  const shownId = selectedId ?? incidents.find((incident) => incident.status === 'active')?.id ?? null;
  const detail = useFamilyIncident(shownId);
  const others = incidents.filter((incident) => incident.id !== shownId);
  if (shownId === null && others.length === 0) return null;
  const missing = detail.error instanceof ApiRequestError && detail.error.status < 500;
  const anyActive =
    detail.data?.status === 'active' || incidents.some((incident) => incident.status === 'active');

  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-2xl border-2 bg-surface-raised p-5 ${
        anyActive ? 'border-warning' : 'border-border'
      }`}
      data-testid="family-incidents"
    >
      <h2 id={titleId} className="font-bold text-2xl text-foreground">
        {t('familyIncident.sectionTitle')}
      </h2>
      {shownId === null ? null : detail.data ? (
        <div aria-live="polite">
          <FamilyIncidentView incident={detail.data} />
        </div>
      ) : missing ? (
        <p className="text-foreground">{t('familyIncident.notAvailable')}</p>
      ) : detail.isError ? (
        <p role="alert" className="text-foreground">
          {t('familyIncident.loadError')}
        </p>
      ) : (
        <LoadingMessage label={t('familyIncident.loading')} />
      )}
      {others.length > 0 ? (
        <div className="flex flex-col gap-1 border-border border-t pt-4">
          <h3 className="font-semibold text-foreground">{t('familyIncident.othersTitle')}</h3>
          <ul className="flex flex-col">
            {others.map((incident) => (
              <OtherIncidentLink key={incident.id} incident={incident} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
