import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// public/community-push-sw.js, run against a fake service worker global: a push shows the server's title and
// sentence; a tap opens (or focuses) the Alerts tab of this origin, whatever the payload said.

const source = readFileSync(resolve(__dirname, '../../../../public/community-push-sw.js'), 'utf8');
const ORIGIN = 'https://amparo.example.org';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => null);
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification },
    clients: { matchAll: vi.fn(async () => windows), openWindow },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  new Function('self', source)(self);
  async function dispatch(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  }
  return { dispatch, showNotification, openWindow };
}

describe('community-push-sw.js', () => {
  it('shows the pushed title and sentence, tagged so a second one replaces the first', async () => {
    const worker = loadWorker();
    const message = {
      title: 'Amparo',
      body: 'Someone replied to your post',
      url: '/x',
      tag: 'community-reply',
    };
    await worker.dispatch('push', { data: { json: () => message } });
    expect(worker.showNotification).toHaveBeenCalledWith('Amparo', {
      body: 'Someone replied to your post',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: '/community?tab=alerts' },
      tag: 'community-reply',
    });
  });

  it('still shows something for a push it cannot read', async () => {
    const worker = loadWorker();
    await worker.dispatch('push', { data: { json: () => JSON.parse('not json') } });
    expect(worker.showNotification).toHaveBeenCalledWith('Amparo', expect.objectContaining({ body: '' }));
  });

  it('opens the Alerts tab on a tap, or brings an open Amparo window there', async () => {
    const close = vi.fn();
    const fresh = loadWorker();
    await fresh.dispatch('notificationclick', {
      notification: { close, data: { url: 'https://evil.example' } },
    });
    expect(close).toHaveBeenCalled();
    expect(fresh.openWindow).toHaveBeenCalledWith(`${ORIGIN}/community?tab=alerts`);

    const navigate = vi.fn(async () => null);
    const open = loadWorker([{ url: `${ORIGIN}/vault`, focus: async () => ({ navigate }) }]);
    await open.dispatch('notificationclick', { notification: { close } });
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/community?tab=alerts`);
    expect(open.openWindow).not.toHaveBeenCalled();
  });
});
