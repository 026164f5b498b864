import { PUSH_ENDPOINT_NOT_ALLOWED } from '@amparo/contract/community/push-subscription';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/account/profile-api.ts';
import { usePushSubscriptionApi } from './api/push-subscription.ts';

// "Get notifications on this device" (issue 14, point 5). The browser asks for permission only after the person
// turns the switch on, never on arrival; the push itself says only that something happened (server:
// push-messages.ts), which this explains before anything is asked.

type PushState =
  | 'checking'
  | 'unsupported'
  | 'off'
  | 'on'
  | 'working'
  | 'denied'
  | 'unavailable'
  | 'not_allowed'
  | 'failed';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

export function PushOptIn() {
  const { t, i18n } = useTranslation('community-alerts');
  const api = usePushSubscriptionApi();
  const [state, setState] = useState<PushState>(pushSupported() ? 'checking' : 'unsupported');
  const explainId = useId();

  useEffect(() => {
    if (!pushSupported()) return;
    let cancelled = false;
    if (Notification.permission === 'denied') {
      setState('denied');
      return;
    }
    currentSubscription()
      .then((subscription) => {
        if (!cancelled) setState(subscription && Notification.permission === 'granted' ? 'on' : 'off');
      })
      .catch(() => !cancelled && setState('off'));
    return () => {
      cancelled = true;
    };
  }, []);

  async function turnOn() {
    setState('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const key = await api.publicKey();
      if (!key) {
        setState('unavailable');
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(key),
      });
      const json = subscription.toJSON();
      try {
        await api.save(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
          },
          i18n.resolvedLanguage ?? i18n.language,
        );
      } catch (error) {
        // The server sends only to the known push services: this browser's is not one of them. The browser's
        // subscription goes too, so the switch does not look on while nothing can arrive.
        if (error instanceof ApiRequestError && error.code === PUSH_ENDPOINT_NOT_ALLOWED) {
          await subscription.unsubscribe().catch(() => undefined);
          setState('not_allowed');
          return;
        }
        throw error;
      }
      setState('on');
    } catch {
      setState('failed');
    }
  }

  async function turnOff() {
    setState('working');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // The server first: were the browser to forget it first, the server would keep a dead subscription.
        await api.remove(subscription.endpoint).catch(() => undefined);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  }

  const checked = state === 'on';
  const disabled =
    state === 'checking' ||
    state === 'working' ||
    state === 'unsupported' ||
    state === 'denied' ||
    state === 'unavailable';
  const message =
    state === 'unsupported'
      ? t('push.unsupported')
      : state === 'denied'
        ? t('push.denied')
        : state === 'unavailable'
          ? t('push.unavailable')
          : state === 'not_allowed'
            ? t('push.not_allowed')
            : state === 'failed'
              ? t('push.failed')
              : null;

  return (
    <section className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3 font-semibold">
        <span className="flex items-center gap-2">
          <BellRing aria-hidden="true" className="size-5 shrink-0 text-primary" />
          {t('push.switch')}
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="size-6 shrink-0 accent-[var(--color-primary)]"
          checked={checked}
          disabled={disabled}
          aria-describedby={explainId}
          onChange={() => void (checked ? turnOff() : turnOn())}
        />
      </label>
      <p id={explainId} className="text-muted text-sm">
        {t('push.explain')}
      </p>
      {message ? (
        <p role="status" className="text-sm">
          {message}
        </p>
      ) : null}
    </section>
  );
}
