import { registerSW } from 'virtual:pwa-register';
import type { i18n as I18n } from 'i18next';

/** A tab left open for days still learns about new versions. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that keeps the app shell (and every language) available offline.
 * When a new version has installed, the user is asked before the page reloads: they may be in the
 * middle of something. A failed registration is only logged; the app works without it.
 */
export function registerServiceWorker(i18n: I18n): void {
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      if (window.confirm(i18n.t('update.prompt', { ns: 'common' }))) {
        // Activates the waiting worker; the page reloads once it takes control.
        void updateServiceWorker(true);
      }
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      window.setInterval(() => {
        if (navigator.onLine) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
