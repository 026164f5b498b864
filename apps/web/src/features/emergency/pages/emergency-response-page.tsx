import { hasAlertName } from '@amparo/contract/emergency/emergency-settings';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session-provider.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { useIncident, useIncidents, useMarkSafe, useRetryAlert } from '../api/incidents.ts';
import { useEmergencySettings } from '../api/settings.ts';
import { OfficerCard, OfficerCardButton } from '../card/officer-card.tsx';
import { AlertNameForm } from '../components/alert-name-form.tsx';
import { IncidentTimeline } from '../components/incident-timeline.tsx';
import { PastIncidents } from '../components/past-incidents.tsx';
import { SmsFallback } from '../components/sms-fallback.tsx';
import { AlertCountdown } from '../help-me-now/alert-countdown.tsx';
import { usePendingIncidents } from '../help-me-now/help-me-now-root.tsx';
import { releaseNameHeldIncidents, withdrawPendingIncident } from '../help-me-now/pending-incidents.ts';
import { startAlertCountdown } from '../help-me-now/start-alert-countdown.ts';
import { HotlinesSection } from '../hotlines/hotlines-section.tsx';

// /emergency-response: what happens after Help Me Now. The card to show an officer comes first (at once, full
// screen, the moment the hold or the confirmation completes), with the countdown for the alerts on it and
// Cancel beside it; then whether the alert reached each contact, call buttons and "I'm safe".

type AlertPanelState = 'name-needed' | 'countdown' | 'sending' | 'cancelled' | 'sent' | 'none';

export function EmergencyResponsePage() {
  const { t } = useTranslation('emergency');
  useDocumentTitle(t('response.title'));
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const activation = params.get('alert');
  const [cardOpen, setCardOpen] = useState(activation !== null);
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
  const settings = useEmergencySettings();
  const [cancelled, setCancelled] = useState(false);
  const own = pending.find((item) => item.client_id === activation) ?? null;
  const alertsAt = own?.alerts_at && !own.needs_name ? Date.parse(own.alerts_at) : null;
  const counting = alertsAt !== null && alertsAt > Date.now();
  // Redrawn when the countdown ends, even if the alert cannot leave yet (no network).
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (alertsAt === null || alertsAt <= Date.now()) return;
    const timer = window.setTimeout(redraw, alertsAt - Date.now() + 50);
    return () => window.clearTimeout(timer);
  }, [alertsAt]);
  // The waiting section below is for alerts already on their way, not for one still inside its countdown.
  const waiting =
    (counting || own?.needs_name ? null : own) ??
    pending.find((item) => item.client_id !== activation && !item.needs_name) ??
    null;
  const sentForActivation = activation !== null && list.some((item) => item.client_id === activation);
  const named = settings.data !== undefined && hasAlertName(settings.data);
  // Help Me Now queued nothing because no alert name was known (`name=needed`): once it is (saved here, or
  // the settings arriving), this activation's countdown starts. The mark leaves the address at once, so a
  // reload after Cancel never starts it again.
  const nameNeeded = params.get('name') === 'needed';
  useEffect(() => {
    if (!nameNeeded || !named || !userId || !activation || own) return;
    setParams(
      (current) => {
        current.delete('name');
        return current;
      },
      { replace: true },
    );
    startAlertCountdown(userId, { clientId: activation, startedAt: new Date() }, settings.data);
  }, [nameNeeded, named, userId, activation, own, setParams, settings.data]);

  let panel: AlertPanelState = 'none';
  if (activation === null) panel = 'none';
  else if (cancelled) panel = 'cancelled';
  else if (own?.needs_name || (nameNeeded && !own && !named)) panel = 'name-needed';
  else if (counting) panel = 'countdown';
  else if (own) panel = 'sending';
  else if (sentForActivation) panel = 'sent';

  const cancelAlerts = () => {
    if (userId && activation && withdrawPendingIncident(userId, activation)) setCancelled(true);
  };

  const announcements: Record<AlertPanelState, string> = {
    'name-needed': t('alertName.responseTitle'),
    countdown: t('alertCountdown.announce', { count: 5 }),
    sending: online ? t('response.sending') : t('response.offlineTitle'),
    cancelled: t('alertCountdown.cancelled'),
    sent: t('alertCountdown.sent'),
    none: '',
  };

  const alertPanel =
    panel === 'none' ? null : (
      // The app's own surface colours, on the white card too, so text and inputs keep their contrast in dark mode.
      <section
        aria-label={t('alertCountdown.label')}
        className="rounded-xl border-2 border-danger bg-surface-raised p-4 text-foreground"
        data-alert-panel={panel}
      >
        <p role="status" className="sr-only">
          {announcements[panel]}
        </p>
        {panel === 'name-needed' && userId && activation ? (
          <AlertNameForm
            framed={false}
            headingLevel={2}
            title={t('alertName.responseTitle')}
            // The server's alert_name_required, said in the person's language.
            intro={own?.needs_name ? t('alertName.serverAsked') : t('alertName.responseIntro')}
            submitLabel={t('alertName.responseSave')}
            onSaved={() => {
              // A new activation starts from the effect above; one the server held back restarts here.
              if (own?.needs_name) releaseNameHeldIncidents(userId);
            }}
          />
        ) : null}
        {panel === 'countdown' && own?.alerts_at ? (
          <AlertCountdown alertsAt={own.alerts_at} onCancel={cancelAlerts} />
        ) : null}
        {panel === 'sending' ? (
          <p className="font-semibold text-lg" aria-hidden="true">
            {announcements.sending}
          </p>
        ) : null}
        {panel === 'cancelled' || panel === 'sent' ? (
          <p className="font-semibold text-lg" aria-hidden="true">
            {announcements[panel]}
          </p>
        ) : null}
      </section>
    );

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6">
      {cardOpen ? (
        <OfficerCard fullScreen alertPanel={alertPanel} onClose={() => setCardOpen(false)} />
      ) : null}
      <header className="flex flex-col gap-3">
        <h1 id={titleId} className="font-bold text-3xl text-foreground tracking-tight">
          {t('response.title')}
        </h1>
        <p className="text-foreground text-lg">{t('response.stayCalm')}</p>
        <OfficerCardButton className="self-start" />
      </header>
      {cardOpen ? null : alertPanel}

      {waiting ? (
        <section
          aria-live="polite"
          className="flex flex-col gap-4 rounded-2xl border-2 border-warning bg-surface-raised p-5"
          data-testid="pending-alert"
        >
          {online ? (
            <p className="font-semibold text-foreground text-lg">{t('response.sending')}</p>
          ) : (
            <>
              <h2 className="font-bold text-foreground text-xl">{t('response.offlineTitle')}</h2>
              <p className="text-foreground">{t('response.offlineText')}</p>
            </>
          )}
          {online ? null : <SmsFallback incident={waiting} />}
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
      ) : !waiting && incidents.isSuccess ? (
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

      <HotlinesSection />

      {incidents.data ? <PastIncidents incidents={list} /> : null}
    </div>
  );
}
