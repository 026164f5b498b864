// Web push for the community's Alerts tab (issue 14), loaded into the generated service worker through
// `workbox.importScripts`. The server's push says only that something happened (apps/server/src/modules/community/
// push-messages.ts): a title, a short sentence in the device's language, where to open, and a tag so a second
// reply replaces the first instead of piling up.

const ALERTS_URL = '/community?tab=alerts';

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Amparo';
  const body = typeof message.body === 'string' ? message.body : '';
  const options = {
    body,
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    data: { url: ALERTS_URL },
  };
  if (typeof message.tag === 'string' && message.tag) options.tag = message.tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Always the Alerts tab of this origin, whatever the payload said: a push can never send the person elsewhere.
  const target = new URL(ALERTS_URL, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client
            .focus()
            .then((focused) => (focused && 'navigate' in focused ? focused.navigate(target) : focused));
        }
      }
      return self.clients.openWindow(target);
    }),
  );
});
