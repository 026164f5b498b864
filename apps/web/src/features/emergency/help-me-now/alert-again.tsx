import { MAX_ALERT_ROUNDS } from '@amparo/contract/emergency/incident-currency';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import type { KnownIncident } from '../api/known-incidents.ts';
import { useEmergencySettings } from '../api/settings.ts';
import { formatWhen } from '../components/incident-timeline.tsx';
import { SmsFallback } from '../components/sms-fallback.tsx';
import { AlertCountdown } from './alert-countdown.tsx';
import { newClientId } from './current-location.ts';
import { markRoundStarted, useHelpCard } from './help-card-store.ts';
import { withdrawPendingIncident } from './pending-incidents.ts';
import { startAlertCountdown } from './start-alert-countdown.ts';
import { startNewAlert } from './start-new-alert.ts';
import { useCountingDown, usePendingIncidents } from './use-pending-incidents.ts';

/**
 * "Alert everyone again" for an incident (decision 043): how many times everyone was alerted and when last, and
 * the one deliberate press that sends a new round on the same incident, with the same 5-second countdown and
 * Cancel as the first. The round waits on the phone like any activation, so it goes once when there is no
 * network. An incident that ended, or has sent every round it may, offers a new alert instead.
 */
export function AlertAgain({ incident }: { incident: KnownIncident }) {
  const { t, i18n } = useTranslation('emergency');
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const settings = useEmergencySettings();
  const card = useHelpCard();
  const pending = usePendingIncidents(userId);
  const round = pending.find((item) => item.incident_id === incident.id) ?? null;
  const counting = useCountingDown(round);
  const family = settings.data?.family_alerted ?? false;
  if (!userId) return null;

  const active = incident.status === 'active';
  const roundsLeft = active && incident.rounds_total < MAX_ALERT_ROUNDS;
  // The round this card started has left the phone (sent, or become a new alert when this one could not take it).
  const roundGone =
    card.roundClientId !== null && !pending.some((item) => item.client_id === card.roundClientId);

  const alertAgain = () => {
    const clientId = newClientId();
    markRoundStarted(clientId);
    startAlertCountdown(userId, { clientId, startedAt: new Date(), incidentId: incident.id }, settings.data);
  };
  const cancelRound = () => {
    if (round && withdrawPendingIncident(userId, round.client_id)) markRoundStarted(null);
  };
  const newAlert = () => {
    const clientId = startNewAlert(userId, settings.data);
    navigate(`/emergency-response?alert=${clientId}`);
  };

  return (
    <div className="flex flex-col items-start gap-3" data-testid="alert-again">
      <p className="text-foreground" data-alert-rounds={incident.rounds_total}>
        {t('again.count', {
          count: incident.rounds_total,
          time: formatWhen(incident.last_alerted_at, i18n.language),
        })}
      </p>
      {round && counting && round.alerts_at ? (
        <AlertCountdown alertsAt={round.alerts_at} family={family} onCancel={cancelRound} />
      ) : round && online ? (
        <p role="status" className="font-semibold text-foreground text-lg">
          {t('again.sending')}
        </p>
      ) : round ? (
        // No network: the round goes by itself once there is one; the phone's own messages meanwhile.
        <>
          <p role="status" className="font-semibold text-foreground text-lg">
            {t('response.offlineTitle')}
          </p>
          <p className="text-foreground">{t('response.offlineText')}</p>
          <SmsFallback incident={round} />
        </>
      ) : roundsLeft ? (
        <>
          {roundGone ? (
            <p role="status" className="font-semibold text-foreground text-lg">
              {t('again.sent')}
            </p>
          ) : null}
          <Button variant="danger" size="lg" className="max-w-full" onClick={alertAgain}>
            <BellRing aria-hidden="true" className="size-6 shrink-0" />
            {t('again.button')}
          </Button>
          <p className="text-muted text-sm">{t('again.hint')}</p>
        </>
      ) : (
        <>
          <p className="text-foreground">{active ? t('again.limit') : t('again.ended')}</p>
          <Button variant="danger" size="lg" className="max-w-full" onClick={newAlert}>
            {t('again.newAlert')}
          </Button>
        </>
      )}
    </div>
  );
}
