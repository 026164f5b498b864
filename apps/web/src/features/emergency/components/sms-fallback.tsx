import { renderHelpAlert } from '@amparo/contract/emergency/alert-messages';
import { alertName } from '@amparo/contract/emergency/emergency-settings';
import { mapUrl } from '@amparo/contract/emergency/incident';
import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-provider.tsx';
import { buttonClassName } from '../../../ui/button.tsx';
import { readCachedContacts } from '../api/contacts.ts';
import { readCachedSettings } from '../api/settings.ts';
import type { PendingIncident } from '../help-me-now/pending-incidents.ts';

/** How many contacts get a ready-made text: the first ones the person put at the top of their list. */
export const SMS_FALLBACK_CONTACTS = 3;

/**
 * `sms:` link with the text filled in. `?&body=` is read by both Android (`?body=`) and iOS (`&body=`).
 */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone}?&body=${encodeURIComponent(body)}`;
}

/** With no network, the phone's own messages app sends the alert: one tap per contact, text ready. */
export function SmsFallback({ incident }: { incident: PendingIncident }) {
  const { t } = useTranslation('emergency');
  const titleId = useId();
  const { session } = useSession();
  const userId = session?.user.id;
  if (!userId) return null;
  const contacts = readCachedContacts(userId)
    .filter((contact) => contact.alert_on_help)
    .slice(0, SMS_FALLBACK_CONTACTS);
  const settings = readCachedSettings(userId);
  // The same name the server's alerts carry (the family's name for the person when no alert name is set).
  const name = settings ? alertName(settings) : '';

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="font-bold text-foreground text-xl">
        {t('response.smsTitle')}
      </h2>
      <p className="text-foreground">{t('response.smsText')}</p>
      {contacts.length === 0 ? (
        <p className="text-muted">{t('response.noCachedContacts')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {contacts.map((contact) => {
            const body = renderHelpAlert(contact.language, {
              name,
              at: new Date(incident.started_at),
              timeZone: incident.time_zone,
              mapUrl: incident.location ? mapUrl(incident.location) : null,
              customMessage: settings?.custom_message,
              // "Alert everyone again" waiting for a network: the same words the server's round would send.
              again: incident.incident_id !== undefined,
            }).sms;
            return (
              <li key={contact.id}>
                <a
                  href={smsHref(contact.phone, body)}
                  className={buttonClassName({ variant: 'primary', size: 'lg' }, 'w-full justify-start')}
                >
                  <MessageSquareText aria-hidden="true" className="size-6 shrink-0" />
                  <span dir="auto">{t('response.smsTo', { name: contact.name })}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
