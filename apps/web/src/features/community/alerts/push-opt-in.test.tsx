import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/api-stub.tsx';
import { PushOptIn } from './push-opt-in.tsx';

// The browser's permission prompt comes only after the person taps the switch; the subscription is made with the
// server's key and sent to the server with the app's language.

const SERVER_KEY = `B${'A'.repeat(86)}`;
const ENDPOINT = 'https://push.example.org/send/abc';

function fakeBrowser(permission: NotificationPermission = 'default') {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  const unsubscribe = vi.fn(async () => true);
  const browserSubscription = {
    endpoint: ENDPOINT,
    unsubscribe,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null as typeof browserSubscription | null),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => browserSubscription),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { requestPermission, pushManager, unsubscribe };
}

beforeEach(() => {
  const api = stubApi();
  api.answer('GET', '/community/push/key', { public_key: SERVER_KEY });
  api.answer('PUT', '/community/push/subscription', new Response(null, { status: 204 }));
  api.answer('DELETE', '/community/push/subscription', new Response(null, { status: 204 }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOptIn', () => {
  it('asks the browser only after a tap, then subscribes with the server key and tells the server', async () => {
    const browser = fakeBrowser();
    await renderWithProviders(<PushOptIn />, { language: 'es' });
    const toggle = await screen.findByRole('switch', { name: 'Recibir notificaciones en este dispositivo' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect(screen.getByText(/nunca lo que alguien escribió/)).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    const key = options?.applicationServerKey as Uint8Array;
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    const fetchMock = vi.mocked(fetch);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      language: 'es',
    });
  });

  it('turns off: the server forgets the endpoint and the browser unsubscribes', async () => {
    const browser = fakeBrowser('granted');
    const subscription = await browser.pushManager.subscribe({});
    browser.pushManager.getSubscription.mockResolvedValue(subscription);
    await renderWithProviders(<PushOptIn />);
    const toggle = await screen.findByRole('switch', { name: 'Get notifications on this device' });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    fireEvent.click(toggle);
    await waitFor(() => expect(browser.unsubscribe).toHaveBeenCalled());
    const remove = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(remove?.[1]?.body))).toEqual({ endpoint: ENDPOINT });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
  });

  it('explains, and drops the browser subscription, when the server refuses its push service', async () => {
    const api = stubApi();
    api.answer('GET', '/community/push/key', { public_key: SERVER_KEY });
    api.answer(
      'PUT',
      '/community/push/subscription',
      new Response(
        JSON.stringify({ code: 'push_endpoint_not_allowed', message: 'not a known push service' }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    );
    const browser = fakeBrowser();
    await renderWithProviders(<PushOptIn />);
    const toggle = await screen.findByRole('switch', { name: 'Get notifications on this device' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/notification service is not supported by Amparo/)).toBeTruthy();
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('explains when notifications are blocked, and asks nothing', async () => {
    const browser = fakeBrowser('denied');
    await renderWithProviders(<PushOptIn />);
    expect(await screen.findByText(/blocked in this browser/)).toBeTruthy();
    expect((screen.getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('says so in a browser without web push', async () => {
    await renderWithProviders(<PushOptIn />);
    expect(screen.getByText(/cannot show notifications from Amparo/)).toBeTruthy();
  });
});
