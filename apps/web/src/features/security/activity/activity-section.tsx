import type { SecurityEvent, SecurityEventKind } from '@amparo/contract/security/list-security-events';
import {
  Download,
  Fingerprint,
  KeyRound,
  LifeBuoy,
  Lock,
  LogIn,
  LogOut,
  type LucideIcon,
  Mail,
  MonitorSmartphone,
  Phone,
  ShieldAlert,
  ShieldCheck,
  ShieldOff,
  Trash2,
  TriangleAlert,
  Undo2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { Button } from '../../../ui/button.tsx';
import { LoadingMessage, Spinner } from '../../../ui/loading.tsx';
import { formatMoment } from '../format-moment.ts';
import { useSecurityEvents } from './activity-api.ts';

// "Recent security activity" (issue 15): the person's security log in plain words, each line with what it means,
// and an honest account of what this detection can and cannot see.

const ICONS: Record<SecurityEventKind, LucideIcon> = {
  sign_in: LogIn,
  sign_in_failed: TriangleAlert,
  new_device: MonitorSmartphone,
  sign_in_locked: Lock,
  password_changed: KeyRound,
  email_changed: Mail,
  phone_changed: Phone,
  factor_added: ShieldCheck,
  factor_removed: ShieldOff,
  recovery_code_used: LifeBuoy,
  passkey_added: Fingerprint,
  passkey_removed: Fingerprint,
  refresh_token_reused: ShieldAlert,
  session_revoked: LogOut,
  other_sessions_revoked: LogOut,
  data_exported: Download,
  deletion_requested: Trash2,
  deletion_cancelled: Undo2,
};

/** The events that may mean someone else: they carry a line on what to do if it was not the person. */
const WORTH_A_LOOK: ReadonlySet<SecurityEventKind> = new Set([
  'sign_in_failed',
  'new_device',
  'sign_in_locked',
  'refresh_token_reused',
  'password_changed',
  'email_changed',
  'phone_changed',
  'recovery_code_used',
  'factor_removed',
  'passkey_removed',
  'deletion_requested',
]);

function EventItem({ event }: { event: SecurityEvent }) {
  const { t, i18n } = useTranslation('security');
  const Icon = ICONS[event.kind];
  return (
    <li
      className="flex items-start gap-3 border-border border-b py-4 last:border-b-0"
      data-testid="security-event"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary max-[359px]:hidden">
        <Icon
          aria-hidden="true"
          className={`size-5 ${event.kind.endsWith('revoked') ? 'rtl:-scale-x-100' : ''}`}
        />
      </span>
      <div className="flex min-w-0 flex-col gap-1 [overflow-wrap:break-word]">
        <h3 className="font-semibold">{t(`activity.kinds.${event.kind}.title`)}</h3>
        <p>{t(`activity.kinds.${event.kind}.meaning`)}</p>
        <p className="text-muted text-sm">
          <time dateTime={event.created_at}>{formatMoment(event.created_at, i18n.language)}</time>
          {event.device ? (
            <>
              {' · '}
              <span dir="auto" className="[overflow-wrap:anywhere]">
                {event.device}
              </span>
            </>
          ) : null}
          {event.network ? (
            <>
              {' · '}
              {t('activity.network')}{' '}
              <span dir="ltr" className="font-mono [overflow-wrap:anywhere]">
                {event.network}
              </span>
            </>
          ) : null}
        </p>
        {WORTH_A_LOOK.has(event.kind) ? <p className="text-muted text-sm">{t('activity.notYou')}</p> : null}
      </div>
    </li>
  );
}

function WhatWeDetect() {
  const { t } = useTranslation('security');
  const detected = ['newDevice', 'wrongPasswords', 'reusedTokens', 'credentialChanges'] as const;
  const missed = ['unlockedPhone', 'malware', 'shoulder', 'knownNetwork', 'messages'] as const;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-surface p-4 max-[359px]:p-3">
      <h3 className="font-bold text-lg">{t('activity.detect.title')}</h3>
      <p>{t('activity.detect.intro')}</p>
      <h4 className="font-semibold">{t('activity.detect.weDetect')}</h4>
      <ul className="list-disc ps-6">
        {detected.map((item) => (
          <li key={item}>{t(`activity.detect.detected.${item}`)}</li>
        ))}
      </ul>
      <h4 className="font-semibold">{t('activity.detect.weCannot')}</h4>
      <ul className="list-disc ps-6">
        {missed.map((item) => (
          <li key={item}>{t(`activity.detect.missed.${item}`)}</li>
        ))}
      </ul>
      <p>{t('activity.detect.advice')}</p>
    </div>
  );
}

export function ActivitySection() {
  const { t } = useTranslation('security');
  const events = useSecurityEvents();
  const list = events.data?.pages.flatMap((page) => page.events) ?? [];

  return (
    <section aria-labelledby="security-activity-title" className="flex flex-col gap-4">
      <h2 id="security-activity-title" className="font-bold text-2xl">
        {t('activity.title')}
      </h2>
      <p>{t('activity.intro')}</p>
      {events.data ? (
        list.length === 0 ? (
          <p className="text-muted">{t('activity.empty')}</p>
        ) : (
          <ul className="flex flex-col rounded-xl border border-border px-4 max-[359px]:px-3">
            {list.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        )
      ) : events.isError ? null : (
        <LoadingMessage label={t('activity.loading')} className="min-h-24 py-6" />
      )}
      {events.isError ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">{t('activity.loadError')}</FormAlert>
          <Button variant="secondary" className="self-start" onClick={() => void events.refetch()}>
            {t('activity.tryAgain')}
          </Button>
        </div>
      ) : null}
      {events.hasNextPage ? (
        <Button
          variant="secondary"
          className="sm:self-start"
          disabled={events.isFetchingNextPage}
          onClick={() => void events.fetchNextPage()}
        >
          {events.isFetchingNextPage ? <Spinner className="size-5" /> : null}
          {events.isFetchingNextPage ? t('activity.loadingMore') : t('activity.more')}
        </Button>
      ) : null}
      <WhatWeDetect />
    </section>
  );
}
