import { type EmergencySettingsView, hasAlertName } from '@amparo/contract/emergency/emergency-settings';
import { newClientId } from './current-location.ts';
import { openHelpCard } from './help-card-store.ts';
import { startAlertCountdown } from './start-alert-countdown.ts';

/**
 * A new Help Me Now activation: its countdown starts on this phone and the card opens on it; the caller shows
 * the response page for the returned client_id. Without a name nothing is queued: contacts could not tell who
 * needs help, so the card asks for the name and saving it starts the countdown. Someone in a family has one
 * already: the name their family knows them by, which the server uses the same way.
 */
export function startNewAlert(userId: string, settings: EmergencySettingsView | undefined): string {
  const clientId = newClientId();
  const named = settings !== undefined && hasAlertName(settings);
  if (named) startAlertCountdown(userId, { clientId, startedAt: new Date() }, settings);
  openHelpCard(clientId, { nameNeeded: !named });
  return clientId;
}
