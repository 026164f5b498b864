import { NOTIFICATION_KINDS, type NotificationKind } from '@amparo/contract/community/community-limits';
import {
  FAMILY_ALERTS_CHANNEL_REQUIRED,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationChannel,
  type NotificationPreferenceKind,
} from '@amparo/contract/settings/preferences';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/api-request-error.ts';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { WithQueryClient } from '../../../lib/query/with-query-client.tsx';
import { Link } from '../../../lib/router/index.ts';
import { Spinner } from '../../../ui/loading.tsx';
import { useChangeCommunityPush, useCommunityMember } from '../api/community-push.ts';
import { useChangePreferences, usePreferences } from '../api/preferences.ts';
import { CheckRow, SectionHeading, SettingsCard } from './settings-card.tsx';

const KIND_KEYS = {
  family_alerts: { title: 'notifications.familyAlerts.title', hint: 'notifications.familyAlerts.hint' },
  consultations: { title: 'notifications.consultations.title', hint: 'notifications.consultations.hint' },
} as const satisfies Record<NotificationPreferenceKind, { title: string; hint: string }>;

const CHANNEL_KEYS = {
  email: 'notifications.email',
  sms: 'notifications.sms',
} as const satisfies Record<NotificationChannel, string>;

/** Email and text messages, per kind: stored on the account, read by the senders (decision 036). */
function MessageChoices() {
  const { t } = useTranslation('settings');
  const preferences = usePreferences();
  const save = useChangePreferences();

  if (preferences.isPending) return <Spinner className="size-6" />;
  if (preferences.isError) return <FormAlert tone="error">{t('notifications.loadFailed')}</FormAlert>;
  const { notifications } =
    save.variables && save.isPending ? mergeOptimistic(preferences.data, save.variables) : preferences.data;
  const familyRequired =
    save.error instanceof ApiRequestError && save.error.code === FAMILY_ALERTS_CHANNEL_REQUIRED;

  return (
    <div className="flex flex-col gap-5">
      {save.isError ? (
        <FormAlert tone="error">
          {familyRequired ? t('notifications.familyRequired') : t('notifications.saveFailed')}
        </FormAlert>
      ) : null}
      {NOTIFICATION_PREFERENCE_KINDS.map((kind) => {
        const channels = notifications[kind];
        const onlyOneOn = kind === 'family_alerts' && Number(channels.email) + Number(channels.sms) === 1;
        return (
          <fieldset key={kind} className="min-w-0">
            <legend className="font-semibold text-foreground">{t(KIND_KEYS[kind].title)}</legend>
            <p className="text-muted text-sm">{t(KIND_KEYS[kind].hint)}</p>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <CheckRow
                  key={channel}
                  checked={channels[channel]}
                  // Family alerts keep one way to reach the person: the last one on cannot be turned off.
                  disabled={onlyOneOn && channels[channel]}
                  onChange={(checked) => save.mutate({ notifications: { [kind]: { [channel]: checked } } })}
                  label={t(CHANNEL_KEYS[channel])}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

function mergeOptimistic<
  T extends { notifications: Record<NotificationPreferenceKind, Record<NotificationChannel, boolean>> },
>(
  current: T,
  change: {
    notifications?: Partial<
      Record<NotificationPreferenceKind, Partial<Record<NotificationChannel, boolean>>>
    >;
  },
): T {
  const next = structuredClone(current);
  for (const kind of NOTIFICATION_PREFERENCE_KINDS)
    Object.assign(next.notifications[kind], change.notifications?.[kind]);
  return next;
}

/** Which community notices also come as a push (kept by the community; permission is asked on each device there). */
function CommunityPushChoices() {
  const { t } = useTranslation(['settings', 'community-alerts']);
  const member = useCommunityMember();
  const save = useChangeCommunityPush();
  const titleId = useId();

  if (member.isPending) return <Spinner className="size-6" />;
  if (member.isError) return null;
  const chosen = member.data.member?.notification_settings.push ?? [];
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(on ? [...chosen, kind] : chosen.filter((item) => item !== kind));

  return (
    <fieldset className="min-w-0" aria-describedby={titleId}>
      <legend className="font-semibold text-foreground">{t('notifications.community.title')}</legend>
      <p id={titleId} className="text-muted text-sm">
        {t('notifications.community.intro')}{' '}
        <Link to="/community" className="font-medium text-primary underline underline-offset-2">
          {t('notifications.community.link')}
        </Link>
      </p>
      {save.isError ? <FormAlert tone="error">{t('notifications.saveFailed')}</FormAlert> : null}
      {member.data.member ? (
        <div className="mt-1 flex flex-col">
          {NOTIFICATION_KINDS.map((kind) => (
            <CheckRow
              key={kind}
              checked={chosen.includes(kind)}
              disabled={save.isPending}
              onChange={(on) => toggle(kind, on)}
              label={t(`community-alerts:kinds.${kind}`)}
            />
          ))}
        </div>
      ) : (
        <p className="mt-2 text-foreground">{t('notifications.community.notMember')}</p>
      )}
    </fieldset>
  );
}

export function NotificationsSection() {
  const { t } = useTranslation('settings');
  const id = useId();
  return (
    <SettingsCard>
      <section aria-labelledby={id} className="flex flex-col gap-5">
        <SectionHeading id={id} title={t('notifications.title')} intro={t('notifications.intro')} />
        <WithQueryClient>
          <MessageChoices />
          <CommunityPushChoices />
        </WithQueryClient>
      </section>
    </SettingsCard>
  );
}
