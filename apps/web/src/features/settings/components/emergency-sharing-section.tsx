import { alertName } from '@amparo/contract/emergency/emergency-settings';
import { MapPin, MessageSquareText, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { ButtonLink } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/loading.tsx';
import { useEmergencySharing } from '../api/emergency-sharing.ts';
import { SectionHeading, SettingsCard } from './settings-card.tsx';

/**
 * What Help Me Now tells the person's contacts and family: the name they will recognise, the person's own
 * message, and whether the location goes with it. Shown here; changed in the toolkit, where the preview is.
 */
function EmergencySharingSummary() {
  const { t } = useTranslation('settings');
  const settings = useEmergencySharing();
  if (settings.isPending) return <Spinner className="size-6" />;
  // 403 for a profile marked ineligible, or no network: the toolkit itself says what to do.
  if (settings.isError) return <p className="text-muted">{t('emergency.unavailable')}</p>;
  const name = alertName(settings.data);
  const message = settings.data.custom_message.trim();
  return (
    <dl className="flex flex-col gap-3">
      <div className="relative ps-8">
        <dt className="text-muted text-sm">
          <UserRound aria-hidden="true" className="absolute start-0 top-1 size-5" />
          {t('emergency.name')}
        </dt>
        <dd className="font-semibold">{name ? <bdi>{name}</bdi> : t('emergency.noName')}</dd>
      </div>
      <div className="relative ps-8">
        <dt className="text-muted text-sm">
          <MessageSquareText aria-hidden="true" className="absolute start-0 top-1 size-5" />
          {t('emergency.message')}
        </dt>
        <dd className="whitespace-pre-wrap" dir="auto">
          {message || t('emergency.noMessage')}
        </dd>
      </div>
      <div className="relative ps-8">
        <dt className="text-muted text-sm">
          <MapPin aria-hidden="true" className="absolute start-0 top-1 size-5" />
          {t('emergency.location')}
        </dt>
        <dd className="font-semibold">
          {settings.data.share_location ? t('emergency.locationOn') : t('emergency.locationOff')}
        </dd>
      </div>
    </dl>
  );
}

export function EmergencySharingSection() {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <SettingsCard>
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <SectionHeading id={id} title={t('emergency.title')} intro={t('emergency.intro')} />
        <WithQueryClient>
          <EmergencySharingSummary />
        </WithQueryClient>
        <ButtonLink to="/emergency" variant="secondary" className="sm:self-start">
          {t('emergency.change')}
        </ButtonLink>
      </section>
    </SettingsCard>
  );
}
