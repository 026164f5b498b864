import { hasAlertName } from '@amparo/contract/emergency/emergency-settings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-provider.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { useIncidents } from '../api/incidents.ts';
import { readKnownIncidents } from '../api/known-incidents.ts';
import { useEmergencySettings } from '../api/settings.ts';
import { AlertNameForm } from '../components/alert-name-form.tsx';
import { formatWhen } from '../components/incident-timeline.tsx';
import { AlertAgain } from './alert-again.tsx';
import { AlertCountdown } from './alert-countdown.tsx';
import { markHelpAlertsCancelled, markHelpNameGiven, useHelpCard } from './help-card-store.ts';
import { releaseNameHeldIncidents, withdrawPendingIncident } from './pending-incidents.ts';
import { startAlertCountdown } from './start-alert-countdown.ts';
import { useCountingDown, usePendingIncidents } from './use-pending-incidents.ts';

type AlertPanelState =
  | 'name-needed'
  | 'countdown'
  | 'sending'
  | 'limited'
  | 'cancelled'
  | 'sent'
  | 'again'
  | 'none';

/**
 * Where the alerts of the activation on the officer card stand: the countdown with Cancel, the name asked
 * first, "sending", held by the daily limit, "cancelled" or "sent"; or, when the hold found an alert already
 * current, that alert's "alert everyone again" (decision 043). On the card while it is open, in the response
 * page once it is closed. Screen readers hear each change once through its status line, never the seconds
 * ticking.
 */
export function AlertPanel() {
  const { t, i18n } = useTranslation('emergency');
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const online = useOnlineStatus();
  const card = useHelpCard();
  const activation = card.clientId;
  const pending = usePendingIncidents(userId);
  const settings = useEmergencySettings();
  const incidents = useIncidents();
  const own = pending.find((item) => item.client_id === activation) ?? null;
  const counting = useCountingDown(own);
  const sent =
    activation !== null && (incidents.data?.incidents ?? []).some((item) => item.client_id === activation);
  const named = settings.data !== undefined && hasAlertName(settings.data);
  // The current alert a second hold led to: from the list, or from what the phone knows when offline.
  const current =
    card.again && activation !== null && userId !== null
      ? ((incidents.data?.incidents ?? []).find((item) => item.client_id === activation) ??
        readKnownIncidents(userId).find((item) => item.client_id === activation) ??
        null)
      : null;
  // Someone whose family is alerted too hears "your contacts and your family", not only "your contacts".
  const context = settings.data?.family_alerted ? 'family' : undefined;
  // The card comes first: asking for the name opens the form only when the person chooses to, so the phone's
  // keyboard does not rise over the card they may be showing an officer.
  const [askingName, setAskingName] = useState(false);

  // Help Me Now queued nothing because no alert name was known: once it is (saved here, or the settings
  // arriving), this activation's countdown starts, once.
  useEffect(() => {
    if (!card.nameNeeded || !named || !userId || !activation || own) return;
    markHelpNameGiven();
    startAlertCountdown(userId, { clientId: activation, startedAt: new Date() }, settings.data);
  }, [card.nameNeeded, named, userId, activation, own, settings.data]);

  // Every way to this panel is a press of Help Me Now that sent nothing new (a hold, "Go to my alert", or the
  // server answering that the alert was already on): said plainly, so nobody believes everyone was alerted again,
  // until the person alerts everyone again.
  const nothingNewSent = current?.status === 'active' && card.roundClientId === null;

  let panel: AlertPanelState = 'none';
  if (activation === null) panel = 'none';
  else if (current) panel = 'again';
  else if (card.cancelled) panel = 'cancelled';
  else if (own?.needs_name || (card.nameNeeded && !own && !named)) panel = 'name-needed';
  else if (counting) panel = 'countdown';
  else if (own?.retry_at) panel = 'limited';
  else if (own) panel = 'sending';
  else if (sent) panel = 'sent';
  if (panel === 'none' || !userId || !activation) return null;

  const cancelAlerts = () => {
    if (withdrawPendingIncident(userId, activation)) markHelpAlertsCancelled();
  };

  const said: Record<Exclude<AlertPanelState, 'none'>, string> = {
    'name-needed': t('alertName.responseTitle'),
    countdown: t('alertCountdown.announce', { count: 5, context }),
    sending: online ? t('response.sending') : t('response.offlineTitle'),
    limited: t('again.dailyLimit', {
      time: formatWhen(own?.retry_at ?? new Date().toISOString(), i18n.language, true),
    }),
    cancelled: t('alertCountdown.cancelled'),
    sent: t('alertCountdown.sent', { context }),
    again:
      current?.status !== 'active'
        ? t('again.ended')
        : nothingNewSent
          ? `${t('again.title')} ${t('again.notSent')}`
          : t('again.title'),
  };

  return (
    // The app's own surface colours, on the white card too, so text and inputs keep their contrast in dark mode.
    <section
      aria-label={t('alertCountdown.label', { context })}
      // Red while something is still to do (Help Me Now's colour); calm grey once it is settled.
      className={`rounded-xl border-2 bg-surface-raised p-4 text-foreground ${
        panel === 'countdown' || panel === 'name-needed' || panel === 'again'
          ? 'border-danger'
          : 'border-border'
      }`}
      data-alert-panel={panel}
    >
      <p role="status" className="sr-only">
        {said[panel]}
      </p>
      {panel === 'name-needed' && askingName ? (
        <AlertNameForm
          framed={false}
          headingLevel={2}
          title={t('alertName.responseTitle')}
          // The server's alert_name_required, said in the person's language.
          intro={own?.needs_name ? t('alertName.serverAsked') : t('alertName.responseIntro')}
          submitLabel={t('alertName.responseSave')}
          focusName
          onSaved={() => {
            // A new activation starts from the effect above; one the server held back restarts here.
            if (own?.needs_name) releaseNameHeldIncidents(userId);
          }}
        />
      ) : panel === 'name-needed' ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-semibold text-lg">
            {own?.needs_name ? t('alertName.serverAsked') : t('alertName.cardNotice')}
          </p>
          <Button size="lg" onClick={() => setAskingName(true)}>
            {t('alertName.cardAdd')}
          </Button>
        </div>
      ) : panel === 'again' && current ? (
        <div className="flex flex-col gap-2">
          {current.status === 'active' ? (
            <p className="font-semibold text-lg" aria-hidden="true">
              {t('again.title')}
            </p>
          ) : null}
          {nothingNewSent ? (
            <p className="text-foreground" aria-hidden="true" data-testid="nothing-new-sent">
              {t('again.notSent')}
            </p>
          ) : null}
          <AlertAgain incident={current} />
        </div>
      ) : panel === 'countdown' && own?.alerts_at ? (
        <AlertCountdown alertsAt={own.alerts_at} family={context === 'family'} onCancel={cancelAlerts} />
      ) : (
        <p className="font-semibold text-lg" aria-hidden="true">
          {said[panel]}
        </p>
      )}
    </section>
  );
}
