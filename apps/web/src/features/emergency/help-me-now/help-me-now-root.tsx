import { type EmergencySettingsView, hasAlertName } from '@amparo/contract/emergency/emergency-settings';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '../../../lib/router/index.ts';
import { useSession } from '../../../lib/session-provider.tsx';
import { HelpMeNowButton, provideHelpMeNow } from '../../../ui/help-me-now-button.tsx';
import { incidentQueryKey, incidentsQueryKey, postIncident } from '../api/incidents.ts';
import { readCachedSettings, settingsQueryKey, useEmergencySettings } from '../api/settings.ts';
import { OfficerCard } from '../card/officer-card.tsx';
import { AlertPanel } from './alert-panel.tsx';
import { newClientId } from './current-location.ts';
import { closeHelpCard, openHelpCard, useHelpCard } from './help-card-store.ts';
import { flushPendingIncidents, nextAlertsAt } from './pending-incidents.ts';
import { startAlertCountdown } from './start-alert-countdown.ts';
import { usePendingIncidents } from './use-pending-incidents.ts';

// Rendered once by the app's layout: provides what Help Me Now does, shows the floating button, and sends
// activations whose countdown has ended as soon as there is a network (when the countdown ends, at start, on
// the `online` event, and every little while in case that event never comes).

const RESEND_EVERY_MS = 15_000;

/** Pages that already show Help Me Now (or are the response itself) do not need the floating button. */
const RESPONSE_PATH = '/emergency-response';
const PATHS_WITHOUT_FLOATING_BUTTON = ['/emergency', RESPONSE_PATH];

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
      const { sent } = await flushPendingIncidents(
        userId,
        (incident) => {
          const accessToken = token.current;
          if (!accessToken) return Promise.reject(new TypeError('No session yet'));
          return postIncident(accessToken, incident);
        },
        () => Math.max(Date.now(), countdownEnd),
      );
      for (const incident of sent) queryClient.setQueryData(incidentQueryKey(userId, incident.id), incident);
      if (sent.length > 0) await queryClient.invalidateQueries({ queryKey: incidentsQueryKey(userId) });
    },
    [userId, queryClient],
  );

  useEffect(() => {
    if (!userId) return;
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [userId, flush]);

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

  const activate = useCallback(() => {
    if (!userId) return;
    // Read by `npm run bench` (end of hold to card visible).
    performance.mark?.('amparo:help-me-now-activated');
    const clientId = newClientId();
    const settings =
      queryClient.getQueryData<EmergencySettingsView>(settingsQueryKey(userId)) ?? readCachedSettings(userId);
    // Without a name nothing is queued: contacts could not tell who needs help. The response page shows the
    // card all the same and asks for the name; saving it starts the countdown for this activation. Someone in a
    // family has one already: the name their family knows them by, which the server uses the same way.
    const named = settings !== undefined && hasAlertName(settings);
    if (named) startAlertCountdown(userId, { clientId, startedAt: new Date() }, settings);
    // The card is drawn here, at once; the response page comes behind it at a lower priority, so its
    // rendering never holds the card back.
    openHelpCard(clientId, { nameNeeded: !named });
    startTransition(() => {
      navigate(`${RESPONSE_PATH}?alert=${clientId}`);
    });
  }, [userId, navigate, queryClient]);

  useEffect(() => provideHelpMeNow(userId ? activate : null), [userId, activate]);

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
