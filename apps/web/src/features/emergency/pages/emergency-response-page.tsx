import { incidentCurrency } from '@amparo/contract/emergency/incident-currency';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { useIncident, useIncidents, useMarkSafe, useRetryAlert } from '../api/incidents.ts';
import { OfficerCardButton } from '../card/officer-card.tsx';
import { FAMILY_INCIDENT_PARAM, FamilyIncidentsSection } from '../components/family-incidents-section.tsx';
import { formatWhen, IncidentTimeline } from '../components/incident-timeline.tsx';
import { PastIncidents } from '../components/past-incidents.tsx';
import { SmsFallback } from '../components/sms-fallback.tsx';
import { AlertAgain } from '../help-me-now/alert-again.tsx';
import { AlertPanel } from '../help-me-now/alert-panel.tsx';
import { openHelpCard, useHelpCard } from '../help-me-now/help-card-store.ts';
import { useCountingDown, usePendingIncidents } from '../help-me-now/use-pending-incidents.ts';
import { HotlinesSection } from '../hotlines/hotlines-section.tsx';

// /emergency-response: what happens after Help Me Now. The card to show an officer comes first (HelpMeNowRoot
// draws it full screen the moment the hold or the confirmation completes, with the countdown for the alerts
// and Cancel on it); then whether the alert reached each contact, call buttons and "I'm safe". Someone in the
// family who pressed Help Me Now shows here too, read-only: first when the dashboard's link chose them
// (`?family_incident=<id>`), after the person's own alert otherwise.

export function EmergencyResponsePage() {
  const { t, i18n } = useTranslation('emergency');
  useDocumentTitle(t('response.title'));
  const titleId = useId();
  const [params] = useSearchParams();
  const activation = params.get('alert');
  const familyIncidentId = params.get(FAMILY_INCIDENT_PARAM);
  const familySection = <FamilyIncidentsSection selectedId={familyIncidentId} />;
  const online = useOnlineStatus();
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const pending = usePendingIncidents(userId);
  const incidents = useIncidents();
  const list = incidents.data?.incidents ?? [];
  const current =
    list.find((incident) => activation !== null && incident.client_id === activation) ??
    list.find((incident) => incident.status === 'active') ??
    null;
  const incident = useIncident(current?.id ?? null);
  const shown = incident.data ?? null;
  const markSafe = useMarkSafe();
  const retry = useRetryAlert();
  const card = useHelpCard();
  const own = pending.find((item) => item.client_id === activation) ?? null;
  const counting = useCountingDown(own);
  // The waiting section below is for alerts already on their way, not for one still inside its countdown. A
  // round of "alert everyone again" waits in its own place, under the incident it belongs to.
  const waiting =
    (counting || own?.needs_name ? null : own) ??
    pending.find((item) => item.client_id !== activation && !item.needs_name && !item.incident_id) ??
    null;
  // The card's panel carries "alert everyone again" when a second hold led here; the timeline does otherwise.
  const againInPanel = shown !== null && card.again && card.clientId === shown.client_id;

  const viewingFamilyOnly = familyIncidentId !== null && !shown && !waiting && activation === null;

  // Opened here only on a reload (or a link) of this page: after Help Me Now, HelpMeNowRoot opened it at once.
  useEffect(() => {
    if (activation !== null && card.clientId !== activation) openHelpCard(activation, { nameNeeded: false });
  }, [activation, card.clientId]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <h1 id={titleId} className="font-bold text-3xl text-foreground tracking-tight">
          {t('response.title')}
        </h1>
        {/* Words for the person facing officers, not for a relative who came to see someone else's alert. */}
        {viewingFamilyOnly ? null : (
          <>
            <p className="text-foreground text-lg">{t('response.stayCalm')}</p>
            <OfficerCardButton className="self-start" />
          </>
        )}
      </header>
      {card.open || card.clientId !== activation ? null : <AlertPanel />}
      {familyIncidentId === null ? null : familySection}

      {waiting ? (
        <section
          aria-live="polite"
          className="flex flex-col gap-4 rounded-2xl border-2 border-warning bg-surface-raised p-5"
          data-testid="pending-alert"
        >
          {waiting.retry_at ? (
            // Held by the daily limit on new alerts: it goes at the time the server gave; the phone's own
            // messages reach the contacts meanwhile.
            <p className="font-semibold text-foreground text-lg">
              {t('again.dailyLimit', { time: formatWhen(waiting.retry_at, i18n.language, true) })}
            </p>
          ) : online ? (
            <p className="font-semibold text-foreground text-lg">{t('response.sending')}</p>
          ) : (
            <>
              <h2 className="font-bold text-foreground text-xl">{t('response.offlineTitle')}</h2>
              <p className="text-foreground">{t('response.offlineText')}</p>
            </>
          )}
          {online && !waiting.retry_at ? null : <SmsFallback incident={waiting} />}
        </section>
      ) : null}

      {shown ? (
        <section
          aria-labelledby={`${titleId}-timeline`}
          className="flex flex-col gap-4 rounded-2xl bg-surface-raised p-5"
        >
          <h2 id={`${titleId}-timeline`} className="font-bold text-2xl text-foreground">
            {t('response.timelineTitle')}
          </h2>
          <div aria-live="polite">
            <IncidentTimeline
              incident={shown}
              retrying={retry.isPending}
              onRetry={(alert) => retry.mutate({ incidentId: shown.id, alertId: alert.id })}
            />
          </div>
          {shown.status === 'active' && !againInPanel ? (
            <div className="border-border border-t pt-4">
              <AlertAgain
                incident={{ id: shown.id, client_id: shown.client_id, ...incidentCurrency(shown) }}
              />
            </div>
          ) : null}
          {shown.status === 'active' ? (
            <div className="flex flex-col gap-2 border-border border-t pt-4">
              <ConfirmButton
                variant="primary"
                confirmVariant="primary"
                className="min-h-14 w-full text-lg"
                label={
                  <>
                    <ShieldCheck aria-hidden="true" className="size-6" />
                    {t('response.imSafe')}
                  </>
                }
                question={t('response.imSafeConfirm')}
                confirmLabel={t('response.imSafeYes')}
                cancelLabel={t('helpMeNow.cancel')}
                disabled={markSafe.isPending}
                onConfirm={() => markSafe.mutate(shown.id)}
              />
              <p className="text-muted text-sm">{t('response.imSafeHint')}</p>
            </div>
          ) : (
            <p role="status" className="font-semibold text-success">
              {t('response.ended')}
            </p>
          )}
          {markSafe.isError || retry.isError ? (
            <p role="alert" className="font-medium text-danger">
              {t('response.actionError')}
            </p>
          ) : null}
        </section>
      ) : !waiting && incidents.isSuccess && familyIncidentId === null ? (
        <section className="rounded-2xl bg-surface-raised p-5">
          <h2 className="font-bold text-foreground text-xl">{t('response.noActive')}</h2>
          <p className="mt-1 text-muted">{t('response.noActiveText')}</p>
        </section>
      ) : null}
      {incidents.isError && !incidents.data ? (
        <p role="alert" className="text-foreground">
          {t('response.loadError')}
        </p>
      ) : null}

      {familyIncidentId === null ? familySection : null}

      <HotlinesSection />

      {incidents.data ? <PastIncidents incidents={list} /> : null}
    </div>
  );
}
