import type { SecuritySession } from '@amparo/contract/security/list-sessions';
import { Laptop, LogOut, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../lib/account/form-controls.tsx';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { Link } from '../../../lib/router/index.ts';
import { useOnlineStatus } from '../../../lib/use-online-status.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmButton } from '../../../ui/confirm-button.tsx';
import { LoadingMessage } from '../../../ui/loading.tsx';
import { formatMoment } from '../format-moment.ts';
import {
  useRevokeSession,
  useSessions,
  useSignOutOtherSessions,
  useUpdateSecurityPreferences,
} from './sessions-api.ts';

// "Where you are signed in" (issue 15): every open session of the person, this device marked, signing one other
// session out or all of them, and the choice to see the approximate place (the network) of each sign-in.

type Outcome = { tone: 'success' | 'error'; key: OutcomeKey } | null;
type OutcomeKey = 'signedOut' | 'alreadyEnded' | 'signOutFailed' | 'othersDone' | 'othersFailed';

function DeviceIcon({ device }: { device: string | null }) {
  const mobile = device !== null && /Android|iOS/.test(device);
  const Icon = device === null ? MonitorSmartphone : mobile ? Smartphone : Laptop;
  return <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted max-[359px]:hidden" />;
}

function SessionItem({
  session,
  showPlace,
  online,
  onOutcome,
}: {
  session: SecuritySession;
  showPlace: boolean;
  online: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t, i18n } = useTranslation('security');
  const revoke = useRevokeSession();
  const device = session.device ?? t('sessions.unknownDevice');
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border p-4 [overflow-wrap:break-word] max-[359px]:p-3"
      data-testid="security-session"
    >
      <div className="flex items-start gap-3">
        <DeviceIcon device={session.device} />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-lg">
            <span dir="auto" className="[overflow-wrap:anywhere]">
              {device}
            </span>
            {session.current ? (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary text-sm">
                {t('sessions.thisDevice')}
              </span>
            ) : null}
          </p>
          <p className="text-muted">
            {session.current
              ? t('sessions.activeNow')
              : t('sessions.lastSeen', { date: formatMoment(session.last_seen_at, i18n.language) })}
          </p>
          <p className="text-muted">
            {t('sessions.started', { date: formatMoment(session.created_at, i18n.language) })}
          </p>
          {showPlace && session.network ? (
            <p className="text-muted">
              {t('sessions.network')}{' '}
              <span dir="ltr" className="font-mono [overflow-wrap:anywhere]">
                {session.network}
              </span>
            </p>
          ) : null}
        </div>
      </div>
      {session.current ? (
        <p className="text-muted text-sm">
          {t('sessions.thisDeviceHint')}{' '}
          <Link to="/settings" className="font-semibold text-primary underline">
            {t('sessions.settingsLink')}
          </Link>
        </p>
      ) : (
        <ConfirmButton
          label={
            <>
              <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              {revoke.isPending ? t('sessions.signingOut') : t('sessions.signOut')}
            </>
          }
          // Several sessions can share a device name ("Linux"): the last activity tells them apart.
          ariaLabel={t('sessions.signOutNamed', {
            device,
            date: formatMoment(session.last_seen_at, i18n.language),
          })}
          question={t('sessions.signOutQuestion', { device })}
          detail={t('sessions.signOutDetail')}
          confirmLabel={t('sessions.signOutConfirm')}
          cancelLabel={t('sessions.cancel')}
          variant="secondary"
          disabled={!online || revoke.isPending}
          className="sm:self-start"
          onConfirm={() => {
            onOutcome(null);
            revoke.mutate(session.id, {
              onSuccess: () => onOutcome({ tone: 'success', key: 'signedOut' }),
              onError: (error) =>
                onOutcome(
                  error instanceof ApiRequestError && error.status === 404
                    ? { tone: 'success', key: 'alreadyEnded' }
                    : { tone: 'error', key: 'signOutFailed' },
                ),
            });
          }}
        />
      )}
    </li>
  );
}

function PlaceChoice({ checked, online }: { checked: boolean; online: boolean }) {
  const { t } = useTranslation('security');
  const update = useUpdateSecurityPreferences();
  const id = useId();
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface p-4 max-[359px]:p-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-6 shrink-0 accent-primary"
          checked={update.isPending ? Boolean(update.variables?.show_sign_in_place) : checked}
          disabled={!online || update.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => update.mutate({ show_sign_in_place: event.target.checked })}
        />
        <label htmlFor={id} className="font-semibold">
          {t('sessions.place.label')}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-muted text-sm">
        {t('sessions.place.hint')}
      </p>
      {update.isError ? <FormAlert tone="error">{t('sessions.place.saveFailed')}</FormAlert> : null}
    </div>
  );
}

export function SessionsSection() {
  const { t } = useTranslation('security');
  const sessions = useSessions();
  const others = useSignOutOtherSessions();
  const online = useOnlineStatus();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // This device first, then the others in the server's order (most recently active first).
  const list = [...(sessions.data?.sessions ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const hasOthers = list.some((session) => !session.current);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  return (
    <section aria-labelledby="security-sessions-title" className="flex flex-col gap-4">
      <h2 id="security-sessions-title" className="font-bold text-2xl">
        {t('sessions.title')}
      </h2>
      <p>{t('sessions.intro')}</p>
      {/* The confirmation that had focus is gone once a sign-out is answered: focus moves to what happened. */}
      {outcome ? (
        <FormAlert ref={outcomeRef} tabIndex={-1} tone={outcome.tone}>
          {t(`sessions.outcome.${outcome.key}`)}
        </FormAlert>
      ) : null}
      {sessions.data ? (
        <>
          <ul className="flex flex-col gap-3">
            {list.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                showPlace={sessions.data.show_sign_in_place}
                online={online}
                onOutcome={setOutcome}
              />
            ))}
          </ul>
          <div className="flex flex-col gap-3 rounded-xl border border-border p-4 max-[359px]:p-3">
            <h3 className="font-semibold text-lg">{t('sessions.others.title')}</h3>
            {hasOthers ? (
              <>
                <p className="text-muted">{t('sessions.others.intro')}</p>
                <ConfirmButton
                  label={others.isPending ? t('sessions.signingOut') : t('sessions.others.action')}
                  question={t('sessions.others.question')}
                  detail={t('sessions.others.detail')}
                  confirmLabel={t('sessions.others.confirm')}
                  cancelLabel={t('sessions.cancel')}
                  variant="secondary"
                  disabled={!online || others.isPending}
                  className="sm:self-start"
                  onConfirm={() => {
                    setOutcome(null);
                    others.mutate(undefined, {
                      onSuccess: () => setOutcome({ tone: 'success', key: 'othersDone' }),
                      onError: () => setOutcome({ tone: 'error', key: 'othersFailed' }),
                    });
                  }}
                />
              </>
            ) : (
              <p className="text-muted">{t('sessions.others.none')}</p>
            )}
          </div>
          <PlaceChoice checked={sessions.data.show_sign_in_place} online={online} />
        </>
      ) : sessions.isError ? (
        <div className="flex flex-col gap-3">
          <FormAlert tone="error">{t('sessions.loadError')}</FormAlert>
          <Button variant="secondary" className="self-start" onClick={() => void sessions.refetch()}>
            {t('sessions.tryAgain')}
          </Button>
        </div>
      ) : (
        <LoadingMessage label={t('sessions.loading')} className="min-h-24 py-6" />
      )}
    </section>
  );
}
