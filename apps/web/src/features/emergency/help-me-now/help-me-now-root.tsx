import type { EmergencySettingsView } from '@amparo/contract/emergency/emergency-settings';
import type { ListIncidentsResponse } from '@amparo/contract/emergency/list-incidents';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { type CurrentAlert, HelpMeNowButton, provideHelpMeNow } from '../../../ui/help-me-now-button.tsx';
import { incidentQueryKey, incidentsQueryKey, postAlertRound, postIncident } from '../api/incidents.ts';
import {
  findCurrentIncident,
  type KnownIncident,
  readKnownIncidents,
  rememberIncident,
} from '../api/known-incidents.ts';
import { readCachedSettings, settingsQueryKey, useEmergencySettings } from '../api/settings.ts';
import { OfficerCard } from '../card/officer-card.tsx';
import { AlertPanel } from './alert-panel.tsx';
import { newClientId } from './current-location.ts';
import {
  closeHelpCard,
  markRoundStarted,
  openAgainCard,
  openHelpCard,
  turnCardToAgain,
  useHelpCard,
} from './help-card-store.ts';
import {
  flushPendingIncidents,
  isDue,
  listPendingIncidents,
  nextAlertsAt,
  type SendPending,
} from './pending-incidents.ts';
import { startAlertCountdown } from './start-alert-countdown.ts';
import { startNewAlert } from './start-new-alert.ts';
import { usePendingIncidents } from './use-pending-incidents.ts';

// Rendered once by the app's layout: provides what Help Me Now does, shows the floating button, and sends
// activations whose countdown has ended as soon as there is a network (when the countdown ends, at start, on
// the `online` event, and every little while in case that event never comes).

const RESEND_EVERY_MS = 15_000;

/** Pages that already show Help Me Now (or are the response itself) do not need the floating button. */
const RESPONSE_PATH = '/emergency-response';
const PATHS_WITHOUT_FLOATING_BUTTON = ['/emergency', RESPONSE_PATH];

/** The person's settings as this screen or the phone knows them (their name, whether to share the place). */
function readSettings(queryClient: QueryClient, userId: string): EmergencySettingsView | undefined {
  return (
    queryClient.getQueryData<EmergencySettingsView>(settingsQueryKey(userId)) ?? readCachedSettings(userId)
  );
}

export function HelpMeNowRoot() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const token = useRef<string | null>(null);
  token.current = session?.access_token ?? null;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const pending = usePendingIncidents(userId);
  const card = useHelpCard();
  // Loaded on every signed-in screen, and kept on the phone: whether Help Me Now may alert anyone (the alert
  // name) must be known at the moment of need, with no network too.
  useEmergencySettings();

  /** `countdownEnd`: a timer may fire a hair early; the countdown it waited for is over all the same. */
  const flush = useCallback(
    async (countdownEnd = 0) => {
      if (!userId) return;
      const send: SendPending = (request, incidentId) => {
        const accessToken = token.current;
        if (!accessToken) return Promise.reject(new TypeError('No session yet'));
        return incidentId
          ? postAlertRound(accessToken, incidentId, request)
          : postIncident(accessToken, request);
      };
      const { sent, active } = await flushPendingIncidents(userId, send, () =>
        Math.max(Date.now(), countdownEnd),
      );
      for (const incident of [...sent, ...active.map((answer) => answer.incident)]) {
        rememberIncident(userId, incident);
        queryClient.setQueryData(incidentQueryKey(userId, incident.id), incident);
      }
      // The person already had a current alert: the card of this activation turns to its "alert everyone
      // again", and the response page follows it.
      for (const { clientId, incident } of active) {
        if (turnCardToAgain(clientId, incident.client_id) && window.location.pathname === RESPONSE_PATH) {
          navigate(`${RESPONSE_PATH}?alert=${incident.client_id}`, { replace: true });
        }
      }
      if (sent.length > 0 || active.length > 0)
        await queryClient.invalidateQueries({ queryKey: incidentsQueryKey(userId) });
    },
    [userId, queryClient, navigate],
  );

  useEffect(() => {
    if (!userId) return;
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId, flush]);

  // A round started with no countdown left, or one the daily limit held and whose time has come: sent now.
  const anyDue = pending.some((incident) => isDue(incident, Date.now()));
  useEffect(() => {
    if (anyDue) void flush();
  }, [anyDue, flush]);

  const hasPending = pending.length > 0;
  useEffect(() => {
    if (!hasPending) return;
    const timer = window.setInterval(() => void flush(), RESEND_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [hasPending, flush]);

  // Each countdown's end sends its alerts: one timer for the next to end, set again whenever the list changes
  // (a new activation, a Cancel, one sent).
  useEffect(() => {
    if (!userId) return;
    const next = nextAlertsAt(pending, Date.now());
    if (next === null) return;
    const timer = window.setTimeout(() => {
      // Read by `npm run bench` (end of countdown to every alert in the outbox).
      performance.mark?.('amparo:help-me-now-countdown-ended');
      void flush(next);
    }, next - Date.now());
    return () => window.clearTimeout(timer);
  }, [userId, pending, flush]);

  /** The response page comes behind the card at a lower priority, so its rendering never holds the card back. */
  const show = useCallback(
    (clientId: string) =>
      startTransition(() => {
        navigate(`${RESPONSE_PATH}?alert=${clientId}`);
      }),
    [navigate],
  );

  /**
   * The person's current alert, from the list in memory and the phone's copy (offline too); none while the last
   * press is still on this phone, since a press then reopens that one's card.
   */
  const findCurrent = useCallback((): KnownIncident | null => {
    if (!userId) return null;
    if (listPendingIncidents(userId).some((incident) => !incident.incident_id)) return null;
    const listed =
      queryClient.getQueryData<ListIncidentsResponse>(incidentsQueryKey(userId))?.incidents ?? [];
    return findCurrentIncident([listed, readKnownIncidents(userId)], Date.now());
  }, [userId, queryClient]);

  const activate = useCallback(() => {
    if (!userId) return;
    // Read by `npm run bench` (end of hold to card visible).
    performance.mark?.('amparo:help-me-now-activated');
    // Pressed again while the last press is still on this phone (counting down, waiting for a network or for
    // the name): its card again, not a second activation.
    const waiting = listPendingIncidents(userId).find((incident) => !incident.incident_id);
    if (waiting) {
      openHelpCard(waiting.client_id, { nameNeeded: false });
      show(waiting.client_id);
      return;
    }
    // Pressed again while an alert is current: its card, with "alert everyone again" one press away, rather
    // than everyone alerted a second time without being asked (decision 043). Known on the phone, offline too.
    const current = findCurrent();
    if (current) {
      openAgainCard(current.client_id);
      show(current.client_id);
      return;
    }
    // The card is drawn at once (startNewAlert opens it).
    const clientId = startNewAlert(userId, readSettings(queryClient, userId));
    show(clientId);
  }, [userId, show, findCurrent, queryClient]);

  // The confirmation of a tap while an alert is current chose "alert everyone again": a round of that alert,
  // queued on the phone with the same countdown and Cancel on the card as a first alert (offline too).
  const alertAgain = useCallback(() => {
    if (!userId) return;
    performance.mark?.('amparo:help-me-now-activated');
    const current = findCurrent();
    // It ended (or used every round) since the confirmation opened: the person asked to alert everyone, so a
    // new alert goes instead.
    if (!current) {
      activate();
      return;
    }
    openAgainCard(current.client_id);
    // One round at a time: a round of this alert still on the phone (counting down, or waiting for a network) is
    // shown rather than a second one queued.
    const waitingRound = listPendingIncidents(userId).find((item) => item.incident_id === current.id);
    const clientId = waitingRound?.client_id ?? newClientId();
    markRoundStarted(clientId);
    if (!waitingRound) {
      startAlertCountdown(
        userId,
        { clientId, startedAt: new Date(), incidentId: current.id },
        readSettings(queryClient, userId),
      );
    }
    show(current.client_id);
  }, [userId, show, findCurrent, activate, queryClient]);

  const showCurrentAlert = useCallback(
    (alert: CurrentAlert) => {
      openAgainCard(alert.id);
      show(alert.id);
    },
    [show],
  );

  const currentAlert = useCallback((): CurrentAlert | null => {
    const current = findCurrent();
    return current
      ? { id: current.client_id, roundsTotal: current.rounds_total, lastAlertedAt: current.last_alerted_at }
      : null;
  }, [findCurrent]);

  useEffect(
    () => provideHelpMeNow(userId ? { activate, currentAlert, alertAgain, showCurrentAlert } : null),
    [userId, activate, currentAlert, alertAgain, showCurrentAlert],
  );

  // The card belongs to the response page: leaving it (the card's proof link, the back button) closes it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === RESPONSE_PATH && pathname !== RESPONSE_PATH) closeHelpCard();
    shownPath.current = pathname;
  }, [pathname]);

  // The response screen's code is fetched ahead, once the app is idle, so the card appears at once after
  // activation even on a slow network (and is in memory if the network drops).
  useEffect(() => {
    if (!userId) return;
    const timer = window.setTimeout(
      () => void import('../pages/emergency-response-page.tsx').catch(() => {}),
      2000,
    );
    return () => window.clearTimeout(timer);
  }, [userId]);

  const showFloating = userId !== null && !PATHS_WITHOUT_FLOATING_BUTTON.includes(pathname);
  return (
    <>
      {userId && card.open ? (
        <OfficerCard fullScreen alertPanel={<AlertPanel />} onClose={closeHelpCard} />
      ) : null}
      {/* The app's layout holds the button in a bar of its own, which takes its own room (decision 013). */}
      {showFloating ? <HelpMeNowButton variant="floating" /> : null}
    </>
  );
}
