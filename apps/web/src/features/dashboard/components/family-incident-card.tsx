import type { FamilyIncidentSummary } from '@amparo/contract/family/list-family-incidents';
import { ShieldCheck, Siren } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../lib/intl-locale.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { useFamilyIncidents } from '../api/family-incidents.ts';

const RESPONSE_PATH = '/emergency-response';

/** "at 14:02" for today, "on 23 Nov 2026, 14:02" for another day, in the person's language. */
function describeWhen(iso: string, language: string, now: Date): { today: boolean; text: string } {
  const date = new Date(iso);
  const today = date.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = today
    ? { hour: 'numeric', minute: '2-digit' }
    : { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return { today, text: new Intl.DateTimeFormat(intlLocale(language), options).format(date) };
  } catch {
    return { today, text: date.toLocaleString() };
  }
}

function IncidentLine({ incident, now }: { incident: FamilyIncidentSummary; now: Date }) {
  const { t, i18n } = useTranslation('dashboard');
  const name = incident.person.display_name;
  const active = incident.status === 'active';
  const when = describeWhen(
    active || !incident.ended_at ? incident.started_at : incident.ended_at,
    i18n.language,
    now,
  );
  const values = { name, time: when.text, date: when.text };
  const line = active
    ? t(when.today ? 'familyIncident.pressedAt' : 'familyIncident.pressedOn', values)
    : t(when.today ? 'familyIncident.safeAt' : 'familyIncident.safeOn', values);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-surface p-3">
      <p className="flex min-w-0 items-center gap-2 font-semibold text-foreground">
        {active ? (
          <Siren aria-hidden="true" className="size-6 shrink-0 text-warning" />
        ) : (
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
        )}
        <span dir="auto">{line}</span>
      </p>
      <ButtonLink
        to={`${RESPONSE_PATH}?family_incident=${incident.id}`}
        variant={active ? 'primary' : 'secondary'}
        aria-label={t(active ? 'familyIncident.openLabel' : 'familyIncident.seeLabel', { name })}
      >
        {t(active ? 'familyIncident.open' : 'familyIncident.see')}
      </ButtonLink>
    </li>
  );
}

/**
 * Someone in the family pressed Help Me Now (issue 12, point 6): calm, at the top of the dashboard, with the way
 * to what happened. Also the ones that ended in the last day, so the family sees the person is safe. Nothing
 * while there is nothing to say.
 */
export function FamilyIncidentCard({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const { data } = useFamilyIncidents();
  const incidents = data?.incidents ?? [];
  if (incidents.length === 0) return null;
  const anyActive = incidents.some((incident) => incident.status === 'active');
  // Active first, then the ended ones, each newest first (the server's order).
  const ordered = [
    ...incidents.filter((incident) => incident.status === 'active'),
    ...incidents.filter((incident) => incident.status !== 'active'),
  ];

  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded-2xl border-2 bg-surface-raised p-4 sm:p-6 ${
        anyActive ? 'border-warning' : 'border-border'
      }`}
      data-testid="family-incident-card"
    >
      <h2 id={titleId} className="font-bold text-foreground text-xl">
        {t(anyActive ? 'familyIncident.activeTitle' : 'familyIncident.endedTitle')}
      </h2>
      <ul className="flex flex-col gap-2" aria-live="polite">
        {ordered.map((incident) => (
          <IncidentLine key={incident.id} incident={incident} now={now} />
        ))}
      </ul>
    </section>
  );
}
